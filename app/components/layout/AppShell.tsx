import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import Close from "@mui/icons-material/Close";
import Logout from "@mui/icons-material/Logout";
import MenuIcon from "@mui/icons-material/Menu";
import PersonOutline from "@mui/icons-material/PersonOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Typography from "@mui/material/Typography";
import type { Theme } from "@mui/material/styles";
import { visuallyHidden } from "@mui/utils";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, NavLink, useFetcher, useLocation } from "react-router";
import type { Language } from "~/lib/i18n/i18n";
import { abilityFromRules, type AbilityRule } from "~/lib/auth/permissions";
import { loadDemoTranslations } from "~/i18n.client";
import { useRootData } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";
import { Brand } from "./Brand";
import { Dropdown } from "./Dropdown";
import { visibleNavigation, type NavSection } from "./navigation";
import { PreferenceBar } from "./PreferenceControls";

export const MENU_WIDTH = 260;
export const MENU_COLLAPSED_WIDTH = 76;
const MENU_STORAGE_KEY = "kargo.menuCollapsed";

/**
 * A configuration of the shell a screen can ask for (the layouts gallery shows each): the menu collapsed for that
 * page only (the menu preference stays as it is), the content boxed, the navbar static or hidden, a footer, or
 * nothing around the content at all. Without one, the shell looks as always.
 */
export type ShellLayout =
  | "collapsed-menu"
  | "boxed"
  | "navbar-sticky"
  | "navbar-static"
  | "navbar-hidden"
  | "footer-static"
  | "footer-hidden"
  | "blank";

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

/**
 * The side menu: a MUI List per section of the navigation descriptor, each item a ListItemButton rendered as a
 * NavLink (the `active` class and `aria-current="page"` on the current screen, its modules and data prefetched
 * on intent). Collapsed (wide screens only), the labels are visually hidden and each link carries its name as
 * a tooltip (`title`).
 */
function NavList({
  sections,
  collapsed,
  badges,
}: {
  sections: NavSection[];
  collapsed: boolean;
  badges?: Record<string, number>;
}) {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const hydrated = useHydrated();
  const sectionFetcher = useFetcher();
  const openSections = root?.prefs.openSections ?? [];
  const pendingSection = sectionFetcher.formData?.get("section");
  const isOpen = (section: NavSection) => {
    if (!section.collapsible) return true;
    // The screen being shown keeps its section open, so its highlighted entry is visible.
    if (section.items.some((item) => location.pathname.startsWith(item.path))) return true;
    if (pendingSection === section.id) return sectionFetcher.formData?.get("open") === "true";
    return openSections.includes(section.id);
  };
  const demoOpen = sections.some((section) => section.id === "demo" && isOpen(section));
  useEffect(() => {
    // The demo's screens draw their text from a second part of the translations: fetched once its entries show.
    if (demoOpen) loadDemoTranslations().catch(() => undefined);
  }, [demoOpen]);
  return (
    <nav aria-label={t("nav.label")} className="menu-nav">
      {sections.map((section) => {
        const open = isOpen(section);
        const itemsId = `menu-section-${section.id}`;
        return (
          <List
            key={section.id}
            dense
            disablePadding
            className="menu-list"
            id={itemsId}
            subheader={
              section.collapsible ? (
                <ListSubheader disableSticky className="menu-sub menu-sub-collapsible">
                  {/* A form, so that opening the section works (and is remembered) without JavaScript too. */}
                  <sectionFetcher.Form method="post" action="/preferences">
                    <input type="hidden" name="intent" value="menu-section" />
                    <input type="hidden" name="section" value={section.id} />
                    <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
                    {hydrated && <input type="hidden" name="via" value="fetch" />}
                    <button
                      type="submit"
                      name="open"
                      value={open ? "false" : "true"}
                      className="menu-sub-toggle"
                      aria-expanded={open}
                      aria-controls={itemsId}
                      title={collapsed ? t(section.titleKey) : undefined}
                      data-testid={`menu-section-${section.id}`}
                    >
                      <span className="menu-sub-title">{t(section.titleKey)}</span>
                      {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                    </button>
                  </sectionFetcher.Form>
                </ListSubheader>
              ) : (
                <ListSubheader disableSticky className="menu-sub">
                  <span className="menu-sub-title">{t(section.titleKey)}</span>
                </ListSubheader>
              )
            }
          >
            {open &&
              section.items.map((item) => {
                const label = t(item.labelKey);
                const badge = badges?.[item.id];
                const Icon = item.icon;
                return (
                  <li key={item.id}>
                    <ListItemButton
                      component={NavLink}
                      to={item.path}
                      end={item.end === true}
                      prefetch="intent"
                      className="menu-item"
                      title={collapsed ? label : undefined}
                    >
                      <ListItemIcon className="menu-icon">
                        <Icon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={label} className="menu-label" />
                      {badge ? <span className="menu-badge">{badge}</span> : null}
                    </ListItemButton>
                  </li>
                );
              })}
          </List>
        );
      })}
    </nav>
  );
}

/** The menu's layout: a slide-in panel on phones, a sticky column (collapsible to icons) on wide screens. */
const MENU_CSS = (theme: Theme) =>
  ({
    // Phones: a panel that slides in over the page.
    position: "fixed",
    top: 0,
    bottom: 0,
    left: 0,
    zIndex: 1200,
    width: 280,
    maxWidth: "85vw",
    display: "flex",
    flexDirection: "column",
    overflowY: "auto",
    overflowX: "hidden",
    bgcolor: "background.paper",
    boxShadow: theme.shadows[8],
    transform: "translateX(-105%)",
    visibility: "hidden",
    transition: "transform 180ms ease, visibility 180ms",
    '&[data-open="true"], &:target': { transform: "none", visibility: "visible" },
    // The backdrop follows the menu: shown while the menu is open, by its #fragment (no JavaScript) or its state.
    '&[data-open="true"] + .shell-backdrop, &:target + .shell-backdrop': { display: { xs: "block", md: "none" } },
    "& .menu-head": { display: "flex", alignItems: "center", justifyContent: "space-between", px: 2 },
    "& .menu-brand": { color: "inherit", textDecoration: "none", minWidth: 0 },
    "& .menu-nav": { px: 1.5, pb: 2 },
    "& .menu-list": { listStyle: "none", m: 0, p: 0, pb: 1 },
    "& .menu-sub": {
      px: 2,
      lineHeight: "32px",
      textTransform: "uppercase",
      fontSize: 11,
      letterSpacing: 0.8,
      fontWeight: 500,
      color: "text.secondary",
      bgcolor: "transparent",
    },
    "& .menu-item": {
      minHeight: 42,
      mb: 0.5,
      px: 2,
    },
    "& .menu-icon": { minWidth: 0, mr: "18px" },
    "& .menu-label": { flex: "1 1 auto", minWidth: 0, my: 0 },
    "& .menu-label .MuiListItemText-primary": {
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
      fontWeight: 500,
      fontSize: theme.typography.pxToRem(14),
    },
    "& .menu-sub-collapsible": { px: 0 },
    "& .menu-sub-toggle": {
      all: "unset",
      boxSizing: "border-box",
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      width: "100%",
      px: 2,
      cursor: "pointer",
      borderRadius: 1.5,
      "&:hover": { bgcolor: "action.hover" },
      "&:focus-visible": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    },
    "& .menu-badge": {
      ml: 1,
      px: 1,
      borderRadius: 5,
      bgcolor: "error.main",
      color: "error.contrastText",
      fontSize: 12,
      fontWeight: 700,
    },
    // MUI's sx emits nested selectors after its media queries, so rules that differ by width are in both queries.
    [theme.breakpoints.down("md")]: { "& .menu-head": { py: 2 }, "& .menu-foot": { display: "none" } },
    // Wide screens: a sticky column, collapsible to icons.
    [theme.breakpoints.up("md")]: {
      position: "sticky",
      height: "100vh",
      zIndex: "auto",
      width: MENU_WIDTH,
      maxWidth: "none",
      flexShrink: 0,
      boxShadow: "none",
      borderRight: `1px solid ${theme.palette.divider}`,
      transform: "none",
      visibility: "visible",
      transition: "width 160ms ease",
      "& .menu-head": { py: 2.25 },
      "& .menu-close": { display: "none" },
      "& .menu-foot": { display: "flex", justifyContent: "flex-end", mt: "auto", p: 1.5 },
      '&[data-collapsed="true"]': {
        width: MENU_COLLAPSED_WIDTH,
        "& .menu-head, & .menu-foot": { justifyContent: "center" },
        "& .brand-name": { display: "none" },
        "& .menu-sub": { height: 0, my: 1, py: 0, borderTop: `1px solid ${theme.palette.divider}`, lineHeight: 0 },
        "& .menu-sub-collapsible": { height: "auto", lineHeight: "32px" },
        "& .menu-sub-toggle": { justifyContent: "center" },
        "& .menu-sub-title, & .menu-label": visuallyHidden,
        "& .menu-item": { justifyContent: "center" },
        "& .menu-icon": { mr: 0 },
        "& .menu-badge": { display: "none" },
      },
    },
  }) as const;

/** The user's menu; its rows are the dropdown's (Dropdown.tsx). */
function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      label={t("nav.userMenu")}
      width={240}
      summary={
        <Box component="span" sx={USER_SUMMARY_CSS}>
          <Avatar className="user-avatar">{initials(user.name)}</Avatar>
          <span className="user-who">
            <Typography variant="body2" noWrap component="span" sx={{ display: "block", fontWeight: 600 }}>
              {user.name}
            </Typography>
            <Typography variant="caption" component="span" sx={{ color: "text.secondary" }}>
              {t(`roles.${user.role}`)}
            </Typography>
          </span>
        </Box>
      }
    >
      <Box sx={USER_MENU_CSS}>
        <div className="user-head">
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {user.name}
          </Typography>
          <Typography variant="caption" noWrap component="div" sx={{ color: "text.secondary" }}>
            {user.email}
          </Typography>
        </div>
        <Divider />
        <Link className="dropdown-item" to="/account#profile">
          <PersonOutline fontSize="small" />
          <span>{t("nav.profile")}</span>
        </Link>
        <Link className="dropdown-item" to="/account">
          <SettingsOutlined fontSize="small" />
          <span>{t("nav.account")}</span>
        </Link>
        <Divider />
        <Form method="post" action="/logout">
          <button type="submit" data-testid="logout" className="dropdown-item user-logout">
            <Logout fontSize="small" />
            <span>{t("actions.logout")}</span>
          </button>
        </Form>
      </Box>
    </Dropdown>
  );
}

const USER_SUMMARY_CSS = (theme: Theme) =>
  ({
    display: "flex",
    alignItems: "center",
    gap: 1,
    "& .user-avatar": { width: 34, height: 34, bgcolor: "primary.main", color: "primary.contrastText", fontSize: 14 },
    "& .user-who": { display: "block", textAlign: "left", lineHeight: 1.1, minWidth: 0, maxWidth: 180 },
    // (sx emits nested selectors after its media queries: the narrow-screen rule must be a query too.)
    [theme.breakpoints.down("sm")]: { "& .user-who": { display: "none" } },
  }) as const;

const USER_MENU_CSS = {
  "& .user-head": { px: 2, pb: 1 },
  // More specific than the dropdown's row style, whichever of the two is inserted first.
  "& .dropdown-item.user-logout, & .dropdown-item.user-logout .MuiSvgIcon-root": { color: "error.main" },
} as const;

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
  layout,
  footer,
  children,
}: {
  user: ShellUser;
  locale: Language;
  skin: "light" | "dark";
  menuCollapsed: boolean;
  badges?: Record<string, number>;
  /** Extra navbar content (search, bookmarks), placed between the brand and the preference menus. */
  navbar?: ReactNode;
  /** A configuration the current screen asks for; none: the usual shell. */
  layout?: ShellLayout;
  /** A footer below the content (not shown with the `footer-hidden` and `blank` layouts). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const menuFetcher = useFetcher();
  const demoApi = useRootData()?.demoApi ?? false;
  const sections = useMemo(
    () => visibleNavigation(abilityFromRules(user.roleAbilities), demoApi),
    [user.roleAbilities, demoApi],
  );
  const pendingCollapsed = menuFetcher.formData?.get("collapsed");
  const preferCollapsed = pendingCollapsed ? pendingCollapsed === "true" : menuCollapsed;
  // A screen may show the menu collapsed without touching the preference (cookie and localStorage keep it).
  const forcedCollapsed = layout === "collapsed-menu";
  const collapsed = forcedCollapsed || preferCollapsed;
  // The phone menu is open on the screen it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === location.pathname;
  const setMobileOpen = (open: boolean) => setOpenOn(open ? location.pathname : null);
  useEffect(() => {
    try {
      window.localStorage.setItem(MENU_STORAGE_KEY, String(preferCollapsed));
    } catch {
      // Storage can be unavailable (private mode); the cookie still keeps the preference.
    }
  }, [preferCollapsed]);

  if (layout === "blank") {
    return (
      <Box sx={SHELL_CSS} data-layout="blank">
        <main id="content" className="shell-main">
          {children}
        </main>
      </Box>
    );
  }

  return (
    <Box sx={SHELL_CSS} data-layout={layout}>
      {/* One menu for every width: a sticky column on wide screens (collapsible to icons), a slide-in
          panel on phones that opens through its #id without JavaScript. */}
      <Box
        component="aside"
        id="mobile-menu"
        data-testid="side-menu"
        data-collapsed={collapsed ? "true" : "false"}
        data-open={mobileOpen ? "true" : "false"}
        sx={MENU_CSS}
      >
        <div className="menu-head">
          <Link to="/" aria-label={t("nav.home")} className="menu-brand">
            <Brand />
          </Link>
          <IconButton
            className="menu-close"
            component="a"
            href="#"
            aria-label={t("actions.close")}
            onClick={(e: React.MouseEvent) => (e.preventDefault(), setMobileOpen(false))}
          >
            <Close />
          </IconButton>
        </div>
        <NavList sections={sections} collapsed={collapsed} badges={badges} />
        <div className="menu-foot" hidden={forcedCollapsed}>
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
        </div>
      </Box>
      {/* Phones: the backdrop of the open menu (MENU_CSS shows it). Without JavaScript its link moves the #fragment
          off the menu, which closes it (to an id no element has, so the page does not scroll); with JavaScript the
          click closes it in place. */}
      <a
        href="#menu-closed"
        className="shell-backdrop"
        data-testid="menu-backdrop"
        aria-label={t("nav.closeMenu")}
        tabIndex={-1}
        onClick={(e) => {
          e.preventDefault();
          setMobileOpen(false);
        }}
      />

      <div className="shell-column">
        <header className="shell-header">
          <div className="shell-bar">
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
            <div className="shell-brand">
              <Brand compact />
            </div>
            <div className="shell-navbar">{navbar}</div>
            <PreferenceBar locale={locale} skin={skin} />
            <UserMenu user={user} />
          </div>
        </header>
        <main id="content" className="shell-main">
          {children}
        </main>
        {footer && layout !== "footer-hidden" && (
          <footer className="shell-footer" data-testid="shell-footer">
            {footer}
          </footer>
        )}
      </div>
    </Box>
  );
}

/** The layout around the menu: the floating navbar, the content column, the phone menu's backdrop. */
const SHELL_CSS = {
  display: "flex",
  minHeight: "100vh",
  bgcolor: "background.default",
  "& .shell-backdrop": { display: "none", position: "fixed", inset: 0, bgcolor: "rgba(10,14,30,0.5)", zIndex: 1199 },
  "& .shell-column": { flexGrow: 1, minWidth: 0, display: "flex", flexDirection: "column" },
  "& .shell-header": { position: "sticky", top: 0, zIndex: 1100, px: { xs: 1.5, md: 3 }, pt: { xs: 1.5, md: 2 } },
  "& .shell-bar": {
    display: "flex",
    alignItems: "center",
    gap: 1,
    px: { xs: 1, sm: 2 },
    py: 1,
    bgcolor: "background.paper",
    color: "text.primary",
    borderRadius: 2.5,
    border: 1,
    borderColor: "divider",
    boxShadow: "0 4px 18px rgba(20,30,60,0.08)",
    backdropFilter: "blur(6px)",
  },
  "& .shell-brand": { display: { xs: "block", md: "none" } },
  "& .shell-navbar": { flexGrow: 1, minWidth: 0, display: "flex", alignItems: "center", gap: 1 },
  "& .shell-main": { flexGrow: 1, px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 }, width: "100%", minWidth: 0 },
  "& .shell-footer": { px: { xs: 1.5, md: 3 }, pb: 2, color: "text.secondary", fontSize: 14 },
  // The configurations a screen may ask for (ShellLayout); none of these applies to the usual shell.
  '&[data-layout="boxed"] .shell-header, &[data-layout="boxed"] .shell-main, &[data-layout="boxed"] .shell-footer': {
    maxWidth: 1200,
    mx: "auto",
    width: "100%",
  },
  '&[data-layout="navbar-static"] .shell-header': { position: "static" },
  // Phones keep the navbar: its button is the way to the menu there.
  '&[data-layout="navbar-hidden"] .shell-header': { display: { md: "none" } },
  "& .menu-foot[hidden]": { display: "none" },
} as const;
