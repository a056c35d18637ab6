import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import MiscellaneousServicesOutlined from "@mui/icons-material/MiscellaneousServicesOutlined";
import NewspaperOutlined from "@mui/icons-material/NewspaperOutlined";
import ViewCarouselOutlined from "@mui/icons-material/ViewCarouselOutlined";
import { useTranslation } from "react-i18next";
import { StatCard } from "~/components/StatCard";
import { formatNumber } from "~/lib/format";
import { useStaticSx, type StaticSx } from "~/lib/static-sx";

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
    <section aria-labelledby="content-figures" className={useStaticSx(SECTION_CSS)}>
      <h2 id="content-figures" className="t-h5 cc-title">
        {t("home.title")}
      </h2>
      <div className="cc-figures">
        <StatCard testId="stat-banners" icon={ViewCarouselOutlined} label={t("home.activeBanners")} value={n(data.activeBanners)} />
        <StatCard testId="stat-pages" icon={ArticleOutlined} color="info" label={t("home.publishedPages")} value={n(data.publishedPages)} />
        <StatCard testId="stat-posts" icon={NewspaperOutlined} color="success" label={t("home.publishedPosts")} value={n(data.publishedPosts)} hint={t("home.drafts", { n: data.draftPosts })} />
        <StatCard testId="stat-services" icon={MiscellaneousServicesOutlined} color="secondary" label={t("home.services")} value={n(data.services)} />
      </div>
    </section>
  );
}

const SECTION_CSS: StaticSx = {
  mt: 2.5,
  "& .cc-title": { mb: 1.5 },
  "& .cc-figures": { display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" } },
};
