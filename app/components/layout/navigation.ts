import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import BadgeOutlined from "@mui/icons-material/BadgeOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import HandshakeOutlined from "@mui/icons-material/HandshakeOutlined";
import MenuOutlined from "@mui/icons-material/MenuOutlined";
import MiscellaneousServicesOutlined from "@mui/icons-material/MiscellaneousServicesOutlined";
import NewspaperOutlined from "@mui/icons-material/NewspaperOutlined";
import PeopleAltOutlined from "@mui/icons-material/PeopleAltOutlined";
import StoreOutlined from "@mui/icons-material/StoreOutlined";
import ViewCarouselOutlined from "@mui/icons-material/ViewCarouselOutlined";
import ContactMailOutlined from "@mui/icons-material/ContactMailOutlined";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import RequestQuoteOutlined from "@mui/icons-material/RequestQuoteOutlined";
import HomeOutlined from "@mui/icons-material/HomeOutlined";
import AddBoxOutlined from "@mui/icons-material/AddBoxOutlined";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import MarkEmailReadOutlined from "@mui/icons-material/MarkEmailReadOutlined";
import TravelExploreOutlined from "@mui/icons-material/TravelExploreOutlined";
import ManageSearchOutlined from "@mui/icons-material/ManageSearchOutlined";
import PriceChangeOutlined from "@mui/icons-material/PriceChangeOutlined";
import type { SvgIconComponent } from "@mui/icons-material";
import type { Action, AppAbility, Subject } from "~/lib/auth/permissions";

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
    items: [
      { id: "home", path: "/", icon: HomeOutlined, labelKey: "nav.home", ability: ["read", "Dashboard"], end: true },
    ],
  },
  {
    id: "shipments",
    titleKey: "shipments:nav.section",
    items: [
      {
        id: "shipments-new",
        path: "/shipments/new",
        icon: AddBoxOutlined,
        labelKey: "shipments:nav.new",
        ability: ["create", "Shipment"],
      },
      {
        id: "shipments",
        path: "/shipments",
        icon: Inventory2Outlined,
        labelKey: "shipments:nav.list",
        ability: ["read", "Shipment"],
        end: true,
      },
      {
        id: "tracking",
        path: "/tracking",
        icon: TravelExploreOutlined,
        labelKey: "shipments:nav.tracking",
        ability: ["read", "Tracking"],
      },
    ],
  },
  {
    id: "sales",
    titleKey: "freight:nav.section",
    items: [
      {
        id: "freight",
        path: "/freight",
        icon: RequestQuoteOutlined,
        labelKey: "freight:nav.freight",
        ability: ["read", "Freight"],
      },
      {
        id: "offers",
        path: "/offers",
        icon: LocalOfferOutlined,
        labelKey: "offers:nav.offers",
        ability: ["read", "Offer"],
      },
      {
        id: "contacts",
        path: "/contacts",
        icon: ContactMailOutlined,
        labelKey: "contacts:nav.contacts",
        ability: ["read", "Contact"],
      },
    ],
  },
  {
    id: "pricesCustoms",
    titleKey: "express:nav.section",
    items: [
      {
        id: "express-prices",
        path: "/express-prices",
        icon: PriceChangeOutlined,
        labelKey: "express:nav.title",
        ability: ["read", "ExpressPrice"],
      },
      {
        id: "tariffs",
        path: "/tariffs",
        icon: ManageSearchOutlined,
        labelKey: "tariffs:nav.title",
        ability: ["read", "Tariff"],
      },
    ],
  },
  {
    id: "content",
    titleKey: "content:nav.sections.content",
    items: [
      {
        id: "banners",
        path: "/banners",
        icon: ViewCarouselOutlined,
        labelKey: "content:nav.banners",
        ability: ["manage", "Banner"],
      },
      { id: "menus", path: "/menus", icon: MenuOutlined, labelKey: "content:nav.menus", ability: ["manage", "Menu"] },
      {
        id: "pages",
        path: "/pages",
        icon: ArticleOutlined,
        labelKey: "content:nav.pages",
        ability: ["manage", "Page"],
      },
      {
        id: "blogs",
        path: "/blogs",
        icon: NewspaperOutlined,
        labelKey: "content:nav.blogs",
        ability: ["manage", "Blog"],
      },
      {
        id: "services",
        path: "/services",
        icon: MiscellaneousServicesOutlined,
        labelKey: "content:nav.services",
        ability: ["manage", "Service"],
      },
      {
        id: "references",
        path: "/references",
        icon: HandshakeOutlined,
        labelKey: "content:nav.references",
        ability: ["manage", "Reference"],
      },
      { id: "teams", path: "/teams", icon: GroupsOutlined, labelKey: "content:nav.teams", ability: ["manage", "Team"] },
    ],
  },
  {
    id: "organisation",
    titleKey: "content:nav.sections.organisation",
    items: [
      {
        id: "users",
        path: "/users",
        icon: PeopleAltOutlined,
        labelKey: "content:nav.users",
        ability: ["manage", "User"],
      },
      {
        id: "branches",
        path: "/branches",
        icon: StoreOutlined,
        labelKey: "content:nav.branches",
        ability: ["manage", "Branch"],
      },
      {
        id: "branch-users",
        path: "/branch-users",
        icon: BadgeOutlined,
        labelKey: "content:nav.branchUsers",
        ability: ["manage", "BranchUser"],
      },
    ],
  },
  {
    id: "system",
    titleKey: "nav.sections.system",
    items: [
      {
        id: "outbox",
        path: "/outbox",
        icon: MarkEmailReadOutlined,
        labelKey: "nav.outbox",
        ability: ["read", "Outbox"],
      },
      {
        id: "account",
        path: "/account",
        icon: AccountCircleOutlined,
        labelKey: "nav.account",
        ability: ["read", "Account"],
      },
    ],
  },
];

/** Per ability (one per role on the server: permissions.ts), worked out once; shared, so not to be changed. */
const visibleByAbility = new WeakMap<AppAbility, NavSection[]>();

export function visibleNavigation(ability: AppAbility): NavSection[] {
  let sections = visibleByAbility.get(ability);
  if (!sections) {
    sections = NAVIGATION.map((section) => ({
      ...section,
      items: section.items.filter((item) => ability.can(item.ability[0], item.ability[1])),
    })).filter((section) => section.items.length > 0);
    visibleByAbility.set(ability, sections);
  }
  return sections;
}
