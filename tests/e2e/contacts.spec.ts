import type { Page } from "@playwright/test";
import { bothModes, expect as baseExpect, DEMO, DEMO_PASSWORD, hydrated, test } from "./fixtures";

// Navigations here write rows and mails; allow for a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Signs in through the real form like the fixtures' `login`, with patience for a busy machine (scrypt under load). */
async function login(page: Page, who: keyof typeof DEMO) {
  await page.goto("/login");
  await page.getByLabel(/E-posta|Email/).fill(DEMO[who]);
  await page.getByLabel(/^Şifre|^Password/).fill(DEMO_PASSWORD);
  await page.locator("main form button[type=submit]").click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

test.describe.configure({ timeout: 120_000 });

/** Opens a message from the list; with JavaScript, after the data grid has replaced the server-rendered table. */
async function openRow(page: Page, js: boolean, name: string) {
  if (js) {
    // The list hydrates on the first move (app/lib/hydrate-on-intent.ts).
    await hydrated(page);
    await page.getByTestId("contact-list").and(page.locator('[data-grid="true"]')).waitFor();
  }
  await page.getByRole("link", { name }).first().click();
}

/** The public contact form to the admins' inbox, read and unread, with JavaScript on and off. */
bothModes("contact form and inbox", (js) => {
  test("a visitor's message lands unread in the inbox; opening it reads it; it can be unread again and deleted", async ({
    page,
  }) => {
    const subject = `Parsiyel yük ${js ? "js" : "nojs"} ${Date.now().toString(36)}`;
    await page.goto("/contact");
    await expect(page.getByTestId("public-login")).toBeVisible();
    await page.locator('[name="name"]').fill("Hakan Deneme");
    await page.locator('[name="email"]').fill("hakan.deneme@example.com");
    await page.locator('[name="subject"]').fill(subject);
    await page.locator('[name="message"]').fill("Kısa");
    await page.getByRole("button", { name: "Mesajı gönder" }).click();
    await expect(page.getByText("En az 10 karakter yazın")).toBeVisible();
    await expect(page.locator('[name="subject"]')).toHaveValue(subject);
    await page
      .locator('[name="message"]')
      .fill("Merhaba, Bursa'dan Almanya'ya her ay 3 palet gönderiyoruz. Fiyat alabilir miyiz?");
    await page.getByRole("button", { name: "Mesajı gönder" }).click();
    await expect(page.getByTestId("contact-sent")).toBeVisible();

    await login(page, "admin");
    await page.goto(`/contacts?view=unread&q=${encodeURIComponent(subject)}`);
    const tabs = page.getByTestId("contact-tabs");
    await expect(tabs.getByTestId("count-all")).toHaveText(/\d+/);
    const [all, unread, read] = await Promise.all(
      ["all", "unread", "read"].map(async (v) => Number(await tabs.getByTestId(`count-${v}`).textContent())),
    );
    expect(all).toBe(unread + read);
    await expect(page.getByTestId("side-menu").getByText(String(unread), { exact: true })).toBeVisible();
    await openRow(page, js, subject);
    await expect(page.getByTestId("contact-message")).toContainText("her ay 3 palet");
    await expect(page.getByTestId("contact-status")).toContainText("Selin Aksoy");

    // Now read: gone from the unread view, in the read view.
    await page.goto(`/contacts?view=unread&q=${encodeURIComponent(subject)}`);
    await expect(page.getByTestId("contact-list-empty")).toBeVisible();
    await page.goto(`/contacts?view=read&q=${encodeURIComponent(subject)}`);
    await expect(page.getByRole("link", { name: subject }).first()).toBeVisible();

    // Mark unread again, then delete after confirming.
    await openRow(page, js, subject);
    await page.getByRole("button", { name: "Okunmadı olarak işaretle" }).click();
    await expect(page).toHaveURL(/\/contacts\?view=unread$/);
    await page.goto(`/contacts?view=unread&q=${encodeURIComponent(subject)}`);
    await expect(page.getByRole("link", { name: subject }).first()).toBeVisible();
    await openRow(page, js, subject);
    await page.getByTestId("delete-contact").click();
    await expect(page.getByTestId("confirm-delete")).toBeVisible();
    await page.getByRole("button", { name: "Evet, sil" }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await page.goto(`/contacts?q=${encodeURIComponent(subject)}`);
    await expect(page.getByTestId("contact-list-empty")).toBeVisible();
  });
});

test("robots filling the honeypot are thanked and dropped; an address is limited to five messages an hour", async ({
  page,
}) => {
  const subject = `Bot ${Date.now().toString(36)}`;
  const form = {
    name: "Bot Bot",
    email: "bot@example.com",
    subject,
    message: "Buy cheap things at our shop today!",
    website: "http://spam.example",
  };
  const trapped = await page.request.post("/contact", { form, maxRedirects: 0 });
  expect(trapped.status()).toBe(303);
  for (let i = 0; i < 5; i++) {
    const ok = await page.request.post("/contact", {
      form: { ...form, website: "", subject: `${subject} ${i}` },
      maxRedirects: 0,
    });
    expect(ok.status()).toBe(303);
  }
  const limited = await page.request.post("/contact", { form: { ...form, website: "" }, maxRedirects: 0 });
  expect(limited.status()).toBe(429);

  await login(page, "admin");
  await page.goto(`/contacts?q=${encodeURIComponent(subject)}`);
  await expect(page.getByRole("link", { name: new RegExp(`^${subject} \\d$`) })).toHaveCount(5);
  await expect(page.getByRole("link", { name: subject, exact: true })).toHaveCount(0);
});

test("staff without the inbox get 403; visitors go to sign in", async ({ page }) => {
  const res = await page.goto("/contacts");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcontacts/);
  expect(res?.status()).toBe(200);
  await login(page, "agent");
  expect((await page.goto("/contacts"))?.status()).toBe(403);
});
