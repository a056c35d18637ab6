import { createTheme, type Theme } from "@mui/material/styles";

/**
 * The panel's look as data: colour tokens and typography here, component overrides grouped by
 * family below. Light is the default skin; dark is the same tokens on dark surfaces.
 */
export const SKINS = ["light", "dark"] as const;
export type Skin = (typeof SKINS)[number];

declare module "@mui/material/styles" {
  interface Palette {
    brand: { navy: string; amber: string };
  }
  interface PaletteOptions {
    brand?: { navy: string; amber: string };
  }
}

const tokens = {
  primary: "#1f4fd1",
  secondary: "#f59e0b",
  navy: "#0f1f4b",
  // Text-grade shades (WCAG AA, 4.5:1, with white text on them and as text on white).
  success: "#15803d",
  warning: "#b45309",
  error: "#dc2626",
  info: "#0369a1",
};

const fontFamily = '"Public Sans Variable", "Public Sans", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

function build(skin: Skin): Theme {
  const dark = skin === "dark";
  const theme = createTheme({
    palette: {
      mode: skin,
      // On dark surfaces the lighter shades carry dark text (white on them would be ~3:1).
      primary: dark ? { main: "#6b8cff", contrastText: "#0b1330" } : { main: tokens.primary },
      secondary: { main: tokens.secondary, contrastText: "#1b1300" },
      success: { main: dark ? "#4ade80" : tokens.success },
      warning: { main: dark ? "#fbbf24" : tokens.warning },
      error: { main: dark ? "#f87171" : tokens.error },
      info: { main: dark ? "#38bdf8" : tokens.info },
      background: dark ? { default: "#0f1424", paper: "#182036" } : { default: "#f4f6fb", paper: "#ffffff" },
      text: dark ? { primary: "#e6e9f2", secondary: "#a6aec4" } : { primary: "#1d2433", secondary: "#5a6478" },
      divider: dark ? "rgba(230,233,242,0.12)" : "rgba(29,36,51,0.12)",
      brand: { navy: tokens.navy, amber: tokens.secondary },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily,
      h1: { fontSize: "2rem", fontWeight: 700 },
      h2: { fontSize: "1.6rem", fontWeight: 700 },
      h3: { fontSize: "1.35rem", fontWeight: 600 },
      h4: { fontSize: "1.2rem", fontWeight: 600 },
      h5: { fontSize: "1.05rem", fontWeight: 600 },
      h6: { fontSize: "0.95rem", fontWeight: 600 },
      button: { textTransform: "none", fontWeight: 600 },
    },
    components: {
      // Subtitles are text, not headings (MUI maps them to h6, which breaks the heading outline).
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: "p", subtitle2: "p" } } },
      // Inputs
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { size: "small", fullWidth: true } },
      MuiFormControl: { defaultProps: { size: "small" } },
      // Surfaces
      MuiPaper: { styleOverrides: { root: { backgroundImage: "none" } } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: ({ theme }) => ({
            border: `1px solid ${theme.palette.divider}`,
            boxShadow: dark ? "none" : "0 2px 10px rgba(29,36,51,0.05)",
          }),
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: "inherit" } },
      // Navigation
      // A list item rendered as a NavLink (the side menu) carries the `active` class on the current screen.
      MuiListItemButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: 6,
            "&.active": { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
            "&.active:hover": { backgroundColor: theme.palette.primary.dark },
            "&.active .MuiListItemIcon-root": { color: "inherit" },
          }),
        },
      },
      // Feedback
      MuiAlert: { styleOverrides: { root: { alignItems: "center" } } },
      // Data display
      MuiChip: {
        styleOverrides: {
          root: { fontWeight: 600 },
        },
        // Amber text on white is ~2:1: outlined amber chips use its text-grade shade (≈ 7:1).
        variants: dark
          ? []
          : [
              {
                props: { variant: "outlined", color: "secondary" },
                style: { color: "#92400e", "& .MuiChip-icon": { color: "#92400e" } },
              },
            ],
      },
    },
  });
  // What MUI's ThemeProvider adds to a theme without CSS variables on every render (`{ ...theme, vars: null }`),
  // added once: the provider then hands this very object down (AppThemeProvider.tsx).
  return Object.assign(theme, { vars: null });
}

const themes: Record<Skin, Theme> = { light: build("light"), dark: build("dark") };

export function themeFor(skin: Skin): Theme {
  return themes[skin];
}

export function isSkin(value: unknown): value is Skin {
  return value === "light" || value === "dark";
}
