import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Close from "@mui/icons-material/Close";
import Logout from "@mui/icons-material/Logout";
import MenuIcon from "@mui/icons-material/Menu";
import PersonOutline from "@mui/icons-material/PersonOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, NavLink, useFetcher, useLocation } from "react-router";
import type { Language } from "~/lib/i18n";
import { abilityFromRules, type AbilityRule } from "~/lib/permissions";
import { useHydrated } from "~/lib/use-hydrated";
import { Brand } from "./Brand";
import { Dropdown } from "./Dropdown";
import { visibleNavigation, type NavSection } from "./navigation";
import { PreferenceBar } from "./PreferenceControls";

export const MENU_WIDTH = 260;
export const MENU_COLLAPSED_WIDTH = 76;
const MENU_STORAGE_KEY = "kargo.menuCollapsed";

export interface ShellUser {
  name: string;
  email: string;
  role: "admin" | "agent" | "customer";
  roleAbilities: AbilityRule[];
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toLocaleUpperCase("tr"))
    .join("");
}

function NavList({ sections, collapsed, badges }: { sections: NavSection[]; collapsed: boolean; badges?: Record<string, number> }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t("nav.label")} sx={{ px: 1.5, pb: 2 }}>
      {sections.map((section) => (
        <List
          key={section.id}
          dense
          subheader={
            collapsed ? (
              <Divider component="li" sx={{ my: 1 }} />
            ) : (
              <ListSubheader disableSticky sx={{ bgcolor: "transparent", lineHeight: "32px", textTransform: "uppercase", fontSize: 11, letterSpacing: 0.8 }}>
                {t(section.titleKey)}
              </ListSubheader>
            )
          }
        >
          {section.items.map((item) => {
            const label = t(item.labelKey);
            const badge = badges?.[item.id];
            const button = (
              <ListItemButton
                component={NavLink}
                to={item.path}
                end={item.end}
                prefetch="intent"
                sx={{
                  mb: 0.5,
                  minHeight: 42,
                  justifyContent: collapsed ? "center" : "flex-start",
                  "&.active": { bgcolor: "primary.main", color: "primary.contrastText", "& .MuiListItemIcon-root": { color: "inherit" } },
                }}
              >
                <ListItemIcon sx={{ minWidth: collapsed ? 0 : 38, justifyContent: "center" }}>
                  <item.icon fontSize="small" />
                </ListItemIcon>
                {collapsed ? (
                  <Box component="span" sx={visuallyHidden}>
                    {label}
                  </Box>
                ) : (
                  <ListItemText primary={label} slotProps={{ primary: { noWrap: true, sx: { fontWeight: 500 } } }} />
                )}
                {!collapsed && badge ? (
                  <Box component="span" sx={{ ml: 1, px: 1, borderRadius: 5, bgcolor: "error.main", color: "error.contrastText", fontSize: 12, fontWeight: 700 }}>
                    {badge}
                  </Box>
                ) : null}
              </ListItemButton>
            );
            return (
              <li key={item.id}>
                {collapsed ? (
                  <Tooltip title={label} placement="right">
                    {button}
                  </Tooltip>
                ) : (
                  button
                )}
              </li>
            );
          })}
        </List>
      ))}
    </Box>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      label={t("nav.userMenu")}
      width={240}
      summary={
        <>
          <Avatar sx={{ width: 34, height: 34, bgcolor: "primary.main", fontSize: 14 }}>{initials(user.name)}</Avatar>
          <Box sx={{ display: { xs: "none", sm: "block" }, textAlign: "left", lineHeight: 1.1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {user.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`roles.${user.role}`)}
            </Typography>
          </Box>
        </>
      }
    >
      <Box sx={{ px: 2, pb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {user.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {user.email}
        </Typography>
      </Box>
      <Divider />
      <List dense disablePadding>
        <ListItemButton component={Link} to="/account#profile">
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t("nav.profile")} />
        </ListItemButton>
        <ListItemButton component={Link} to="/account">
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t("nav.account")} />
        </ListItemButton>
      </List>
      <Divider />
      <Form method="post" action="/logout">
        <ButtonBase type="submit" data-testid="logout" sx={{ width: "100%", justifyContent: "flex-start", gap: 2, px: 2, py: 1, color: "error.main", "&:hover": { bgcolor: "action.hover" } }}>
          <Logout fontSize="small" />
          <Typography variant="body2">{t("actions.logout")}</Typography>
        </ButtonBase>
      </Form>
    </Dropdown>
  );
}

/**
 * The panel layout: vertical menu (collapsible to icons, state kept in a cookie and mirrored in
 * localStorage), floating navbar with language, skin and user menus, full-width content, and a
 * slide-in menu on phones (it opens through a #fragment without JavaScript).
 */
export function AppShell({
  user,
  locale,
  skin,
  menuCollapsed,
  badges,
  navbar,
  children,
}: {
  user: ShellUser;
  locale: Language;
  skin: "light" | "dark";
  menuCollapsed: boolean;
  badges?: Record<string, number>;
  /** Extra navbar content (search, bookmarks), placed between the brand and the preference menus. */
  navbar?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const menuFetcher = useFetcher();
  const sections = useMemo(() => visibleNavigation(abilityFromRules(user.roleAbilities)), [user.roleAbilities]);
  const pendingCollapsed = menuFetcher.formData?.get("collapsed");
  const collapsed = pendingCollapsed ? pendingCollapsed === "true" : menuCollapsed;
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => setMobileOpen(false), [location.pathname]);
  useEffect(() => {
    try {
      window.localStorage.setItem(MENU_STORAGE_KEY, String(collapsed));
    } catch {
      // Storage can be unavailable (private mode); the cookie still keeps the preference.
    }
  }, [collapsed]);

  const width = collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH;
  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "background.default" }}>
      <Box
        component="aside"
        data-testid="side-menu"
        data-collapsed={collapsed ? "true" : "false"}
        sx={{
          display: { xs: "none", md: "flex" },
          flexDirection: "column",
          width,
          flexShrink: 0,
          position: "sticky",
          top: 0,
          height: "100vh",
          overflowY: "auto",
          overflowX: "hidden",
          bgcolor: "background.paper",
          borderRight: 1,
          borderColor: "divider",
          transition: "width 160ms ease",
        }}
      >
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: collapsed ? "center" : "space-between", px: 2, py: 2.25 }}>
          <Link to="/" aria-label={t("nav.home")} style={{ color: "inherit", textDecoration: "none" }}>
            <Brand compact={collapsed} />
          </Link>
        </Box>
        <NavList sections={sections} collapsed={collapsed} badges={badges} />
        <Box sx={{ mt: "auto", p: 1.5, display: "flex", justifyContent: collapsed ? "center" : "flex-end" }}>
          <menuFetcher.Form method="post" action="/preferences">
            <input type="hidden" name="intent" value="menu" />
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            {hydrated && <input type="hidden" name="via" value="fetch" />}
            <IconButton
              type="submit"
              name="collapsed"
              value={collapsed ? "false" : "true"}
              aria-label={collapsed ? t("nav.expandMenu") : t("nav.collapseMenu")}
              title={collapsed ? t("nav.expandMenu") : t("nav.collapseMenu")}
              data-testid="menu-collapse"
            >
              {collapsed ? <ChevronRight /> : <ChevronLeft />}
            </IconButton>
          </menuFetcher.Form>
        </Box>
      </Box>

      {/* Phones: a slide-in menu. Without JavaScript the hamburger link targets it by its #id. */}
      <Box
        onClick={() => setMobileOpen(false)}
        sx={{
          display: { xs: mobileOpen ? "block" : "none", md: "none" },
          position: "fixed",
          inset: 0,
          bgcolor: "rgba(10,14,30,0.5)",
          zIndex: 1199,
        }}
      />
      <Paper
        id="mobile-menu"
        component="aside"
        square
        elevation={8}
        data-open={mobileOpen ? "true" : "false"}
        sx={{
          display: { xs: "block", md: "none" },
          position: "fixed",
          top: 0,
          bottom: 0,
          left: 0,
          width: 280,
          maxWidth: "85vw",
          overflowY: "auto",
          zIndex: 1200,
          transform: mobileOpen ? "none" : "translateX(-105%)",
          transition: "transform 180ms ease",
          "&:target": { transform: "none" },
        }}
      >
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 2, py: 2 }}>
          <Brand />
          <IconButton component="a" href="#" aria-label={t("actions.close")} onClick={(e: React.MouseEvent) => (e.preventDefault(), setMobileOpen(false))}>
            <Close />
          </IconButton>
        </Box>
        <NavList sections={sections} collapsed={false} badges={badges} />
      </Paper>

      <Box sx={{ flexGrow: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <Box component="header" sx={{ position: "sticky", top: 0, zIndex: 1100, px: { xs: 1.5, md: 3 }, pt: { xs: 1.5, md: 2 } }}>
          <Paper
            elevation={0}
            sx={{
              display: "flex",
              alignItems: "center",
              gap: 1,
              px: { xs: 1, sm: 2 },
              py: 1,
              borderRadius: 2.5,
              border: 1,
              borderColor: "divider",
              boxShadow: "0 4px 18px rgba(20,30,60,0.08)",
              backdropFilter: "blur(6px)",
            }}
          >
            <IconButton
              component="a"
              href="#mobile-menu"
              aria-label={t("nav.openMenu")}
              data-testid="mobile-menu-button"
              onClick={(e: React.MouseEvent) => (e.preventDefault(), setMobileOpen(true))}
              sx={{ display: { md: "none" } }}
            >
              <MenuIcon />
            </IconButton>
            <Box sx={{ display: { xs: "block", md: "none" } }}>
              <Brand compact />
            </Box>
            <Box sx={{ flexGrow: 1, minWidth: 0, display: "flex", alignItems: "center", gap: 1 }}>{navbar}</Box>
            <PreferenceBar locale={locale} skin={skin} />
            <UserMenu user={user} />
          </Paper>
        </Box>
        <Box component="main" id="content" sx={{ flexGrow: 1, px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 }, width: "100%" }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
