import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Brand } from "~/components/layout/Brand";
import { PreferenceBar } from "~/components/layout/PreferenceControls";
import { useRootData } from "~/lib/root-data";

/** The frame of the template's public misc pages: the brand (a link home), language and skin, the page. */
export function MiscFrame({ children }: { children: ReactNode }) {
  const root = useRootData();
  const { t } = useTranslation("demo-misc");
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <Box
        component="header"
        sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", p: { xs: 1.5, sm: 2.5 } }}
      >
        <Link to="/" style={{ color: "inherit", textDecoration: "none" }} aria-label={t("home")}>
          <Brand />
        </Link>
        <PreferenceBar locale={root?.locale ?? "tr"} skin={root?.prefs.skin ?? "light"} />
      </Box>
      <Box sx={{ flexGrow: 1, display: "flex", flexDirection: "column" }}>{children}</Box>
    </Box>
  );
}

/** A misc page's body in the panel error page's design: icon, title, text, then the page's own content. */
export function MiscMessage({
  icon,
  title,
  body,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      component="main"
      data-testid={testId}
      sx={{
        minHeight: "70vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        textAlign: "center",
        p: 4,
        gap: 2,
      }}
    >
      {icon}
      <Box component="h1" sx={{ typography: "h1", m: 0 }}>
        {title}
      </Box>
      <Box component="p" sx={{ color: "text.secondary", maxWidth: 520, m: 0 }}>
        {body}
      </Box>
      {children}
    </Box>
  );
}
