import ArrowForward from "@mui/icons-material/ArrowForward";
import CodeOutlined from "@mui/icons-material/CodeOutlined";
import Box from "@mui/material/Box";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "~/components/PageHeader";
import { GALLERIES, GALLERY_SOURCES, type Gallery } from "./galleries";

/** A gallery's index: one card per demo, each a link with the demo's name and what it shows. */
export function GalleryIndex({ gallery }: { gallery: Gallery }) {
  const { t } = useTranslation("demo-gallery");
  return (
    <>
      <PageHeader title={t(`${gallery}.title`)} subtitle={t(`${gallery}.subtitle`)} />
      <Box
        component="ul"
        data-testid="gallery-index"
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(3, 1fr)" },
        }}
      >
        {GALLERIES[gallery].map((name) => (
          <li key={name}>
            <Card sx={{ height: "100%" }}>
              <CardActionArea component={Link} to={`/${gallery}/${name}`} prefetch="intent" sx={{ height: "100%" }}>
                <CardContent>
                  <Typography variant="h6" component="h2" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                    {t(`${gallery}.demos.${name}.title`)}
                    <ArrowForward fontSize="small" color="primary" aria-hidden />
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t(`${gallery}.demos.${name}.description`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </>
  );
}

/** A demo page: the way back to its gallery, its title and description, the file that draws it, then the demo. */
export function GalleryDemo({
  gallery,
  name,
  source,
  actions,
  children,
}: {
  gallery: Gallery;
  name: string;
  /** The module that draws this demo, when it is not the gallery's usual one. */
  source?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("demo-gallery");
  return (
    <>
      <Breadcrumbs aria-label={t("common.breadcrumbs")} sx={{ mb: 1 }}>
        <MuiLink component={Link} to={`/${gallery}`} underline="hover" color="inherit">
          {t(`${gallery}.title`)}
        </MuiLink>
        <Typography color="textPrimary" aria-current="page">
          {t(`${gallery}.demos.${name}.title`)}
        </Typography>
      </Breadcrumbs>
      <PageHeader
        title={t(`${gallery}.demos.${name}.title`)}
        subtitle={
          <>
            {t(`${gallery}.demos.${name}.description`)}
            <Box
              component="span"
              sx={{ display: "flex", alignItems: "center", gap: 0.75, mt: 0.5, fontSize: 13, overflowWrap: "anywhere" }}
            >
              <CodeOutlined fontSize="inherit" aria-hidden />
              {t("common.source")} <code data-testid="demo-source">{source ?? GALLERY_SOURCES[gallery]}</code>
            </Box>
          </>
        }
        actions={actions}
      />
      <Box sx={{ display: "grid", gap: 2.5, minWidth: 0 }}>{children}</Box>
    </>
  );
}

/** One example inside a demo: a titled card. */
export function Example({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Card component="section" aria-label={title} id={id} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
