import { THEME_ID, ThemeProvider } from "@mui/material/styles";
import type { ReactNode } from "react";
import { themeFor, type Skin } from "./index";

/**
 * The skin's theme for everything below, as one object for the whole process.
 *
 * Given a theme as it is, MUI's ThemeProvider hands its children a shallow copy made at every render
 * (`{ ...outer, ...theme }`): a new theme object per request. MUI memoises the styles of most of its components on
 * the theme's identity (`memoTheme`), so every request worked them all out again, and each component's memo kept
 * the last request's styles (and the copy) alive until the next one replaced them. Given the theme under MUI's own
 * key (`{ [THEME_ID]: theme }`, MUI's theme scoping), components read `theme[THEME_ID]`: the same object on every
 * render, so those memos hold across requests.
 */
const scoped: Record<Skin, { [THEME_ID]: ReturnType<typeof themeFor> }> = {
  light: { [THEME_ID]: themeFor("light") },
  dark: { [THEME_ID]: themeFor("dark") },
};

export function AppThemeProvider({ skin, children }: { skin: Skin; children: ReactNode }) {
  return <ThemeProvider theme={scoped[skin]}>{children}</ThemeProvider>;
}
