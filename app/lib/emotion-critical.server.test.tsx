import { CacheProvider, Global } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ThemeProvider } from "@mui/material/styles";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createEmotionCache } from "~/lib/emotion-cache";
import { themeFor } from "~/theme";
import { classIdsIn, criticalStyleTags } from "./emotion-critical.server";

/** Renders as entry.server does; returns the document's bytes, the cache, and @emotion/server's own answer. */
function render(element: React.ReactElement) {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={themeFor("light")}>{element}</ThemeProvider>
    </CacheProvider>,
  );
  const expected = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { cache, bytes: Buffer.from(html), expected };
}

describe("criticalStyleTags", () => {
  it("gives exactly what @emotion/server extracts, on a page with global styles, composed MUI styles and Turkish text", () => {
    const { cache, bytes, expected } = render(
      <main>
        <Global styles={{ body: { margin: 0 } }} />
        <Global styles={{ ".ıİşğ": { color: "red" } }} />
        <Typography variant="h5">Gönderi takibi: çalışma saatleri</Typography>
        <Box sx={{}}>Stilsiz kutu</Box>
        <TextField label="Takip numarası" name="code" helperText="KG ile başlayan 13 karakter" />
        <Button variant="contained">Sorgula</Button>
        <Button variant="outlined" size="small">
          İptal
        </Button>
      </main>,
    );
    const tags = criticalStyleTags(cache, bytes);
    expect(tags).toBe(expected);
    // The test means something: there are global tags, class styles, and styles the document does not use
    // (MUI composes styles: the inner serializations are registered but never reach an element).
    expect(tags.match(/data-emotion="css-global /g)?.length).toBeGreaterThanOrEqual(2);
    // An element without styles gets the class "css-0", registered empty: Emotion writes it as a global tag.
    expect(bytes.includes('class="MuiBox-root css-0"')).toBe(true);
    expect(tags).toContain('<style data-emotion="css-global 0"></style>');
    const registeredIds = Object.keys(cache.registered).map((k) => k.slice("css-".length));
    const usedIds = classIdsIn(bytes, "css-");
    expect(registeredIds.some((id) => !usedIds.has(id) && typeof cache.inserted[id] === "string")).toBe(true);
  });

  it("reads the bytes of a document larger than a string V8 keeps in its young generation", () => {
    const rows = Array.from({ length: 1500 }, (_, i) => (
      <Typography key={i} variant={i % 2 ? "body2" : "caption"}>
        Satır {i}: İstanbul → Gaziantep, ağırlık {i} kg, açıklama şöyle böyle
      </Typography>
    ));
    const { cache, bytes, expected } = render(<div>{rows}</div>);
    expect(bytes.length).toBeGreaterThan(140_000);
    expect(criticalStyleTags(cache, bytes)).toBe(expected);
  });

  it("finds class ids as Emotion's pattern does: letters, digits, dash and underscore, at any position", () => {
    const html = Buffer.from('<a class="css-abc_1-x">x</a><b class="x css-">y</b><i class="css-Q9 css-css-z">ş css-ü</i>css-end');
    expect([...classIdsIn(html, "css-")].sort()).toEqual(["Q9", "abc_1-x", "css-z", "end"].sort());
  });

  it("adds the cache's nonce to every tag when it has one", () => {
    const { cache, bytes } = render(<Button>Tamam</Button>);
    cache.nonce = "abc123";
    const tags = criticalStyleTags(cache, bytes);
    expect(tags.match(/<style /g)?.length).toBe(tags.match(/ nonce="abc123">/g)?.length);
  });
});
