import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import MiscellaneousServicesOutlined from "@mui/icons-material/MiscellaneousServicesOutlined";
import NewspaperOutlined from "@mui/icons-material/NewspaperOutlined";
import ViewCarouselOutlined from "@mui/icons-material/ViewCarouselOutlined";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { FIGURE_GRID_SX, StatCard } from "~/components/StatCard";
import { formatNumber } from "~/lib/format";

/** The admin home's website figures (app/models/content-dashboard.server.ts). */
export interface ContentFigures {
  activeBanners: number;
  publishedPages: number;
  publishedPosts: number;
  draftPosts: number;
  services: number;
}

export function ContentCards({ data }: { data: ContentFigures }) {
  const { t, i18n } = useTranslation("content");
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Box component="section" aria-labelledby="content-figures" sx={{ mt: 2.5 }}>
      <Typography variant="h5" component="h2" id="content-figures" sx={{ mb: 1.5 }}>
        {t("home.title")}
      </Typography>
      <Box sx={FIGURE_GRID_SX}>
        <StatCard
          testId="stat-banners"
          icon={ViewCarouselOutlined}
          label={t("home.activeBanners")}
          value={n(data.activeBanners)}
        />
        <StatCard
          testId="stat-pages"
          icon={ArticleOutlined}
          color="info"
          label={t("home.publishedPages")}
          value={n(data.publishedPages)}
        />
        <StatCard
          testId="stat-posts"
          icon={NewspaperOutlined}
          color="success"
          label={t("home.publishedPosts")}
          value={n(data.publishedPosts)}
          hint={t("home.drafts", { n: data.draftPosts })}
        />
        <StatCard
          testId="stat-services"
          icon={MiscellaneousServicesOutlined}
          color="secondary"
          label={t("home.services")}
          value={n(data.services)}
        />
      </Box>
    </Box>
  );
}
