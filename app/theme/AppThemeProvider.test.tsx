import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import Button from "@mui/material/Button";
import CssBaseline from "@mui/material/CssBaseline";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ThemeProvider, useTheme, type Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createEmotionCache } from "~/lib/emotion-cache";
import { themeFor } from "./index";
import { AppThemeProvider } from "./AppThemeProvider";

/** Renders on the server as entry.server does: the markup and the extracted style tags' CSS. */
function serverRender(tree: ReactNode) {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  return {
    html,
    css: emotion
      .extractCriticalToChunks(html)
      .styles.map((s) => s.css)
      .join(""),
  };
}

const SCREEN = (
  <>
    <CssBaseline />
    <Typography variant="h2" component="h1">
      Kargo
    </Typography>
    <TextField name="number" label="Takip numarası" helperText="11 karakter" required />
    <Button variant="contained" color="secondary">
      Ara
    </Button>
    <Button variant="outlined" size="small" disabled>
      Vazgeç
    </Button>
  </>
);

describe("AppThemeProvider", () => {
  it("hands every render the skin's theme itself, not a copy", () => {
    const seen: Theme[] = [];
    function Probe() {
      seen.push(useTheme());
      return null;
    }
    serverRender(
      <AppThemeProvider skin="light">
        <Probe />
      </AppThemeProvider>,
    );
    serverRender(
      <AppThemeProvider skin="light">
        <Probe />
      </AppThemeProvider>,
    );
    serverRender(
      <AppThemeProvider skin="dark">
        <Probe />
      </AppThemeProvider>,
    );
    expect(seen[0]).toBe(themeFor("light"));
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBe(themeFor("dark"));
  });

  it("lets MUI's styles be worked out once per skin instead of once per request", () => {
    // MUI memoises a component's styles on the theme object (memoTheme): with the same object every render, the
    // style function behind Typography runs for the first render only.
    let reads = 0;
    const light = themeFor("light");
    const original = light.typography;
    const counting = new Proxy(original, {
      get: (target, key, receiver) => ((reads += 1), Reflect.get(target, key, receiver)),
    });
    Object.defineProperty(light, "typography", { value: counting, configurable: true, writable: true });
    try {
      serverRender(
        <AppThemeProvider skin="light">
          <Typography variant="h3">A</Typography>
        </AppThemeProvider>,
      );
      const first = reads;
      serverRender(
        <AppThemeProvider skin="light">
          <Typography variant="h3">A</Typography>
        </AppThemeProvider>,
      );
      expect(first).toBeGreaterThan(0);
      expect(reads).toBe(first);
    } finally {
      Object.defineProperty(light, "typography", { value: original, configurable: true, writable: true });
    }
  });

  it("renders the same markup and CSS as MUI's ThemeProvider given the theme as it is", () => {
    for (const skin of ["light", "dark"] as const) {
      const mine = serverRender(<AppThemeProvider skin={skin}>{SCREEN}</AppThemeProvider>);
      const plain = serverRender(<ThemeProvider theme={themeFor(skin)}>{SCREEN}</ThemeProvider>);
      expect(mine.html).toBe(plain.html);
      expect(mine.css).toBe(plain.css);
    }
  });
});
