import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import Box from "@mui/material/Box";
import { ThemeProvider, useTheme, type Theme } from "@mui/material/styles";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createEmotionCache } from "~/lib/emotion-cache";
import { themeFor } from "~/theme";
import { serializeStaticSx, useStaticSx, type StaticSx } from "./static-sx";

const SAMPLE: StaticSx = (theme: Theme) => ({
  display: "flex",
  gap: 1.5,
  px: { xs: 1, md: 3 },
  bgcolor: "background.paper",
  borderBottom: 1,
  borderColor: "divider",
  "& .title": { typography: "h5", color: "primary.main" },
  [theme.breakpoints.down("sm")]: { "& .title": { display: "none" } },
});

/** Renders on the server as entry.server does and returns the markup and the extracted style tags' CSS. */
function serverRender(element: React.ReactElement, theme: Theme) {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{element}</ThemeProvider>
    </CacheProvider>,
  );
  const { styles } = emotion.extractCriticalToChunks(html);
  return { html, css: styles.map((s) => s.css).join("") };
}

function Plain({ sx }: { sx: StaticSx }) {
  return (
    <div className={useStaticSx(sx)}>
      <span className="title">Kargo</span>
    </div>
  );
}

/** The rules without the class name each was written under. */
const rulesOf = (css: string, className: string) => css.replaceAll(`.${className}`, ".X");

describe("useStaticSx", () => {
  const light = themeFor("light");
  const dark = themeFor("dark");

  it("writes the same CSS as a Box with the same sx, and puts it in the document's styles", () => {
    const box = serverRender(
      <Box sx={SAMPLE}>
        <span className="title">Kargo</span>
      </Box>,
      light,
    );
    const plain = serverRender(<Plain sx={SAMPLE} />, light);
    const boxClass = /class="MuiBox-root (css-[a-z0-9]+)"/.exec(box.html)?.[1];
    const plainClass = /<div class="(css-[a-z0-9]+)">/.exec(plain.html)?.[1];
    expect(boxClass).toBeTruthy();
    expect(plainClass).toBeTruthy();
    expect(plain.css).toContain(`.${plainClass}{`);
    expect(plain.css).toContain("@media");
    expect(rulesOf(plain.css, plainClass!)).toBe(rulesOf(box.css, boxClass!));
  });

  it("works the style out once per theme and reuses it", () => {
    const first = serializeStaticSx(SAMPLE, light);
    expect(serializeStaticSx(SAMPLE, light)).toBe(first);
    const other = serializeStaticSx(SAMPLE, dark);
    expect(other).not.toBe(first);
    // The palette differs, so does the CSS and the class.
    expect(other.name).not.toBe(first.name);
  });

  it("works the style out once across requests, though each render's theme is a new object", () => {
    let calls = 0;
    const counted: StaticSx = (theme: Theme) => {
      calls += 1;
      return { color: theme.palette.primary.main, p: 2 };
    };
    const themes: Theme[] = [];
    function Probe() {
      themes.push(useTheme());
      return <Plain sx={counted} />;
    }
    const a = serverRender(<Probe />, light);
    const b = serverRender(<Probe />, light);
    // MUI's ThemeProvider hands each render a shallow copy of the theme…
    expect(themes[0]).not.toBe(themes[1]);
    // …and the style is still worked out only once.
    expect(calls).toBe(1);
    expect(a.css).toBe(b.css);
    serverRender(<Probe />, dark);
    expect(calls).toBe(2);
  });

  it("gives every render, in every request, the same class and its rules", () => {
    const a = serverRender(<Plain sx={SAMPLE} />, dark);
    const b = serverRender(<Plain sx={SAMPLE} />, dark);
    expect(a.html).toBe(b.html);
    expect(a.css).toBe(b.css);
    expect(a.css.length).toBeGreaterThan(100);
  });
});
