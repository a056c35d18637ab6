import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import HomeOutlined from "@mui/icons-material/HomeOutlined";
import ManageSearchOutlined from "@mui/icons-material/ManageSearchOutlined";
import MarkEmailReadOutlined from "@mui/icons-material/MarkEmailReadOutlined";
import RequestQuoteOutlined from "@mui/icons-material/RequestQuoteOutlined";
import type { SvgIconComponent } from "@mui/icons-material";
import type { Action, AppAbility, Subject } from "~/lib/permissions";

/**
 * The panel's navigation, one descriptor per screen: path, icon, label key and the ability that
 * shows it. The side menu is built from this list filtered by the user's abilities; the server
 * checks the same abilities in each route.
 */
export interface NavItem {
  id: string;
  path: string;
  icon: SvgIconComponent;
  labelKey: string;
  ability: [Action, Subject];
  /** Match only the exact path (home). */
  end?: boolean;
}

export interface NavSection {
  id: string;
  titleKey: string;
  items: NavItem[];
}

export const NAVIGATION: NavSection[] = [
  {
    id: "main",
    titleKey: "nav.sections.main",
    items: [{ id: "home", path: "/", icon: HomeOutlined, labelKey: "nav.home", ability: ["read", "Dashboard"], end: true }],
  },
  {
    id: "pricesCustoms",
    titleKey: "express:nav.section",
    items: [
      { id: "express-prices", path: "/express-prices", icon: RequestQuoteOutlined, labelKey: "express:nav.title", ability: ["read", "ExpressPrice"] },
      { id: "tariffs", path: "/tariffs", icon: ManageSearchOutlined, labelKey: "tariffs:nav.title", ability: ["read", "Tariff"] },
    ],
  },
  {
    id: "system",
    titleKey: "nav.sections.system",
    items: [
      { id: "outbox", path: "/outbox", icon: MarkEmailReadOutlined, labelKey: "nav.outbox", ability: ["read", "Outbox"] },
      { id: "account", path: "/account", icon: AccountCircleOutlined, labelKey: "nav.account", ability: ["read", "Account"] },
    ],
  },
];

export function visibleNavigation(ability: AppAbility): NavSection[] {
  return NAVIGATION.map((section) => ({
    ...section,
    items: section.items.filter((item) => ability.can(item.ability[0], item.ability[1])),
  })).filter((section) => section.items.length > 0);
}
