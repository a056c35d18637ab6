import path from "node:path";
import Database from "better-sqlite3";
import { test, expect, dataDir } from "../e2e/fixtures";
import { registerViaApi } from "./own-server";

/** Reading never writes: GET and HEAD change no row, whatever their query says. */

function storedLocale(email: string): string {
  const db = new Database(path.join(dataDir("main"), "cargo.db"), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select locale from users where email = ?").get(email) as { locale: string }).locale;
  } finally {
    db.close();
  }
}

test("?lng= shows a page in another language without writing the account's language; the switcher (POST) writes it", async ({
  playwright,
  baseURL,
}) => {
  test.skip(Boolean(process.env.E2E_DATABASE_URL), "reads the main server's SQLite file");
  const { request, email } = await registerViaApi(playwright, baseURL!, "lng");
  const before = storedLocale(email);
  const other = before === "de" ? "fr" : "de";
  const page = await request.get(`/account?lng=${other}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(`<html lang="${other}"`);
  expect(storedLocale(email)).toBe(before);
  const data = await request.get(`/account.data?lng=${other}`);
  expect(data.status()).toBe(200);
  expect(storedLocale(email)).toBe(before);

  const chosen = await request.post("/preferences", {
    form: { intent: "language", lng: other, redirectTo: "/account" },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(303);
  expect(storedLocale(email)).toBe(other);
});
