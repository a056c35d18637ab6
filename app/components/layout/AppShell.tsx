import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Close from "@mui/icons-material/Close";
import Logout from "@mui/icons-material/Logout";
import MenuIcon from "@mui/icons-material/Menu";
import PersonOutline from "@mui/icons-material/PersonOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import IconButton from "@mui/material/IconButton";
import type { Theme } from "@mui/material/styles";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, PrefetchPageLinks, useFetcher, useLocation } from "react-router";
import type { Language } from "~/lib/i18n";
import { abilityFromRules, type AbilityRule } from "~/lib/permissions";
import { useHydrated } from "~/lib/use-hydrated";
import { useStaticSx, type StaticSx } from "~/lib/static-sx";
import { plainLink, usePlainLinkNavigation } from "~/lib/plain-links";
import { LightIcon } from "~/components/light/LightIcon";
import { Brand } from "./Brand";
import { Dropdown } from "./Dropdown";
import { isActivePath, visibleNavigation, type NavSection } from "./navigation";
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

/**
 * The side menu's links as plain elements styled by the menu's one `sx` (MENU_CSS): a MUI
 * ListItemButton with its icon and text costs five styled components per item on the server, and the
 * menu has twenty-odd items on every panel page. Collapsed (wide screens only), the labels are
 * visually hidden and each link carries its name as a tooltip (`title`).
 *
 * The links are plain `<a>`s too, with one click handler for the whole menu (app/lib/plain-links.ts): a
 * `<NavLink>` resolves its path, matches it against the location and sets up its own prefetching on every
 * render, twenty-odd times per panel page on the server. What a NavLink gave is kept: the `active` class and
 * `aria-current="page"` on the current screen (the same rule: the path, or a path below it unless the item
 * is `end`), and prefetching on intent: pointing at a link or focusing it prefetches that screen's modules
 * and data (`PrefetchPageLinks`, what `prefetch="intent"` renders).
 */
function NavList({ sections, collapsed, badges }: { sections: NavSection[]; collapsed: boolean; badges?: Record<string, number> }) {
  const { t } = useTranslation();
  const here = useLocation().pathname.toLowerCase();
  const navigate = usePlainLinkNavigation();
  const [intent, setIntent] = useState<string | null>(null);
  const onIntent = (event: React.SyntheticEvent<HTMLElement>) => {
    const link = (event.target as Element | null)?.closest?.("a[data-nav]");
    const page = link instanceof HTMLAnchorElement ? link.pathname : null;
    if (page && page !== intent) setIntent(page);
  };
  return (
    <nav aria-label={t("nav.label")} className="menu-nav" onClick={navigate} onMouseOver={onIntent} onFocus={onIntent}>
      {sections.map((section) => (
        <ul key={section.id} className="menu-list">
          <li className="menu-sub">
            <span className="menu-sub-title">{t(section.titleKey)}</span>
          </li>
          {section.items.map((item) => {
            const label = t(item.labelKey);
            const badge = badges?.[item.id];
            const active = isActivePath(here, item.path.toLowerCase(), item.end === true);
            return (
              <li key={item.id}>
                <a
                  {...plainLink(item.path)}
                  className={active ? "menu-item active" : "menu-item"}
                  aria-current={active ? "page" : undefined}
                  title={collapsed ? label : undefined}
                >
                  <LightIcon icon={item.icon} size="small" className="menu-icon" />
                  <span className="menu-label">{label}</span>
                  {badge ? <span className="menu-badge">{badge}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      ))}
      {intent && intent !== here ? <PrefetchPageLinks page={intent} /> : null}
    </nav>
  );
}

const visuallyHidden = {
  position: "absolute",
  // Pixels, not `1`: in sx a width of 1 means 100%.
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** The whole menu's look, one style for the aside and everything in it (see NavList). */
const MENU_CSS: StaticSx = (theme: Theme) => ({
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
  "& .menu-head": { display: "flex", alignItems: "center", justifyContent: "space-between", px: 2 },
  "& .menu-brand": { color: "inherit", textDecoration: "none", minWidth: 0 },
  "& .menu-nav": { px: 1.5, pb: 2 },
  "& .menu-list": { listStyle: "none", m: 0, p: 0, pb: 1 },
  "& .menu-sub": { px: 2, lineHeight: "32px", textTransform: "uppercase", fontSize: 11, letterSpacing: 0.8, fontWeight: 500, color: "text.secondary" },
  "& .menu-item": {
    display: "flex",
    alignItems: "center",
    minHeight: 42,
    mb: 0.5,
    px: 2,
    py: 0.5,
    borderRadius: "6px",
    color: "text.primary",
    textDecoration: "none",
    fontSize: theme.typography.pxToRem(14),
    lineHeight: 1.43,
    transition: "background-color 150ms",
    "&:hover": { bgcolor: "action.hover" },
    "&:focus-visible": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    "&.active": { bgcolor: "primary.main", color: "primary.contrastText" },
    "&.active .menu-icon": { color: "inherit" },
  },
  "& .menu-icon": { mr: "18px", color: "action.active" },
  "& .menu-label": { flex: "1 1 auto", minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontWeight: 500 },
  "& .menu-badge": { ml: 1, px: 1, borderRadius: 5, bgcolor: "error.main", color: "error.contrastText", fontSize: 12, fontWeight: 700 },
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
      "& .menu-sub": { height: 0, my: 1, borderTop: `1px solid ${theme.palette.divider}`, lineHeight: 0 },
      "& .menu-sub-title, & .menu-label": visuallyHidden,
      "& .menu-item": { justifyContent: "center" },
      "& .menu-icon": { mr: 0 },
      "& .menu-badge": { display: "none" },
    },
  },
}) as const;


/** The user's menu: plain elements; its rows are the dropdown's (Dropdown.tsx), the rest is USER_MENU_CSS. */
function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      label={t("nav.userMenu")}
      width={240}
      summary={
        <span className={useStaticSx(USER_SUMMARY_CSS)}>
          <span className="user-avatar">{initials(user.name)}</span>
          <span className="user-who">
            <span className="t-body2 t-strong t-nowrap user-name">{user.name}</span>
            <span className="t-caption t-secondary">{t(`roles.${user.role}`)}</span>
          </span>
        </span>
      }
    >
      <div className={useStaticSx(USER_MENU_CSS)}>
        <div className="user-head">
          <p className="t-body2 t-strong t-nowrap">{user.name}</p>
          <div className="t-caption t-secondary t-nowrap">{user.email}</div>
        </div>
        <hr />
        <Link className="dropdown-item" to="/account#profile">
          <LightIcon icon={PersonOutline} size="small" />
          <span>{t("nav.profile")}</span>
        </Link>
        <Link className="dropdown-item" to="/account">
          <LightIcon icon={SettingsOutlined} size="small" />
          <span>{t("nav.account")}</span>
        </Link>
        <hr />
        <Form method="post" action="/logout">
          <button type="submit" data-testid="logout" className="dropdown-item user-logout">
            <LightIcon icon={Logout} size="small" />
            <span>{t("actions.logout")}</span>
          </button>
        </Form>
      </div>
    </Dropdown>
  );
}

const USER_SUMMARY_CSS: StaticSx = (theme: Theme) =>
  ({
    display: "flex",
    alignItems: "center",
    gap: 1,
    "& .user-avatar": {
      width: 34,
      height: 34,
      borderRadius: "50%",
      display: "grid",
      placeItems: "center",
      bgcolor: "primary.main",
      color: "primary.contrastText",
      fontSize: 14,
      flexShrink: 0,
    },
    "& .user-who": { display: "block", textAlign: "left", lineHeight: 1.1, minWidth: 0, maxWidth: 180 },
    "& .user-name": { display: "block" },
    // (sx emits nested selectors after its media queries: the narrow-screen rule must be a query too.)
    [theme.breakpoints.down("sm")]: { "& .user-who": { display: "none" } },
  }) as const;

const USER_MENU_CSS: StaticSx = {
  "& .user-head": { px: 2, pb: 1 },
  "& hr": { m: 0, border: 0, borderTop: 1, borderColor: "divider" },
  // More specific than the dropdown's row style, whichever of the two is inserted first.
  "& .dropdown-item.user-logout, & .dropdown-item.user-logout .light-icon": { color: "error.main" },
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

  return (
    <div className={useStaticSx(SHELL_CSS)}>
      {/* Phones: the backdrop of the slide-in menu. */}
      <div className="shell-backdrop" data-open={mobileOpen ? "true" : "false"} onClick={() => setMobileOpen(false)} />
      {/* One menu for every width: a sticky column on wide screens (collapsible to icons), a slide-in
          panel on phones that opens through its #id without JavaScript. */}
      <aside
        id="mobile-menu"
        data-testid="side-menu"
        data-collapsed={collapsed ? "true" : "false"}
        data-open={mobileOpen ? "true" : "false"}
        className={useStaticSx(MENU_CSS)}
      >
        <div className="menu-head">
          <Link to="/" aria-label={t("nav.home")} className="menu-brand">
            <Brand />
          </Link>
          <IconButton className="menu-close" component="a" href="#" aria-label={t("actions.close")} onClick={(e: React.MouseEvent) => (e.preventDefault(), setMobileOpen(false))}>
            <Close />
          </IconButton>
        </div>
        <NavList sections={sections} collapsed={collapsed} badges={badges} />
        <div className="menu-foot">
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
      </aside>

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
      </div>
    </div>
  );
}

/**
 * The layout around the menu, one style for all of it (it was eight Boxes and a Paper, each turning
 * its sx into CSS on every page). The navbar looks like the Paper it was: the theme's paper background
 * and text colour, no background image.
 */
const SHELL_CSS: StaticSx = {
  display: "flex",
  minHeight: "100vh",
  bgcolor: "background.default",
  "& .shell-backdrop": { display: "none", position: "fixed", inset: 0, bgcolor: "rgba(10,14,30,0.5)", zIndex: 1199 },
  "& .shell-backdrop[data-open=true]": { display: { xs: "block", md: "none" } },
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
  "& .shell-main": { flexGrow: 1, px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 }, width: "100%" },
};
