import MuiLink from "@mui/material/Link";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The footer the layout demos put below the content (the panel itself has none). */
export function LayoutFooter() {
  const { t } = useTranslation("demo-gallery-2");
  return (
    <>
      {t("layouts.footerText", { year: new Date().getFullYear() })} ·{" "}
      <MuiLink component={Link} to="/layouts">
        {t("layouts.backToLayouts")}
      </MuiLink>
    </>
  );
}
