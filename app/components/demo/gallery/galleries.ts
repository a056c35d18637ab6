/**
 * The UI galleries of the template demo: each gallery's index lists these demos, in this order, and its demo
 * route answers 404 for any other name. `source` names the module that draws a gallery's demos, so a developer
 * who sees a component in the gallery knows where to read its code.
 */
export const GALLERIES = {
  cards: ["basic", "advance", "statistics", "analytics", "actions"],
  components: [
    "alerts",
    "avatars",
    "badges",
    "breadcrumbs",
    "buttons",
    "button-groups",
    "chips",
    "dialogs",
    "drawers",
    "lists",
    "menus",
    "pagination",
    "progress",
    "snackbars",
    "tabs",
    "timeline",
    "tooltips",
    "typography",
    "accordions",
    "steppers",
  ],
  forms: ["elements", "layouts", "wizard", "validation", "repeater", "pickers"],
  tables: ["basic"],
  datatables: ["basic", "advanced"],
  charts: ["line", "area", "bar", "stacked-bar", "pie", "scatter", "gauge", "sparkline"],
  extensions: [
    "confirm-dialogs",
    "toasts",
    "sliders",
    "clipboard",
    "ratings",
    "i18n",
    "file-uploader",
    "import-export",
    "editor",
    "carousel",
    "tour",
    "drag-and-drop",
  ],
  maps: ["leaflet"],
  layouts: [
    "collapsed-menu",
    "boxed",
    "navbar-sticky",
    "navbar-static",
    "navbar-hidden",
    "footer-static",
    "footer-hidden",
    "blank",
  ],
} as const satisfies Record<string, readonly string[]>;

export type Gallery = keyof typeof GALLERIES;
export type DemoName<G extends Gallery> = (typeof GALLERIES)[G][number];

export const GALLERY_NAMES = Object.keys(GALLERIES) as Gallery[];

export function isDemo<G extends Gallery>(gallery: G, name: string | undefined): name is DemoName<G> {
  return name !== undefined && (GALLERIES[gallery] as readonly string[]).includes(name);
}

/** Where each gallery's demos are drawn (shown on every demo page). */
export const GALLERY_SOURCES: Record<Gallery, string> = {
  cards: "app/components/demo/gallery/cards.tsx",
  components: "app/components/demo/gallery/components.tsx",
  forms: "app/routes/_panel.forms.*.tsx",
  tables: "app/routes/_panel.tables.basic.tsx",
  datatables: "app/routes/_panel.datatables.$name.tsx",
  charts: "app/components/demo/gallery/charts.tsx",
  extensions: "app/components/demo/gallery/extensions.tsx",
  maps: "app/routes/_panel.maps.leaflet.tsx",
  layouts: "app/routes/_panel.layouts.$name.tsx",
};
