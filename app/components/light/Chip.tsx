import type { SvgIconComponent } from "@mui/icons-material";
import type { ReactNode } from "react";
import { html, type Html } from "~/lib/html";
import { LightIcon, lightIconHtml } from "./LightIcon";

export type ChipColor = "default" | "primary" | "secondary" | "info" | "success" | "warning" | "error";

export interface LightChipProps {
  label: ReactNode;
  color?: ChipColor;
  variant?: "filled" | "outlined";
  size?: "small" | "medium";
  icon?: SvgIconComponent;
  title?: string;
  "data-status"?: string;
  "data-testid"?: string;
  "data-country"?: string;
}

/**
 * A read-only chip drawn like MUI's `Chip` (same sizes, colours and variants) from the theme's global
 * `.light-chip` rules, as plain elements. Lists render one or two per row (table and phone card), and a
 * MUI Chip costs three styled components per render on the server. Interactive chips (click, delete)
 * stay MUI's.
 */
const chipClass = (variant: string, color: string, size: string) => `light-chip light-chip-${variant} light-chip-${color}${size === "small" ? " light-chip-small" : ""}`;

export function Chip({ label, color = "default", variant = "filled", size = "medium", icon, ...data }: LightChipProps) {
  const className = chipClass(variant, color, size);
  return (
    <span className={className} {...data}>
      {icon && <LightIcon icon={icon} className="light-chip-icon" size="inherit" />}
      <span className="light-chip-label">{label}</span>
    </span>
  );
}

/**
 * The same chip as markup (`~/lib/html`), for rows rendered without React: a text label, `data-*` attributes,
 * and the icon drawn by `lightIconHtml`.
 */
export function chipHtml({ label, color = "default", variant = "filled", size = "medium", icon, data = {} }: { label: string; color?: ChipColor; variant?: "filled" | "outlined"; size?: "small" | "medium"; icon?: SvgIconComponent; data?: Record<`data-${string}`, string> }): Html {
  const attributes = Object.entries(data).map(([name, value]) => html` ${name}="${value}"`);
  return html`<span class="${chipClass(variant, color, size)}"${attributes}>${icon && lightIconHtml(icon, "inherit", "light-chip-icon")}<span class="light-chip-label">${label}</span></span>`;
}
