import Breadcrumbs from "@mui/material/Breadcrumbs";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

/** Where a knowledge-base page sits: the base, its category, the page itself. */
export function KbBreadcrumbs({ trail, current }: { trail: Array<{ to: string; label: string }>; current: string }) {
  const { t } = useTranslation("demo-help");
  return (
    <Breadcrumbs aria-label={t("kb.breadcrumbs")} sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/pages/knowledge-base" underline="hover" color="inherit">
        {t("kb.title")}
      </Link>
      {trail.map((c) => (
        <Link key={c.to} component={RouterLink} to={c.to} underline="hover" color="inherit">
          {c.label}
        </Link>
      ))}
      <Typography color="textPrimary" aria-current="page">
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
