import type { APIRequestContext } from "@playwright/test";
import { test, expect, login, bothModes, hydrated } from "./fixtures";

/**
 * The email demo app against the mock data of the same server process: each test writes mails with a
 * subject of its own and asserts only on those, as other tests share the mailbox.
 */
async function mails(request: APIRequestContext, query: string) {
  const response = await request.get(`/mock/apps/email/emails?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()).emails as Array<{
    id: number;
    subject: string;
    isRead: boolean;
    isStarred: boolean;
    folder: string;
    labels: string[];
    to: Array<{ email: string }>;
    cc: string[];
    message: string;
  }>;
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("email with JavaScript", () => {
  test("the inbox is drawn by the server and hydrates on intent, keeping a box ticked before then", async ({
    page,
  }) => {
    await login(page, "admin");
    await page.goto("/apps/email");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    // A keyboard tick lands before the modules: the browser's alone, then React's selection on hydration.
    const first = page.getByTestId("email-list").locator("li").first().getByRole("checkbox");
    await first.focus();
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    await hydrated(page);
    await expect(first).toBeChecked();
    await expect(page.getByTestId("email-select-all").locator("input")).toHaveAttribute("data-indeterminate", "true");
  });

  test("compose in the drawer, send, then star and flag it from the list and the mail", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/apps/email");
    // The inbox hydrates on the first move (app/lib/hydrate-on-intent.ts); before that a click is the browser's.
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "E-posta" })).toBeVisible();
    await expect(page.getByTestId("email-list").locator("li").first()).toBeVisible();

    await page.getByTestId("email-compose").click();
    const drawer = page.getByRole("dialog", { name: "Yeni e-posta" });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/email$/);
    const subject = unique("Drawer mail");
    await drawer.getByLabel("Kime").fill("ayse@example.com, wrong-address");
    await drawer.getByLabel("Konu").fill(subject);
    await drawer.getByTestId("compose-send").click();
    await expect(drawer.getByText("Geçerli e-posta adresleri girin")).toBeVisible();
    await expect(drawer.getByLabel("Konu")).toHaveValue(subject);
    await drawer.getByLabel("Kime").fill("ayse@example.com");
    await drawer.getByLabel("Bilgi (Cc)").fill("ops@example.com");
    const editor = drawer.locator("[contenteditable=true]");
    await editor.click();
    await page.keyboard.type("Pallets leave on Thursday.");
    await drawer.getByTestId("compose-send").click();

    await expect(page).toHaveURL(/folder=sent/);
    await expect(drawer).toBeHidden();
    const row = page.getByTestId("email-list").locator("li", { hasText: subject });
    await expect(row).toBeVisible();
    const [sent] = await mails(page.request, `folder=sent&q=${encodeURIComponent(subject)}`);
    expect(sent).toMatchObject({ folder: "sent", cc: ["ops@example.com"] });
    expect(sent.to[0].email).toBe("ayse@example.com");
    expect(sent.message).toContain("Pallets leave on Thursday.");

    // A row's star, then the bulk toolbar on a search that finds just this mail.
    await row.getByRole("button", { name: `Yıldızla: ${subject}` }).click();
    await expect(row.getByRole("button", { name: `Yıldızı kaldır: ${subject}` })).toBeVisible();
    expect((await mails(page.request, `folder=sent&q=${encodeURIComponent(subject)}`))[0].isStarred).toBe(true);

    await page.getByLabel("Konuda ara").fill(subject);
    await page.getByRole("button", { name: "Ara", exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByTestId("email-list").locator("li")).toHaveCount(1);
    await page.getByTestId("email-select-all").locator("input").check();
    await page.getByTestId("bulk-unread").click();
    await expect(page.getByTestId("email-list").locator("li.unread")).toHaveCount(1);
    expect((await mails(page.request, `folder=sent&q=${encodeURIComponent(subject)}`))[0].isRead).toBe(false);

    // Opening marks it read; a label toggles; trash moves it.
    await page
      .getByTestId("email-list")
      .getByRole("link", { name: new RegExp(subject) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    expect((await mails(page.request, `folder=sent&q=${encodeURIComponent(subject)}`))[0].isRead).toBe(true);
    await page.getByTestId("email-toggle-company").click();
    await expect(page.getByTestId("email-label-company")).toBeVisible();
    await page.getByTestId("email-trash").click();
    await expect(page.getByTestId("email-folder")).toHaveText("Çöp kutusu");
    const [trashed] = await mails(page.request, `folder=trash&q=${encodeURIComponent(subject)}`);
    expect(trashed.labels).toContain("company");

    // The back button returns to the searched list.
    await page.goBack();
    await expect(page).toHaveURL(/\/apps\/email\?/);
  });

  test("reply opens a prefilled drawer; the previous and next links follow the folder", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/apps/email?folder=inbox");
    await hydrated(page);
    await page.getByTestId("email-list").locator("li a").nth(1).click();
    await expect(page).toHaveURL(/\/apps\/email\/\d+\?folder=inbox/);
    const first = page.url();
    await page.getByTestId("email-previous").click();
    await expect(page).not.toHaveURL(first);
    // The address changes a moment before the new mail is drawn: wait for its "next" to lead back.
    const { pathname, search } = new URL(first);
    await expect(page.getByTestId("email-next")).toHaveAttribute("href", pathname + search);
    await page.getByTestId("email-next").click();
    await expect(page).toHaveURL(first);
    await page.getByTestId("email-reply").click();
    const drawer = page.getByRole("dialog", { name: "Yanıtla" });
    await expect(drawer.getByLabel("Konu")).toHaveValue(/^Re: /);
    await expect(drawer.getByLabel("Kime")).toHaveValue(/@example\.com$/);
  });
});

bothModes("email forms", (js) => {
  test("compose page: a bad address is a field error, then the draft is saved", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/apps/email/compose");
    const subject = unique(`Draft ${js ? "js" : "nojs"}`);
    await page.getByLabel("Kime").fill("nobody-at-example");
    await page.getByLabel("Konu").fill(subject);
    await page.getByTestId("compose-send").click();
    await expect(page.getByText("Geçerli e-posta adresleri girin")).toBeVisible();
    await expect(page.getByLabel("Konu")).toHaveValue(subject);
    await expect(page.getByLabel("Kime")).toHaveValue("nobody-at-example");
    await page.getByLabel("Kime").fill("");
    if (!js) await page.getByTestId("message-textarea").fill("<p>Hello <script>alert(1)</script>team</p>");
    await page.getByTestId("compose-draft").click();
    await expect(page).toHaveURL(/folder=draft/);
    await expect(page.getByTestId("email-list").locator("li", { hasText: subject })).toBeVisible();
    const [draft] = await mails(page.request, `folder=draft&q=${encodeURIComponent(subject)}`);
    expect(draft.folder).toBe("draft");
    if (!js) expect(draft.message).toBe("<p>Hello team</p>");
  });

  test("bulk form: mark the chosen mails read, with one change at a time", async ({ page }) => {
    await login(page, "admin");
    const subject = unique(`Bulk ${js ? "js" : "nojs"}`);
    // Two sent mails of this test's own, then marked unread through the interface so the form has work to do.
    for (const to of ["a@example.com", "b@example.com"]) {
      await page.goto("/apps/email/compose");
      await page.getByLabel("Kime").fill(to);
      await page.getByLabel("Konu").fill(subject);
      await page.getByTestId("compose-send").click();
      await expect(page).toHaveURL(/folder=sent/);
    }
    const ids = (await mails(page.request, `folder=sent&q=${encodeURIComponent(subject)}`)).map((m) => m.id);
    expect(ids).toHaveLength(2);
    const update = await page.request.post("/mock/apps/email/update-emails", {
      data: { emailIds: ids, dataToUpdate: { isRead: false } },
    });
    expect(update.status()).toBe(200);

    await page.goto(`/apps/email?folder=sent&q=${encodeURIComponent(subject)}`);
    await hydrated(page, js);
    const rows = page.getByTestId("email-list").locator("li");
    await expect(rows).toHaveCount(2);
    await expect(rows.and(page.locator(".unread"))).toHaveCount(2);
    await page.getByLabel("Taşınacak klasör").selectOption("spam");
    await rows.first().getByRole("checkbox").check();
    await page.getByTestId("bulk-read").click();
    if (!js) {
      // Without JavaScript every choice is posted: two changes at once are refused with the reason.
      await expect(page.getByTestId("bulk-error")).toContainText("Tek seferde bir işlem");
      await page.getByLabel("Taşınacak klasör").selectOption("");
      await rows.first().getByRole("checkbox").check();
      await page.getByTestId("bulk-read").click();
    }
    await expect(rows.and(page.locator(".unread"))).toHaveCount(1);
    const after = await mails(page.request, `folder=sent&q=${encodeURIComponent(subject)}`);
    expect(after.filter((m) => m.isRead)).toHaveLength(1);
    expect(after.every((m) => m.folder === "sent")).toBe(true);
  });
});
