import type { Action, AppAbility, Subject } from "~/lib/auth/permissions";

/**
 * Every screen of the panel that the navbar search can find: path, title key (namespace
 * `search`, `pages.<target>`), icon name and the ability that shows it. Freight screens first,
 * then the template demo pages (admins only: subject Demo). `public` screens are also listed for
 * signed-out visitors. The server filters this list by the asking user's abilities.
 */
export const SEARCH_ICONS = [
  "Home",
  "Account",
  "Outbox",
  "Users",
  "Branch",
  "BranchUsers",
  "Banner",
  "Menu",
  "Page",
  "Blog",
  "Service",
  "Reference",
  "Team",
  "Contacts",
  "Freight",
  "Calculate",
  "Offer",
  "Express",
  "Shipment",
  "NewShipment",
  "Tracking",
  "Tariff",
  "Analytics",
  "Dashboard",
  "Email",
  "Chat",
  "Todo",
  "Calendar",
  "Invoice",
  "Shop",
  "Wishlist",
  "Checkout",
  "Settings",
  "Login",
  "Register",
  "Password",
  "Profile",
  "Help",
  "Pricing",
  "Misc",
  "Lock",
  "Card",
  "Widgets",
  "Extension",
  "Form",
  "Table",
  "Chart",
  "Map",
  "Layout",
] as const;
export type SearchIcon = (typeof SEARCH_ICONS)[number];

export interface SearchPage {
  /** Stable name, also the bookmark key and the title key (`search:pages.<target>`). */
  target: string;
  path: string;
  icon: SearchIcon;
  ability: [Action, Subject];
  /** Also listed for signed-out visitors (public screens). */
  public?: boolean;
  group: "freight" | "demo";
}

const freight = (
  target: string,
  path: string,
  icon: SearchIcon,
  ability: [Action, Subject],
  extra: Partial<SearchPage> = {},
): SearchPage => ({
  target,
  path,
  icon,
  ability,
  group: "freight",
  ...extra,
});
const demo = (target: string, path: string, icon: SearchIcon): SearchPage => ({
  target,
  path,
  icon,
  ability: ["read", "Demo"],
  group: "demo",
});

export const SEARCH_PAGES: readonly SearchPage[] = [
  freight("home", "/", "Home", ["read", "Dashboard"]),
  freight("freightCalculate", "/freight/calculate", "Calculate", ["create", "Freight"], { public: true }),
  freight("freight", "/freight", "Freight", ["read", "Freight"]),
  freight("offers", "/offers", "Offer", ["read", "Offer"]),
  freight("shipmentsNew", "/shipments/new", "NewShipment", ["create", "Shipment"]),
  freight("shipments", "/shipments", "Shipment", ["read", "Shipment"]),
  freight("addressBook", "/address-book", "Contacts", ["read", "AddressBook"]),
  freight("pickups", "/pickups", "Shipment", ["read", "Pickup"]),
  freight("tracking", "/tracking", "Tracking", ["read", "Tracking"], { public: true }),
  freight("expressPrices", "/express-prices", "Express", ["read", "ExpressPrice"]),
  freight("expressPricesCalculate", "/express-prices/calculate", "Calculate", ["read", "ExpressPrice"]),
  freight("domesticPrices", "/domestic-prices", "Express", ["read", "DomesticPrice"]),
  freight("cod", "/cod", "Express", ["read", "Cod"]),
  freight("reports", "/reports", "Analytics", ["read", "Report"]),
  freight("tariffs", "/tariffs", "Tariff", ["read", "Tariff"]),
  freight("contacts", "/contacts", "Contacts", ["read", "Contact"]),
  freight("users", "/users", "Users", ["read", "User"]),
  freight("branches", "/branches", "Branch", ["read", "Branch"]),
  freight("branchUsers", "/branch-users", "BranchUsers", ["read", "BranchUser"]),
  freight("banners", "/banners", "Banner", ["read", "Banner"]),
  freight("menus", "/menus", "Menu", ["read", "Menu"]),
  freight("cmsPages", "/site-pages", "Page", ["read", "Page"]),
  freight("blogs", "/blogs", "Blog", ["read", "Blog"]),
  freight("services", "/services", "Service", ["read", "Service"]),
  freight("references", "/references", "Reference", ["read", "Reference"]),
  freight("teams", "/teams", "Team", ["read", "Team"]),
  freight("outbox", "/outbox", "Outbox", ["read", "Outbox"]),
  freight("account", "/account", "Account", ["read", "Account"]),

  demo("analytics", "/dashboard/analytics", "Analytics"),
  demo("ecommerce", "/dashboard/ecommerce", "Dashboard"),
  demo("email", "/apps/email", "Email"),
  demo("chat", "/apps/chat", "Chat"),
  demo("todo", "/apps/todo", "Todo"),
  demo("calendar", "/apps/calendar", "Calendar"),
  demo("invoiceList", "/apps/invoice/list", "Invoice"),
  demo("invoiceView", "/apps/invoice/view/4987", "Invoice"),
  demo("invoiceEdit", "/apps/invoice/edit/4987", "Invoice"),
  demo("invoiceAdd", "/apps/invoice/add", "Invoice"),
  demo("shop", "/apps/ecommerce/shop", "Shop"),
  demo("productDetail", "/apps/ecommerce/product-detail/double-wall-cardboard-box-60-40-40-1", "Shop"),
  demo("wishlist", "/apps/ecommerce/wishlist", "Wishlist"),
  demo("checkout", "/apps/ecommerce/checkout", "Checkout"),
  demo("userList", "/apps/user/list", "Users"),
  demo("userView", "/apps/user/view/1", "Profile"),
  demo("userEdit", "/apps/user/edit/1", "Users"),
  demo("accountSettings", "/apps/account-settings", "Settings"),
  demo("loginV1", "/pages/login-v1", "Login"),
  demo("loginV2", "/pages/login-v2", "Login"),
  demo("registerV1", "/pages/register-v1", "Register"),
  demo("registerV2", "/pages/register-v2", "Register"),
  demo("forgotPasswordV1", "/pages/forgot-password-v1", "Password"),
  demo("forgotPasswordV2", "/pages/forgot-password-v2", "Password"),
  demo("resetPasswordV1", "/pages/reset-password-v1", "Password"),
  demo("resetPasswordV2", "/pages/reset-password-v2", "Password"),
  demo("profile", "/pages/profile", "Profile"),
  demo("faq", "/pages/faq", "Help"),
  demo("knowledgeBase", "/pages/knowledge-base", "Help"),
  demo("pricing", "/pages/pricing", "Pricing"),
  demo("blogList", "/pages/blog/list", "Blog"),
  demo("blogDetail", "/pages/blog/detail/1", "Blog"),
  demo("blogEdit", "/pages/blog/edit/1", "Blog"),
  demo("comingSoon", "/misc/coming-soon", "Misc"),
  demo("notAuthorized", "/misc/not-authorized", "Lock"),
  demo("maintenance", "/misc/maintenance", "Misc"),
  demo("miscError", "/misc/error", "Misc"),
  demo("accessControl", "/access-control", "Lock"),
  demo("cardsBasic", "/cards/basic", "Card"),
  demo("cardsAdvance", "/cards/advance", "Card"),
  demo("cardsStatistics", "/cards/statistics", "Card"),
  demo("cardsAnalytics", "/cards/analytics", "Card"),
  demo("cardsActions", "/cards/actions", "Card"),
  demo("componentsAlerts", "/components/alerts", "Widgets"),
  demo("componentsAvatars", "/components/avatars", "Widgets"),
  demo("componentsBadges", "/components/badges", "Widgets"),
  demo("componentsButtons", "/components/buttons", "Widgets"),
  demo("componentsDialogs", "/components/dialogs", "Widgets"),
  demo("componentsTabs", "/components/tabs", "Widgets"),
  demo("componentsTimeline", "/components/timeline", "Widgets"),
  demo("extensionsToasts", "/extensions/toasts", "Extension"),
  demo("extensionsFileUploader", "/extensions/file-uploader", "Extension"),
  demo("extensionsImportExport", "/extensions/import-export", "Extension"),
  demo("extensionsEditor", "/extensions/editor", "Extension"),
  demo("formsElements", "/forms/elements", "Form"),
  demo("formsLayouts", "/forms/layouts", "Form"),
  demo("formsWizard", "/forms/wizard", "Form"),
  demo("formsValidation", "/forms/validation", "Form"),
  demo("tablesBasic", "/tables/basic", "Table"),
  demo("datatablesBasic", "/datatables/basic", "Table"),
  demo("datatablesAdvanced", "/datatables/advanced", "Table"),
  demo("chartsLine", "/charts/line", "Chart"),
  demo("chartsBar", "/charts/bar", "Chart"),
  demo("chartsPie", "/charts/pie", "Chart"),
  demo("mapsLeaflet", "/maps/leaflet", "Map"),
  demo("layoutsCollapsedMenu", "/layouts/collapsed-menu", "Layout"),
  demo("layoutsBoxed", "/layouts/boxed", "Layout"),
  demo("layoutsBlank", "/layouts/blank", "Layout"),
];

/** Bookmarked until the user changes it (SPEC: email, chat, todo, calendar). */
export const DEFAULT_BOOKMARKS: readonly string[] = ["email", "chat", "todo", "calendar"];

/** A page's numeric id in the search data (its place in the registry, from 1). */
export function searchPageId(page: SearchPage): number {
  return SEARCH_PAGES.indexOf(page) + 1;
}

/** The screens a user may open; `null` (signed out) gets the public screens only. */
export function visibleSearchPages(ability: AppAbility | null): SearchPage[] {
  return SEARCH_PAGES.filter((p) => (ability ? ability.can(p.ability[0], p.ability[1]) : Boolean(p.public)));
}
