import type { SvgIconComponent } from "@mui/icons-material";
import { isValidElement, type ReactNode } from "react";
import { Html, escapeHtml } from "~/lib/html";

/**
 * A Material icon as a plain `<svg>`: the same path as the `@mui/icons-material` component, without
 * its styled `SvgIcon` wrapper. Each styled component costs a style serialization per render on the
 * server; the menu, the status chips and the list cells draw dozens of icons per page, so they use
 * this and the global `.light-icon` rules of the theme (`app/theme/light-css.ts`).
 *
 * The path comes from the icon component itself (`createSvgIcon` wraps it as memo(forwardRef(render))
 * and passes the path as the SvgIcon's children); `iconPath.test.ts` fails if a MUI upgrade changes
 * that, and until then the component falls back to the MUI icon.
 */
const paths = new WeakMap<SvgIconComponent, ReactNode | null>();

interface IconInternals {
  type?: { render?: (props: object, ref: null) => { props?: { children?: ReactNode } } | null };
}

export function iconPath(Icon: SvgIconComponent): ReactNode | null {
  const known = paths.get(Icon);
  if (known !== undefined) return known;
  let path: ReactNode | null = null;
  try {
    const render = (Icon as unknown as IconInternals).type?.render;
    path = typeof render === "function" ? (render({}, null)?.props?.children ?? null) : null;
  } catch {
    path = null;
  }
  paths.set(Icon, path);
  return path;
}

export function LightIcon({ icon: Icon, size = "medium", className }: { icon: SvgIconComponent; size?: "small" | "medium" | "inherit"; className?: string }) {
  const path = iconPath(Icon);
  const classes = `light-icon${size === "medium" ? "" : ` light-icon-${size}`}${className ? ` ${className}` : ""}`;
  if (path === null) return <Icon className={className} fontSize={size} />;
  return (
    <svg className={classes} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {path}
    </svg>
  );
}

const pathMarkup = new WeakMap<SvgIconComponent, string | null>();

/** An icon's path as markup: plain SVG elements with plain attributes (every Material icon's), else null. */
function markupOf(node: ReactNode): string | null {
  if (Array.isArray(node)) {
    let out = "";
    for (const child of node) {
      const markup = markupOf(child);
      if (markup === null) return null;
      out += markup;
    }
    return out;
  }
  if (!isValidElement(node) || typeof node.type !== "string" || !/^[a-z]+$/.test(node.type)) return null;
  let attributes = "";
  let children = "";
  for (const [name, value] of Object.entries(node.props as Record<string, unknown>)) {
    if (name === "children") {
      const markup = markupOf(value as ReactNode);
      if (markup === null) return null;
      children = markup;
    } else if (/^[a-z]+$/.test(name) && (typeof value === "string" || typeof value === "number")) {
      attributes += ` ${name}="${escapeHtml(String(value))}"`;
    } else return null;
  }
  return `<${node.type}${attributes}>${children}</${node.type}>`;
}

/**
 * `LightIcon`'s markup as a string, for rows rendered without React (`~/lib/html`). Without a readable path
 * (a MUI upgrade that hides it) the icon is an empty box of the same size: `light.test.tsx` checks every icon
 * the lists draw this way, so that fails there first.
 */
export function lightIconHtml(Icon: SvgIconComponent, size: "small" | "medium" | "inherit" = "medium", className?: string): Html {
  const path = iconPathMarkup(Icon);
  const classes = `light-icon${size === "medium" ? "" : ` light-icon-${size}`}${className ? ` ${className}` : ""}`;
  return new Html(`<svg class="${escapeHtml(classes)}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${path ?? ""}</svg>`);
}

/** The icon's path as markup, worked out once per icon; null when it cannot be read. */
function iconPathMarkup(Icon: SvgIconComponent): string | null {
  let path = pathMarkup.get(Icon);
  if (path === undefined) {
    const node = iconPath(Icon);
    path = node === null ? null : markupOf(node);
    pathMarkup.set(Icon, path);
  }
  return path;
}

/** Whether `lightIconHtml` can draw the icon (for the tests). */
export const hasIconMarkup = (Icon: SvgIconComponent) => iconPathMarkup(Icon) !== null;
