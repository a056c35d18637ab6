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
 * The rules for a theme, built once per theme: the theme module puts them into CssBaseline's overrides when it
 * creates each skin. Keyed by the palette, as `themeKey` explains.
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
  Object.assign(rules, textFieldCss(theme));
  for (const variant of ["h3", "h4", "h5", "body1", "body2", "caption"] as const) {
    const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = typography[variant];
    rules[`.t-${variant}`] = { margin: 0, fontFamily, fontWeight, fontSize, lineHeight, letterSpacing };
  }
  rules[".t-secondary"] = { color: palette.text.secondary };
  rules[".t-regular"] = { fontWeight: 400 };
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

/**
 * LightTextField (app/components/light/TextField.tsx): MUI 9's outlined small TextField (FormControl,
 * InputLabel, OutlinedInput, NotchedOutline, NativeSelect) with this theme's values. The label is up by
 * default; `.lf-float` fields bring it down while they are empty and unfocused. Where `:has()` is not
 * supported that rule is dropped and the label simply stays up.
 */
function textFieldCss(theme: Theme): Record<string, Record<string, unknown>> {
  const { palette, typography, transitions } = theme;
  const dark = palette.mode === "dark";
  const border = dark ? "rgba(255, 255, 255, 0.23)" : "rgba(0, 0, 0, 0.23)";
  const body = { fontFamily: typography.fontFamily, fontWeight: typography.fontWeightRegular, fontSize: typography.pxToRem(16), lineHeight: "1.4375em" };
  const easeOut = transitions.easing.easeOut;
  const empty = ".lf-float:not(:focus-within):has(> .lf-root > .lf-input:placeholder-shown)";
  return {
    ".lf": { display: "inline-flex", flexDirection: "column", position: "relative", minWidth: 0, padding: 0, margin: 0, border: 0, verticalAlign: "top" },
    ".lf-full, .lf-full > .lf-root": { width: "100%" },
    ".lf-label": {
      ...body,
      color: palette.text.secondary,
      padding: 0,
      display: "block",
      transformOrigin: "top left",
      whiteSpace: "nowrap",
      overflow: "hidden",
      textOverflow: "ellipsis",
      position: "absolute",
      left: 0,
      top: 0,
      zIndex: 1,
      transition: transitions.create(["color", "transform", "max-width"], { duration: transitions.duration.shorter, easing: easeOut }),
      userSelect: "none",
      pointerEvents: "auto",
      maxWidth: "calc(133% - 32px)",
      transform: "translate(14px, -9px) scale(0.75)",
    },
    ".lf:focus-within > .lf-label": { color: palette.primary.main },
    ".lf-root": { ...body, color: palette.text.primary, boxSizing: "border-box", position: "relative", cursor: "text", display: "inline-flex", alignItems: "center", borderRadius: theme.shape.borderRadius },
    ".lf-root:hover > .lf-outline": { borderColor: palette.text.primary },
    "@media (hover: none)": { ".lf-root:hover > .lf-outline": { borderColor: border } },
    ".lf-root:focus-within > .lf-outline": { borderWidth: 2, borderColor: palette.primary.main },
    ".lf-input": {
      font: "inherit",
      letterSpacing: "inherit",
      color: "currentColor",
      padding: "8.5px 14px",
      border: 0,
      boxSizing: "content-box",
      background: "none",
      height: "1.4375em",
      margin: 0,
      WebkitTapHighlightColor: "transparent",
      display: "block",
      minWidth: 0,
      width: "100%",
    },
    ".lf-input::placeholder": { color: "currentColor", opacity: dark ? 0.5 : 0.42, transition: transitions.create("opacity", { duration: transitions.duration.shorter }) },
    ".lf-input:focus": { outline: 0 },
    // An end adornment ("kg"), spaced and coloured as MUI's InputAdornment; the input gives up its right padding.
    ".lf-end": { ...body, color: palette.text.secondary, whiteSpace: "nowrap", flexShrink: 0, marginLeft: 8, paddingRight: 14 },
    ".lf-input:has(+ .lf-end)": { paddingRight: 0 },
    ".lf-input:invalid": { boxShadow: "none" },
    ".lf-input[type=search]": { MozAppearance: "textfield" },
    ".lf-input::-webkit-search-decoration": { WebkitAppearance: "none" },
    ".lf-input:-webkit-autofill": dark ? { WebkitBoxShadow: "0 0 0 100px #266798 inset", WebkitTextFillColor: "#fff", caretColor: "#fff", borderRadius: "inherit" } : { borderRadius: "inherit" },
    ".lf-select": { MozAppearance: "none", WebkitAppearance: "none", userSelect: "none", cursor: "pointer", borderRadius: theme.shape.borderRadius, paddingRight: 32 },
    ".lf-select option, .lf-select optgroup": { backgroundColor: palette.background.paper },
    ".lf-select-icon": {
      userSelect: "none",
      width: "1em",
      height: "1em",
      display: "inline-block",
      flexShrink: 0,
      fill: "currentColor",
      fontSize: typography.pxToRem(24),
      position: "absolute",
      right: 7,
      top: "calc(50% - .5em)",
      pointerEvents: "none",
      color: palette.action.active,
      transition: transitions.create("fill", { duration: transitions.duration.shorter }),
    },
    ".lf-outline": {
      textAlign: "left",
      position: "absolute",
      bottom: 0,
      right: 0,
      top: -5,
      left: 0,
      margin: 0,
      padding: "0 8px",
      pointerEvents: "none",
      borderRadius: "inherit",
      borderStyle: "solid",
      borderWidth: 1,
      overflow: "hidden",
      minWidth: "0%",
      borderColor: border,
    },
    ".lf-outline > legend": {
      float: "unset",
      width: "auto",
      overflow: "hidden",
      display: "block",
      padding: 0,
      height: 11,
      fontSize: "0.75em",
      visibility: "hidden",
      whiteSpace: "nowrap",
      maxWidth: "100%",
      transition: transitions.create("max-width", { duration: 100, easing: easeOut, delay: 50 }),
    },
    ".lf-outline > legend > span": { paddingLeft: 5, paddingRight: 5, display: "inline-block", opacity: 0, visibility: "visible" },
    [`${empty} > .lf-label`]: { transform: "translate(14px, 9px) scale(1)", maxWidth: "calc(100% - 24px)", pointerEvents: "none", userSelect: "auto" },
    [`${empty} .lf-outline > legend`]: { maxWidth: "0.01px", transition: transitions.create("max-width", { duration: 50, easing: easeOut }) },
    [`${empty} .lf-input::placeholder`]: { opacity: 0 },
  };
}

