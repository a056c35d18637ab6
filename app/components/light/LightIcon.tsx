import type { SvgIconComponent } from "@mui/icons-material";
import type { ReactNode } from "react";

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
