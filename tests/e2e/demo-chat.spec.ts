import type { APIRequestContext } from "@playwright/test";
import { test, expect, login, bothModes } from "./fixtures";

/** The chat demo app against the mock data of the same server process. */
async function chatOf(request: APIRequestContext, contactId: number) {
  const response = await request.get("/mock/apps/chat/chats-and-contacts");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    chatsContacts: Array<{
      id: number;
      fullName: string;
      chat: { unseenMsgs: number; lastMessage: { message: string } };
    }>;
    contacts: Array<{ id: number; fullName: string }>;
  };
  return { entry: body.chatsContacts.find((c) => c.id === contactId), order: body.chatsContacts.map((c) => c.id) };
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("chat with JavaScript: a new chat with a contact, the message at once, the list reordered", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/apps/chat");
  await expect(page.getByTestId("chat-profile")).toBeVisible();
  // Opening a chat with unseen messages resets its count (the mock's rule).
  const unseen = page
    .getByTestId("chat-list")
    .locator("a", { has: page.locator(".MuiChip-root") })
    .first();
  if (await unseen.count()) {
    const id = Number(new URL((await unseen.getAttribute("href"))!, page.url()).searchParams.get("contact"));
    await unseen.click();
    await expect(page).toHaveURL(new RegExp(`contact=${id}`));
    expect((await chatOf(page.request, id)).entry?.chat.unseenMsgs).toBe(0);
  }
  const contact = page.getByTestId("contact-list").locator("a").first();
  const name = (await contact.locator(".name").textContent())!;
  await contact.click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get("contact"));
  const text = unique("Hello from the panel");
  await page.getByLabel("İletiniz").fill(text);
  await page.getByTestId("chat-send").click();
  await expect(page.getByTestId("chat-messages").getByText(text)).toBeVisible();
  await expect(page.getByLabel("İletiniz")).toHaveValue("");
  await expect(page.getByTestId("chat-list").locator("a").first()).toContainText(name);
  const after = await chatOf(page.request, id);
  expect(after.entry?.chat.lastMessage.message).toBe(text);
  expect(after.order[0]).toBe(id);
});

bothModes("chat form", (js) => {
  test("an empty message is a field error; a message is sent to the open chat", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/apps/chat");
    const first = page.getByTestId("chat-list").locator("a").first();
    await first.click();
    await expect(page).toHaveURL(/contact=\d+/);
    const id = Number(new URL(page.url()).searchParams.get("contact"));
    await page.getByTestId("chat-send").click();
    await expect(page.getByText("Bu alan zorunludur")).toBeVisible();
    const text = unique(`Reply ${js ? "js" : "nojs"}`);
    await page.getByLabel("İletiniz").fill(text);
    await page.getByTestId("chat-send").click();
    await expect(page.getByTestId("chat-messages").getByText(text)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`contact=${id}`));
    // The chat holds the message (the other mode's test may have written to the same chat since).
    const response = await page.request.get(`/mock/apps/chat/get-chat?id=${id}`);
    const { chat } = (await response.json()) as { chat: { chat: Array<{ message: string }> } };
    expect(chat.chat.map((m) => m.message)).toContain(text);
  });
});
