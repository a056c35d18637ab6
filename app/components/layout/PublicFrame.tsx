import LoginOutlined from "@mui/icons-material/LoginOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import type { Language } from "~/lib/i18n/i18n";
import { useRootData } from "~/lib/root-data";
import { SignedInShell, type ShellBookmarks } from "./SignedInShell";
import { Brand } from "./Brand";
import { PreferenceBar } from "./PreferenceControls";

/**
 * The frame of public pages (contact form, freight price request) for visitors without an
 * account: brand, the public pages, language and skin, and a way to sign in. No panel chrome.
 */
export const PUBLIC_LINKS = [
  { path: "/freight/calculate", labelKey: "freight:public.navCalculate" },
  { path: "/contact", labelKey: "contacts:public.navContact" },
] as const;

export function PublicFrame({
  locale,
  skin,
  children,
}: {
  locale: Language;
  skin: "light" | "dark";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = location.pathname + location.search;
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}>
        <Box
          sx={{
            maxWidth: 1200,
            mx: "auto",
            px: { xs: 1.5, sm: 3 },
            py: 1.25,
            display: "flex",
            alignItems: "center",
            gap: { xs: 1, sm: 2 },
            flexWrap: "wrap",
          }}
        >
          <Link to="/freight/calculate" style={{ color: "inherit", textDecoration: "none" }} aria-label={t("app.name")}>
            <Brand />
          </Link>
          <Box
            component="nav"
            aria-label={t("nav.label")}
            sx={{ display: "flex", gap: 0.5, order: { xs: 3, md: 0 }, width: { xs: "100%", md: "auto" } }}
          >
            {PUBLIC_LINKS.map((l) => (
              <Button
                key={l.path}
                component={NavLink}
                to={l.path}
                size="small"
                color="inherit"
                sx={{
                  "&.active": {
                    color: (theme) =>
                      theme.palette.mode === "dark" ? theme.palette.text.primary : theme.palette.primary.main,
                    bgcolor: "action.selected",
                  },
                }}
              >
                {t(l.labelKey)}
              </Button>
            ))}
          </Box>
          <Box sx={{ ml: "auto", display: "flex", alignItems: "center", gap: 1 }}>
            <PreferenceBar locale={locale} skin={skin} />
            <Button
              component={Link}
              to={`/login?redirectTo=${encodeURIComponent(back)}`}
              variant="contained"
              size="small"
              startIcon={<LoginOutlined />}
              data-testid="public-login"
            >
              {t("freight:public.signIn")}
            </Button>
          </Box>
        </Box>
      </Box>
      <Box
        component="main"
        id="content"
        sx={{ flexGrow: 1, width: "100%", maxWidth: 1200, mx: "auto", px: { xs: 1.5, sm: 3 }, py: { xs: 2.5, md: 4 } }}
      >
        {children}
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: "divider", py: 2.5, px: 3, textAlign: "center" }}>
        <Typography variant="body2" color="textSecondary">
          © {new Date().getFullYear()} {t("app.company")} · {t("freight:public.footer")}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Pages open to visitors and to signed-in users alike: the panel layout (menu, navbar) for
 * signed-in users, the public frame for everyone else.
 */
export function SiteFrame({
  badges,
  bookmarks,
  children,
}: {
  badges?: Record<string, number>;
  bookmarks?: ShellBookmarks;
  children: ReactNode;
}) {
  const root = useRootData();
  const locale = root?.locale ?? "tr";
  const skin = root?.prefs.skin ?? "light";
  if (root?.userData) {
    return (
      <SignedInShell
        user={root.userData}
        locale={locale}
        skin={skin}
        menuCollapsed={root.prefs.menuCollapsed}
        badges={badges}
        bookmarks={bookmarks ?? []}
      >
        {children}
      </SignedInShell>
    );
  }
  return (
    <PublicFrame locale={locale} skin={skin}>
      {children}
    </PublicFrame>
  );
}
