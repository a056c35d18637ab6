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
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import PaymentsOutlined from "@mui/icons-material/PaymentsOutlined";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import EmailOutlined from "@mui/icons-material/EmailOutlined";
import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import ChecklistOutlined from "@mui/icons-material/ChecklistOutlined";
import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import ShoppingCartOutlined from "@mui/icons-material/ShoppingCartOutlined";
import ManageAccountsOutlined from "@mui/icons-material/ManageAccountsOutlined";
import TuneOutlined from "@mui/icons-material/TuneOutlined";
import PersonOutlineOutlined from "@mui/icons-material/PersonOutlineOutlined";
import HelpOutlineOutlined from "@mui/icons-material/HelpOutlineOutlined";
import MenuBookOutlined from "@mui/icons-material/MenuBookOutlined";
import SellOutlined from "@mui/icons-material/SellOutlined";
import RssFeedOutlined from "@mui/icons-material/RssFeedOutlined";
import LoginOutlined from "@mui/icons-material/LoginOutlined";
import ConstructionOutlined from "@mui/icons-material/ConstructionOutlined";
import LockOutlined from "@mui/icons-material/LockOutlined";
import DashboardCustomizeOutlined from "@mui/icons-material/DashboardCustomizeOutlined";
import WidgetsOutlined from "@mui/icons-material/WidgetsOutlined";
import ExtensionOutlined from "@mui/icons-material/ExtensionOutlined";
import DynamicFormOutlined from "@mui/icons-material/DynamicFormOutlined";
import TableChartOutlined from "@mui/icons-material/TableChartOutlined";
import GridOnOutlined from "@mui/icons-material/GridOnOutlined";
import BarChartOutlined from "@mui/icons-material/BarChartOutlined";
import MapOutlined from "@mui/icons-material/MapOutlined";
import ViewQuiltOutlined from "@mui/icons-material/ViewQuiltOutlined";
import ContactsOutlined from "@mui/icons-material/ContactsOutlined";
import DeliveryDiningOutlined from "@mui/icons-material/DeliveryDiningOutlined";
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
  /** Shown closed until the user opens it (the choice is kept in a cookie, like the collapsed menu). */
  collapsible?: boolean;
}

/** The template demo's screens (admins only, and only while the demo interface is on). */
function demoItem(id: string, path: string, icon: SvgIconComponent, key: string): NavItem {
  return { id, path, icon, labelKey: `demo:nav.${key}`, ability: ["read", "Demo"] };
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
        id: "address-book",
        path: "/address-book",
        icon: ContactsOutlined,
        labelKey: "address-book:nav",
        ability: ["read", "AddressBook"],
      },
      {
        id: "pickups",
        path: "/pickups",
        icon: DeliveryDiningOutlined,
        labelKey: "pickups:nav",
        ability: ["read", "Pickup"],
      },
      {
        id: "tracking",
        path: "/tracking",
        icon: TravelExploreOutlined,
        labelKey: "shipments:nav.tracking",
        ability: ["read", "Tracking"],
      },
      {
        id: "cod",
        path: "/cod",
        icon: PaymentsOutlined,
        labelKey: "cod:nav.title",
        ability: ["read", "Cod"],
      },
      {
        id: "reports",
        path: "/reports",
        icon: InsightsOutlined,
        labelKey: "reports:nav",
        ability: ["read", "Report"],
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
        id: "domestic-prices",
        path: "/domestic-prices",
        icon: LocalShippingOutlined,
        labelKey: "express:nav.domestic",
        ability: ["read", "DomesticPrice"],
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
        path: "/site-pages",
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
    id: "demo",
    titleKey: "demo:nav.section",
    collapsible: true,
    items: [
      demoItem("demo-analytics", "/dashboard/analytics", InsightsOutlined, "analytics"),
      demoItem("demo-ecommerce", "/dashboard/ecommerce", StorefrontOutlined, "ecommerce"),
      demoItem("demo-email", "/apps/email", EmailOutlined, "email"),
      demoItem("demo-chat", "/apps/chat", ChatBubbleOutlineOutlined, "chat"),
      demoItem("demo-todo", "/apps/todo", ChecklistOutlined, "todo"),
      demoItem("demo-calendar", "/apps/calendar", CalendarMonthOutlined, "calendar"),
      demoItem("demo-invoice", "/apps/invoice/list", ReceiptLongOutlined, "invoice"),
      demoItem("demo-shop", "/apps/ecommerce/shop", ShoppingCartOutlined, "shop"),
      demoItem("demo-users", "/apps/user/list", ManageAccountsOutlined, "users"),
      demoItem("demo-account-settings", "/apps/account-settings", TuneOutlined, "accountSettings"),
      demoItem("demo-profile", "/pages/profile", PersonOutlineOutlined, "profile"),
      demoItem("demo-faq", "/pages/faq", HelpOutlineOutlined, "faq"),
      demoItem("demo-knowledge-base", "/pages/knowledge-base", MenuBookOutlined, "knowledgeBase"),
      demoItem("demo-pricing", "/pages/pricing", SellOutlined, "pricing"),
      demoItem("demo-blog", "/pages/blog/list", RssFeedOutlined, "blog"),
      demoItem("demo-auth-pages", "/pages/login-v1", LoginOutlined, "authPages"),
      demoItem("demo-misc", "/misc/coming-soon", ConstructionOutlined, "misc"),
      demoItem("demo-access-control", "/access-control", LockOutlined, "accessControl"),
      demoItem("demo-cards", "/cards", DashboardCustomizeOutlined, "cards"),
      demoItem("demo-components", "/components", WidgetsOutlined, "components"),
      demoItem("demo-extensions", "/extensions", ExtensionOutlined, "extensions"),
      demoItem("demo-forms", "/forms", DynamicFormOutlined, "forms"),
      demoItem("demo-tables", "/tables", TableChartOutlined, "tables"),
      demoItem("demo-datatables", "/datatables", GridOnOutlined, "datatables"),
      demoItem("demo-charts", "/charts", BarChartOutlined, "charts"),
      demoItem("demo-maps", "/maps", MapOutlined, "maps"),
      demoItem("demo-layouts", "/layouts", ViewQuiltOutlined, "layouts"),
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

export function visibleNavigation(ability: AppAbility, demoApi = true): NavSection[] {
  if (!demoApi) return visibleNavigation(ability).filter((section) => section.id !== "demo");
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
