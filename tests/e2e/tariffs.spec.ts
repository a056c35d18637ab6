import { bothModes, expect, login, test } from "./fixtures";

// The customs tariff finder, its JSON search route and the admin import upload.
// Several sign-ins and form posts per test: a minute each leaves room on a busy shared machine.
test.describe.configure({ timeout: 60_000 });

type Page = import("@playwright/test").Page;

/** The panel renders this hidden field only once React has hydrated the page. */
async function hydrated(page: Page) {
  await page.locator('input[name="via"][value="fetch"]').first().waitFor({ state: "attached" });
}

async function search(page: Page, js: boolean, q: string) {
  if (js) await hydrated(page);
  const field = page.getByTestId("tariff-q");
  await field.fill(q);
  if (js) {
    // Search as you type: no button press, the URL follows.
    await expect(page).toHaveURL(
      new RegExp(`q=${encodeURIComponent(q).replace(/\./g, "\\.").replace(/%20/g, "(\\+|%20)")}`),
    );
  } else {
    await page.getByRole("button", { name: "Ara", exact: true }).click();
  }
}

bothModes("tariff finder", (js) => {
  test("asks for 3 letters, says when nothing is found, and finds İpek kumaş by ipek", async ({ page }) => {
    await login(page, "customer");
    await page.goto("/tariffs");
    await search(page, js, "ip");
    await expect(page.getByTestId("tariff-message")).toHaveText("En az 3 harf giriniz");
    await search(page, js, "zzqqxx");
    await expect(page.getByTestId("tariff-message")).toHaveText("Sonuç bulunamadı");
    await search(page, js, "ipek");
    const first = page.getByTestId("tariff-results").locator("li").first();
    await expect(first).toContainText("İpek kumaş");
    await expect(first.getByTestId("tariff-code")).toHaveText("5007.20");
  });

  test("codes match with or without dots, exact code first; a heading lists its codes", async ({ page }) => {
    await login(page, "agent");
    for (const q of ["0101.21", "010121"]) {
      await page.goto("/tariffs");
      await search(page, js, q);
      const codes = page.getByTestId("tariff-results").getByTestId("tariff-code");
      await expect(codes).toHaveText(["0101.21"]);
      await expect(page.getByTestId("tariff-results").locator("li").first()).toContainText("Tam kod");
    }
    await page.goto("/tariffs");
    await search(page, js, "0101");
    await expect(page.getByTestId("tariff-results").getByTestId("tariff-code")).toHaveText(["0101.21", "0101.29"]);
  });

  test("English names and other languages", async ({ page }) => {
    await login(page, "corporate");
    await page.goto("/tariffs?q=hazelnuts&lng=en");
    const first = page.getByTestId("tariff-results").locator("li").first();
    await expect(first).toContainText("Hazelnuts; in shell");
    await expect(first).toContainText("Fındık; kabuklu");
  });
});

bothModes("tariff import", (js) => {
  // Codes of a chapter the sample does not use, different for each mode (the modes run side by side).
  const chapter = js ? "98" : "99";
  const tgtc = [
    "gtip_code,digits,chapter,heading,description,unit,tax_rate",
    `${chapter}05,4,${chapter},${chapter}05,Deneme eşyası (uçtan uca),,`,
    `,,${chapter},${chapter}05,- Kutular:,,`,
    `${chapter}05.10.00.00.00,12,${chapter},${chapter}05,- - Karton kutular,Adet,0`,
    `${chapter}05.90.00.00.00,12,${chapter},${chapter}05,- - Diğerleri,Adet,0`,
    `XX,12,${chapter},${chapter}05,- - Bozuk,Adet,0`,
  ].join("\n");

  test("an admin imports the Turkish tariff through the upload; the same file again changes nothing", async ({
    page,
  }) => {
    test.slow(); // two uploads and their reports
    await login(page, "admin");
    await page.goto("/tariffs");
    await page.getByRole("link", { name: "Tarife içe aktar" }).click();
    await expect(page).toHaveURL(/\/tariffs\/import$/);
    const file = { name: `tgtc-${chapter}.csv`, mimeType: "text/csv", buffer: Buffer.from(tgtc) };
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole("button", { name: "İçe aktar" }).click();
    await expect(page).toHaveURL(/report=\d+/);
    await expect(page.getByTestId("report-added-value")).toHaveText("3");
    await expect(page.getByTestId("report-changed-value")).toHaveText("0");
    await expect(page.getByTestId("report-rejected-value")).toHaveText("1");
    await expect(page.getByTestId("report-rejections")).toContainText("2 ile 12 haneli bir tarife kodu değil");

    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole("button", { name: "İçe aktar" }).click();
    await expect(page.getByTestId("report-unchanged-value")).toHaveText("3");
    await expect(page.getByTestId("report-added-value")).toHaveText("0");
    await expect(page.getByTestId("report-changed-value")).toHaveText("0");
    await expect(page.getByTestId("import-history")).toContainText(`tgtc-${chapter}.csv`);

    // The full name of a "Diğerleri" line is built from its parents, and the finder finds it.
    await page.goto(`/tariffs?q=${chapter}05.90`);
    await expect(page.getByTestId("tariff-results").locator("li").first()).toContainText(
      "Deneme eşyası (uçtan uca) › Kutular › Diğerleri",
    );
  });

  test("a file over the limit is refused with a message", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/tariffs/import");
    if (js) await hydrated(page);
    const big = { name: "big.csv", mimeType: "text/csv", buffer: Buffer.alloc(9 * 1024 * 1024, 65) };
    await page.locator('input[type="file"]').setInputFiles(big);
    if (js) {
      // Refused before it is sent.
      await expect(page.getByText("Dosya 8 MB'tan büyük.")).toBeVisible();
      await expect(page.getByRole("button", { name: "İçe aktar" })).toBeDisabled();
      const origin = new URL(page.url()).origin;
      const response = await page.request.post("/tariffs/import", {
        multipart: { intent: "import", file: big },
        headers: { Origin: origin },
      });
      expect(response.status()).toBe(413);
    } else {
      await page.getByRole("button", { name: "İçe aktar" }).click();
      await expect(page.getByTestId("upload-error")).toHaveText("Dosya 8 MB'tan büyük.");
    }
  });
});

test.describe("tariff permissions and the JSON search", () => {
  test("a customer gets 403 on the admin import, view and upload", async ({ page }) => {
    await login(page, "customer");
    const response = await page.goto("/tariffs/import");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("Bu sayfaya erişim yetkiniz yok")).toBeVisible();
    await page.goto("/tariffs");
    await expect(page.getByRole("link", { name: "Tarife içe aktar" })).toHaveCount(0);
    const origin = new URL(page.url()).origin;
    const upload = await page.request.post("/tariffs/import", {
      multipart: {
        intent: "import",
        file: { name: "x.csv", mimeType: "text/csv", buffer: Buffer.from("gtip_code,description\n9701,Deneme\n") },
      },
      headers: { Origin: origin },
    });
    expect(upload.status()).toBe(403);
  });

  test("GET /tariffs/search answers signed-in users with ranked rows", async ({ page, playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.get("/tariffs/search?q=ipek")).status()).toBe(401);
    await anonymous.dispose();

    await login(page, "customer");
    const short = await page.request.get("/tariffs/search?q=ip");
    expect(short.status()).toBe(400);
    expect((await short.json()).message).toBe("En az 3 harf giriniz");
    const found = await page.request.get("/tariffs/search?q=0101.21&lng=en");
    expect(found.status()).toBe(200);
    expect(found.headers()["server-timing"]).toMatch(/search;.*dur=/);
    const body = await found.json();
    expect(body.rows.map((r: { code: string; match: string }) => [r.code, r.match])).toEqual([["0101.21", "exact"]]);
    expect(body.rows[0].name).toBe("Horses; pure-bred breeding animals");
    const none = await page.request.get("/tariffs/search?q=zzqqxx");
    expect((await none.json()).message).toBe("Sonuç bulunamadı");
  });

  test("the finder page carries a Server-Timing header", async ({ page }) => {
    await login(page, "customer");
    const response = await page.goto("/tariffs?q=pamuk");
    expect(response?.headers()["server-timing"]).toMatch(/search;desc="tariff search";dur=\d/);
    // Which answered: the in-memory index, or SQL while it is being built (the first search after a start or an import).
    expect(response?.headers()["server-timing"]).toMatch(/search-from;desc="(index|sql)"/);
  });
});

/** The codes the shipment form accepts: an HS subheading (6 digits) or a Turkish tariff line (12). */
const ACCEPTED = /^\d{4}\.\d{2}(\.\d{2}\.\d{2}\.\d{2})?$/;

test.describe("only codes a shipment accepts, each once", () => {
  const everyday: Array<[q: string, lng: string, first: string[], name: string]> = [
    ["cep telefonu", "tr", ["8517.13", "8517.14"], "Akıllı telefon (cep telefonu)"],
    ["mobile phone", "en", ["8517.13", "8517.14"], "Smartphones (mobile phones)"],
    ["tişört", "tr", ["6109.10", "6109.90"], "Tişört, atlet ve fanila; pamuklu"],
  ];

  test("the picker's JSON: real results for everyday words, accepted codes, no duplicates", async ({ page }) => {
    await login(page, "customer");
    for (const [q, lng, first, name] of everyday) {
      const response = await page.request.get(`/tariffs/search?${new URLSearchParams({ q, lng, perPage: "50" })}`);
      expect(response.status(), q).toBe(200);
      const body = (await response.json()) as { total: number; rows: Array<{ code: string; name: string }> };
      expect(
        body.rows.slice(0, first.length).map((r) => r.code),
        q,
      ).toEqual(first);
      expect(body.rows[0].name, q).toBe(name);
    }
    // Chapters, headings and words: never a code the form refuses, never the same code twice.
    for (const q of ["520", "5201", "5205", "8517", "pamuk", "telefon", "tişört", "cotton", "parts", "ayakkabı"]) {
      const body = (await (
        await page.request.get(`/tariffs/search?${new URLSearchParams({ q, perPage: "50" })}`)
      ).json()) as { total: number; rows: Array<{ code: string }> };
      const codes = body.rows.map((r) => r.code);
      expect(codes.length, q).toBeGreaterThan(0);
      expect(
        codes.filter((c) => !ACCEPTED.test(c)),
        q,
      ).toEqual([]);
      expect(new Set(codes).size, q).toBe(codes.length);
      expect(
        codes.filter((c) => c.length === 7 && codes.some((o) => o.length > 7 && o.startsWith(c))),
        q,
      ).toEqual([]);
    }
    const heading = (await (await page.request.get("/tariffs/search?q=5201")).json()) as {
      rows: Array<{ code: string; match: string }>;
    };
    expect(heading.rows.map((r) => [r.code, r.match])).toEqual([["5201.00", "prefix"]]);
  });

  bothModes("the finder page", (js) => {
    test("lists accepted codes only, each once, for everyday words and for chapters and headings", async ({ page }) => {
      await login(page, "corporate");
      for (const [q, , first] of everyday.filter(([, lng]) => lng === "tr")) {
        await page.goto("/tariffs");
        await search(page, js, q);
        const codes = page.getByTestId("tariff-results").getByTestId("tariff-code");
        await expect(codes.first()).toHaveText(first[0]);
        await expect(codes.nth(1)).toHaveText(first[1]);
      }
      for (const q of ["520", "5205", "8517", "pamuk"]) {
        await page.goto("/tariffs");
        await search(page, js, q);
        const codes = page.getByTestId("tariff-results").getByTestId("tariff-code");
        await expect(codes.first()).toBeVisible();
        const shown = (await codes.allTextContents()).map((c) => c.trim());
        expect(
          shown.filter((c) => !ACCEPTED.test(c)),
          q,
        ).toEqual([]);
        expect(new Set(shown).size, q).toBe(shown.length);
      }
      await page.goto("/tariffs?q=mobile%20phone&lng=en");
      await expect(page.getByTestId("tariff-results").locator("li").first()).toContainText(
        "Smartphones (mobile phones)",
      );
      await expect(page.getByTestId("tariff-results").getByTestId("tariff-code").first()).toHaveText("8517.13");
    });
  });
});
