import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { checkDigit } from "../../app/lib/shipments/tracking-number";
import { bothModes, dataDir, expect, hydrated, test } from "./fixtures";

/**
 * Public tracking: what a visitor typed that cannot be a tracking number (not "KG" and 11 digits) is
 * answered with the format the field's help states, next to the field and with the text kept (400, as
 * every form's bad input); a number of the right shape that matches no shipment still says "No Results".
 */
bothModes("tracking number format", (js) => {
  test("a malformed number gets the format message; a well-formed unknown one gets No Results", async ({ page }) => {
    const response = await page.goto("/tracking");
    expect(response?.status()).toBe(200);
    // The public screens start their scripts on the visitor's first move (nothing to wait for without JavaScript).
    await hydrated(page, js);
    const field = page.locator("input[name=number]");
    const send = async (value: string) => {
      await field.fill(value);
      if (js) await field.press("Enter");
      else await Promise.all([page.waitForURL(/number=/), page.getByRole("button", { name: "Sorgula" }).click()]);
      await expect(page).toHaveURL(new RegExp(`number=${encodeURIComponent(value).replace(/%20/g, "(\\+|%20)")}`));
    };

    await send("abc");
    const message = page.getByText("Takip numarası KG ve ardından 11 rakamdan oluşur, örneğin KG 1234 5678 901.");
    await expect(message).toBeVisible();
    await expect(field).toHaveValue("abc");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // The message is the field's own description, not a separate alert.
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    expect(describedBy).not.toBe("");
    await expect(page.locator(`[id="${describedBy.split(" ")[0]}"]`)).toHaveText(/KG ve ardından 11 rakamdan oluşur/);
    await expect(page.getByTestId("tracking-none")).toHaveCount(0);

    // Too short, a letter among the digits, a wrong prefix: all malformed.
    for (const value of ["KG123", "KG1234567890X", "AB12345678901"]) {
      await send(value);
      await expect(message).toBeVisible();
      await expect(field).toHaveValue(value);
      await expect(page.getByTestId("tracking-none")).toHaveCount(0);
    }

    // The right shape (any case, spaces between groups), no such shipment: No Results, no format message.
    await send("kg 1234 5678 901");
    await expect(page.getByTestId("tracking-none")).toHaveText("Sonuç bulunamadı");
    await expect(message).toHaveCount(0);
    await expect(field).toHaveValue("kg 1234 5678 901");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
  });
});

test("the status codes: 400 for a malformed number, 200 for No Results and the empty form", async ({ request }) => {
  const malformed = await request.get("/tracking?number=abc");
  expect(malformed.status()).toBe(400);
  const html = await malformed.text();
  expect(html).toContain("Takip numarası KG ve ardından 11 rakamdan oluşur");
  expect(html).toMatch(/<input[^>]*name="number"[^>]*value="abc"|<input[^>]*value="abc"[^>]*name="number"/);
  expect((await request.get("/tracking?number=KG12345678901")).status()).toBe(200);
  expect((await request.get("/tracking")).status()).toBe(200);
  // In English too.
  const english = await request.get("/tracking?number=abc&lng=en");
  expect(english.status()).toBe(400);
  expect(await english.text()).toContain(
    "A tracking number is KG followed by 11 digits, for example KG 1234 5678 901.",
  );
});

/** Seeded tracking numbers (read-only from the e2e server's database), oldest first. */
function seededNumbers(count: number): string[] {
  const db = new Database(path.join(dataDir(), "cargo.db"), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("select tracking_number from shipments order by id limit ?").all(count) as Array<{
      tracking_number: string;
    }>;
    return rows.map((r) => r.tracking_number);
  } finally {
    db.close();
  }
}
/** "KG12345678901" as a person might type it: lower case, spaces between the groups. */
const typed = (n: string) => `${n.slice(0, 2).toLowerCase()} ${n.slice(2, 6)} ${n.slice(6, 10)} ${n.slice(10)}`;
const grouped = (n: string) => `${n.slice(0, 2)} ${n.slice(2, 6)} ${n.slice(6, 10)} ${n.slice(10)}`;
/** Well-formed numbers (right check digit) that no shipment has. */
const unknownNumbers = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const body = `99${String(i).padStart(8, "0")}`;
    return `KG${body}${checkDigit(body)}`;
  });

/**
 * Several numbers at once: the second form (one a line, or separated by commas or spaces) answers one result per
 * number, each found one a summary that opens to its card, each unknown one a message of its own.
 */
bothModes("several tracking numbers", (js) => {
  const search = async (page: Page, text: string) => {
    await page.goto("/tracking");
    await hydrated(page, js);
    await page.getByText("Birden fazla numara sorgula").click();
    const field = page.locator("textarea[name=number]");
    await field.fill(text);
    await Promise.all([page.waitForURL(/number=/), page.getByRole("button", { name: "Hepsini takip et" }).click()]);
    return field;
  };

  test("five numbers at once show five results", async ({ page }) => {
    const numbers = seededNumbers(5);
    // Written the ways people paste them: lines, commas, spaces, lower case, and one twice.
    const text = `${typed(numbers[0])}\n${numbers[1]}, ${numbers[2]} ${grouped(numbers[3])}\n${numbers[4]}\n${typed(numbers[0])}`;
    const field = await search(page, text);
    const items = page.getByTestId("tracking-item");
    await expect(items).toHaveCount(5);
    for (const [i, n] of numbers.entries()) {
      await expect(items.nth(i)).toHaveAttribute("data-number", n);
      await expect(items.nth(i)).toHaveAttribute("data-found", "true");
      await expect(items.nth(i).getByTestId("tracking-number")).toHaveText(grouped(n));
    }
    await expect(page.getByRole("heading", { name: "5 numaradan 5 tanesi bulundu" })).toBeVisible();
    // The list is kept in its field; the single number's field stays empty.
    await expect(field).toHaveValue(text);
    await expect(page.locator("input[name=number]")).toHaveValue("");
    // A summary opens to the whole card: the facts and the history.
    await expect(items.first().getByTestId("tracking-timeline")).toBeHidden();
    await items.first().locator("summary").click();
    await expect(items.first().getByTestId("tracking-timeline")).toBeVisible();
    await expect(items.first().getByTestId("tracking-origin")).not.toBeEmpty();
  });

  test("found and unknown numbers side by side, each with its own answer", async ({ page }) => {
    const [a, b] = seededNumbers(2);
    const [unknown] = unknownNumbers(1);
    // The check digit wrong: mistyped, so no shipment has it either.
    const mistyped = `${b.slice(0, 12)}${(Number(b[12]) + 1) % 10}`;
    await search(page, `${a}\n${unknown}\n${mistyped}\n${b}`);
    const items = page.getByTestId("tracking-item");
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toHaveAttribute("data-found", "true");
    await expect(items.nth(1)).toHaveAttribute("data-found", "false");
    await expect(items.nth(1)).toContainText(`${grouped(unknown)}: Bu numarayla bir gönderi bulunamadı.`);
    await expect(items.nth(2)).toHaveAttribute("data-found", "false");
    await expect(items.nth(2)).toContainText(grouped(mistyped));
    await expect(items.nth(3)).toHaveAttribute("data-found", "true");
    await expect(page.getByRole("heading", { name: "4 numaradan 2 tanesi bulundu" })).toBeVisible();
  });

  test("more than twenty numbers are refused with the limit, the list kept whole", async ({ page }) => {
    const text = unknownNumbers(21).join("\n");
    const field = await search(page, text);
    await expect(
      page.getByText(
        "Tek seferde en fazla 20 numara sorgulanabilir; listede 21 numara var. Bazılarını çıkarıp tekrar deneyin.",
      ),
    ).toBeVisible();
    await expect(field).toHaveValue(text);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("tracking-item")).toHaveCount(0);
  });

  test("entries that are not numbers are named, nothing is looked up", async ({ page }) => {
    const [a] = seededNumbers(1);
    const field = await search(page, `${a}\nabc, KG123`);
    await expect(page.getByText("Bunlar takip numarası değil: abc, KG123.")).toBeVisible();
    await expect(field).toHaveValue(`${a}\nabc, KG123`);
    await expect(page.getByTestId("tracking-item")).toHaveCount(0);
  });
});

test("several numbers by repeated ?number=, the status codes and the language", async ({ request, clientIp }) => {
  const headers = { "X-Forwarded-For": clientIp };
  const [a, b] = seededNumbers(2);
  const [unknown] = unknownNumbers(1);
  const both = await request.get(`/tracking?number=${a}&number=${typed(b)}&number=${unknown}&number=${a}`, {
    headers,
  });
  expect(both.status()).toBe(200);
  const html = await both.text();
  expect(html.match(/data-testid="tracking-item"/g)).toHaveLength(3);
  expect(html).toContain(`data-number="${a}"`);
  expect(html).toContain(`data-number="${b}"`);
  // Three distinct numbers, three lookups of the address's thirty.
  expect(both.headers().ratelimit).toContain('"tracking-address";r=27');

  const query = unknownNumbers(21)
    .map((n) => `number=${n}`)
    .join("&");
  const tooMany = await request.get(`/tracking?${query}&lng=en`, { headers });
  expect(tooMany.status()).toBe(400);
  expect(await tooMany.text()).toContain(
    "You can track up to 20 numbers at once; this list has 21. Remove some and try again.",
  );
  // Refused before any lookup: nothing counted.
  const one = await request.get(`/tracking?number=${a}`, { headers });
  expect(one.headers().ratelimit).toContain('"tracking-address";r=26');
});

test("the allowance counts numbers, and a list it cannot cover is refused whole", async ({ request, clientIp }) => {
  const headers = { "X-Forwarded-For": clientIp };
  const numbers = unknownNumbers(20);
  const list = (n: number) => `/tracking?number=${encodeURIComponent(numbers.slice(0, n).join("\n"))}`;
  // Thirty lookups in ten minutes: twenty numbers, then five.
  expect((await request.get(list(20), { headers })).status()).toBe(200);
  const five = await request.get(list(5), { headers });
  expect(five.status()).toBe(200);
  expect(five.headers().ratelimit).toContain('"tracking-address";r=5');
  // Six do not fit in the five left: 429 saying so, and nothing of it counted.
  const six = await request.get(`${list(6)}&lng=en`, { headers });
  expect(six.status()).toBe(429);
  expect(Number(six.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await six.text()).toContain("This search has 6 numbers, but only 5 lookups are left for now.");
  expect((await request.get(list(5), { headers })).status()).toBe(200);
  // Nothing left: the single lookup's message.
  const more = await request.get(`${list(2)}&lng=en`, { headers });
  expect(more.status()).toBe(429);
  expect(await more.text()).toContain("Too many lookups. Please try again in");
});
