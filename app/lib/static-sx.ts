import { __unsafe_useEmotionCache as useEmotionCache } from "@emotion/react";
import { serializeStyles, type SerializedStyles } from "@emotion/serialize";
import { insertStyles } from "@emotion/utils";
import { useTheme, type Theme } from "@mui/material/styles";
import { unstable_styleFunctionSx as styleFunctionSx, type SystemStyleObject } from "@mui/system";
import { useInsertionEffect } from "react";

/** A style written as `sx` that never changes: an object, or a function of the theme only. */
export type StaticSx = SystemStyleObject<Theme> & object | ((theme: Theme) => SystemStyleObject<Theme>);

const serialized = new WeakMap<StaticSx, WeakMap<object, SerializedStyles>>();

/**
 * What identifies a theme across renders. The app's AppThemeProvider hands down the skin's theme itself, but
 * MUI's ThemeProvider given a theme as it is hands its children a shallow copy (`{ ...outer, ...theme }`, made
 * again at every server render), whose parts (palette, typography…) are the theme's own. Keyed by the palette,
 * the cache holds one entry per skin under either provider.
 */
export function themeKey(theme: Theme): object {
  return theme.palette;
}

/** The style's CSS for a theme, worked out once per process (sx to CSS, then serialized and hashed). */
export function serializeStaticSx(sx: StaticSx, theme: Theme): SerializedStyles {
  let byTheme = serialized.get(sx);
  if (!byTheme) serialized.set(sx, (byTheme = new WeakMap()));
  const key = themeKey(theme);
  let styles = byTheme.get(key);
  if (!styles) {
    styles = serializeStyles([styleFunctionSx({ sx, theme }) as Parameters<typeof serializeStyles>[0][number]]);
    byTheme.set(key, styles);
  }
  return styles;
}

/**
 * The class name for a fixed `sx` style (a module-level constant), for a plain element:
 * `<table className={useStaticSx(LIST_CSS)}>` instead of `<Box component="table" sx={LIST_CSS}>`.
 *
 * A Box turns its sx into CSS, serializes it and hashes it on every render. For the large one-style
 * blocks of a screen (a list's table and pager, a card's layout) that was most of what their markup
 * cost on the server. Here it happens once per theme; each render only hands the cached rules to
 * Emotion, which puts them into the document's style tags as it does a Box's. The CSS is the same as
 * the Box's (MUI's own sx function), so the page looks the same; only the class name differs.
 *
 * Only for constants: the cache is keyed by the object's identity, so an inline object would be
 * worked out on every render and never reused.
 */
export function useStaticSx(sx: StaticSx): string {
  const theme = useTheme();
  const cache = useEmotionCache();
  // Null only on a server render outside the app's CacheProvider (the browser always has a default cache).
  if (!cache) throw new Error("useStaticSx needs Emotion's CacheProvider");
  const styles = serializeStaticSx(sx, theme);
  // Emotion's styled inserts during render on the server (collected by createEmotionServer) and in an
  // insertion effect in the browser; the same here.
  if (typeof document === "undefined") insertStyles(cache, styles, false);
  useInsertionEffect(() => {
    insertStyles(cache, styles, false);
  }, [cache, styles]);
  return `${cache.key}-${styles.name}`;
}
