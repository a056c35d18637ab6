import { alpha, type Theme } from "@mui/material/styles";
import { themeKey } from "~/lib/static-sx";

const CHIP_COLORS = ["primary", "secondary", "info", "success", "warning", "error"] as const;

/**
 * Global rules for the light components (`app/components/light`): plain elements that look like MUI's
 * SvgIcon and Chip. They are part of CssBaseline's global styles, so a page pays for them once, not once
 * per icon or chip. The values follow MUI 9's own SvgIcon and Chip styles and this theme's overrides.
 */
const built = new WeakMap<object, Record<string, Record<string, unknown>>>();

/**
 * The rules for a theme, built once per theme (CssBaseline asks for them at every render). Keyed by the
 * palette: the theme CssBaseline sees is a fresh shallow copy per render (see `themeKey`).
 */
export function lightCss(theme: Theme) {
  let rules = built.get(themeKey(theme));
  if (!rules) {
    rules = buildLightCss(theme);
    built.set(themeKey(theme), rules);
  }
  return rules;
}

function buildLightCss(theme: Theme) {
  const { palette, typography } = theme;
  const dark = palette.mode === "dark";
  const iconGrey = dark ? palette.grey[300] : palette.grey[700];
  const rules: Record<string, Record<string, unknown>> = {
    ".light-icon": { userSelect: "none", width: "1em", height: "1em", display: "inline-block", flexShrink: 0, fill: "currentColor", fontSize: typography.pxToRem(24) },
    ".light-icon-small": { fontSize: typography.pxToRem(20) },
    ".light-icon-inherit": { fontSize: "inherit" },
    ".light-chip": {
      maxWidth: "100%",
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      fontWeight: 600,
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      height: 32,
      lineHeight: 1.5,
      color: palette.text.primary,
      backgroundColor: palette.action.selected,
      borderRadius: 16,
      whiteSpace: "nowrap",
      verticalAlign: "middle",
      boxSizing: "border-box",
      border: 0,
      padding: 0,
    },
    ".light-chip-label": { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", paddingLeft: 12, paddingRight: 12 },
    ".light-chip-icon": { color: iconGrey, fontSize: typography.pxToRem(24), marginLeft: 5, marginRight: -6 },
    ".light-chip-outlined": { backgroundColor: "transparent", border: `1px solid ${dark ? palette.grey[700] : palette.grey[400]}` },
    ".light-chip-outlined .light-chip-label": { paddingLeft: 11, paddingRight: 11 },
    ".light-chip-outlined .light-chip-icon": { marginLeft: 4 },
    ".light-chip-small": { height: 24, borderRadius: 12 },
    ".light-chip-small .light-chip-label": { paddingLeft: 8, paddingRight: 8 },
    ".light-chip-small .light-chip-icon": { fontSize: 18, marginLeft: 4, marginRight: -4 },
    ".light-chip-small.light-chip-outlined .light-chip-label": { paddingLeft: 7, paddingRight: 7 },
    ".light-chip-small.light-chip-outlined .light-chip-icon": { marginLeft: 2 },
  };
  // Cards, text and colour tones for light markup (StatCard, home figures): the look of MUI's Card,
  // CardContent and Typography variants, as classes.
  rules[".light-card"] = {
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${palette.divider}`,
    boxShadow: dark ? "none" : "0 2px 10px rgba(29,36,51,0.05)",
    overflow: "hidden",
  };
  // LightCard (app/components/light/Card.tsx): MUI's CardHeader (16px, the action nudged as MUI does)
  // and CardContent with no top padding (16px sides, 24px below).
  rules[".light-card-head"] = { display: "flex", alignItems: "center", padding: 16 };
  rules[".light-card-title"] = { flex: "1 1 auto", minWidth: 0 };
  rules[".light-card-sub"] = { display: "block" };
  rules[".light-card-action"] = { flex: "0 0 auto", alignSelf: "flex-start", marginTop: -4, marginRight: -8, marginBottom: -4 };
  rules[".light-card-body"] = { padding: "0 16px 24px" };
  for (const variant of ["h3", "h4", "h5", "body1", "body2", "caption"] as const) {
    const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = typography[variant];
    rules[`.t-${variant}`] = { margin: 0, fontFamily, fontWeight, fontSize, lineHeight, letterSpacing };
  }
  rules[".t-secondary"] = { color: palette.text.secondary };
  rules[".t-strong"] = { fontWeight: 600 };
  rules[".t-bold"] = { fontWeight: 700 };
  rules[".t-nowrap"] = { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" };
  rules[".tone-default"] = { color: palette.text.secondary };
  rules[".fill-default"] = { backgroundColor: palette.text.disabled };
  rules[".stat-card"] = { display: "flex", alignItems: "center", gap: 16, padding: "16px 16px 24px" };
  rules[".stat-icon"] = { width: 48, height: 48, borderRadius: Number(theme.shape.borderRadius) * 2, display: "grid", placeItems: "center", flexShrink: 0 };
  rules[".stat-text"] = { minWidth: 0 };
  for (const color of CHIP_COLORS) {
    const { main, contrastText } = palette[color];
    rules[`.tone-${color}`] = { color: main };
    rules[`.fill-${color}`] = { backgroundColor: main };
    rules[`.stat-icon-${color}`] = { backgroundColor: main, color: contrastText };
    rules[`.light-chip-filled.light-chip-${color}`] = { backgroundColor: main, color: contrastText };
    rules[`.light-chip-outlined.light-chip-${color}`] = { color: main, border: `1px solid ${alpha(main, 0.7)}` };
    rules[`.light-chip-${color} .light-chip-icon`] = { color: "inherit" };
  }
  // Amber text on white is ~2:1: outlined amber chips use its text-grade shade (as the MuiChip override does).
  if (!dark) rules[".light-chip-outlined.light-chip-secondary"] = { color: "#92400e", border: `1px solid ${alpha(palette.secondary.main, 0.7)}` };
  return rules;
}
