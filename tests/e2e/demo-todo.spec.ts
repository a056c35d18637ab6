import type { APIRequestContext } from "@playwright/test";
import { test, expect, login, bothModes } from "./fixtures";

/** The todo demo app against the mock data of the same server process; each test works on tasks of its own. */
async function tasks(request: APIRequestContext, query: string) {
  const response = await request.get(`/mock/apps/todo/tasks?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Array<{
    id: number;
    title: string;
    dueDate: string;
    tags: string[];
    assignee: { fullName: string } | null;
    isCompleted: boolean;
    isImportant: boolean;
    isDeleted: boolean;
  }>;
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("todo with JavaScript: add in the drawer, edit, complete, delete and restore", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/apps/todo?sortBy=title-asc");
  await expect(page.getByRole("heading", { level: 1, name: "Yapılacaklar" })).toBeVisible();
  await page.getByTestId("todo-add").click();
  const drawer = page.getByRole("dialog", { name: "Görev ekle" });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/todo\?sortBy=title-asc$/);
  await drawer.getByTestId("task-save").click();
  await expect(drawer.getByText("Bu alan zorunludur")).toBeVisible();
  const title = unique("Drawer task");
  await drawer.getByRole("textbox", { name: "Başlık" }).fill(title);
  await drawer.getByLabel("Bitiş tarihi").fill("2026-01-15");
  await drawer.getByLabel("Sorumlu").selectOption({ index: 1 });
  await drawer.getByRole("checkbox", { name: "Yüksek" }).check();
  await drawer.getByTestId("task-save").click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/sortBy=title-asc/);
  const row = page.getByTestId("todo-list").locator("li", { hasText: title });
  await expect(row).toBeVisible();
  const [added] = await tasks(page.request, `q=${encodeURIComponent(title)}`);
  expect(added).toMatchObject({ dueDate: "2026-01-15", tags: ["high"], isCompleted: false });
  expect(added.assignee).not.toBeNull();

  await row.getByRole("link", { name: `Düzenle: ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Görevi düzenle" });
  await expect(edit.getByRole("textbox", { name: "Başlık" })).toHaveValue(title);
  await edit.getByRole("checkbox", { name: "Önemli" }).check();
  await edit.getByTestId("task-save").click();
  await expect(edit).toBeHidden();
  expect((await tasks(page.request, `q=${encodeURIComponent(title)}`))[0].isImportant).toBe(true);

  await row.getByRole("button", { name: `Tamamlandı işaretle: ${title}` }).click();
  await expect(row.getByRole("button", { name: `Yeniden aç: ${title}` })).toBeVisible();
  await row.getByRole("button", { name: `Sil: ${title}` }).click();
  await expect(row).toBeHidden();
  const [deleted] = await tasks(page.request, `filter=deleted&q=${encodeURIComponent(title)}`);
  expect(deleted).toMatchObject({ isDeleted: true, isCompleted: true });

  await page.getByRole("link", { name: "Silinen" }).click();
  await expect(page).toHaveURL(/filter=deleted/);
  const gone = page.getByTestId("todo-list").locator("li", { hasText: title });
  await gone.getByRole("button", { name: `Geri al: ${title}` }).click();
  await expect(gone).toBeHidden();
  expect((await tasks(page.request, `q=${encodeURIComponent(title)}`))[0].isDeleted).toBe(false);
  await page.goBack();
  await expect(page).toHaveURL(/sortBy=title-asc/);
});

bothModes("todo forms", (js) => {
  test("the add page keeps what was typed on a refusal, then saves; a toggle posts one task", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/apps/todo/new?filter=important");
    const title = unique(`Page task ${js ? "js" : "nojs"}`);
    await page.getByRole("textbox", { name: "Başlık" }).fill(title);
    await page.getByLabel("Bitiş tarihi").fill("");
    await page.getByRole("checkbox", { name: "Ekip" }).check();
    await page.getByTestId("task-save").click();
    await expect(page.getByText("Bir tarih girin.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Başlık" })).toHaveValue(title);
    await expect(page.getByRole("checkbox", { name: "Ekip" })).toBeChecked();
    await page.getByLabel("Bitiş tarihi").fill("2026-02-01");
    await page.getByRole("checkbox", { name: "Önemli" }).check();
    await page.getByTestId("task-save").click();
    await expect(page).toHaveURL(/\/apps\/todo\?filter=important$/);
    const row = page.getByTestId("todo-list").locator("li", { hasText: title });
    await expect(row).toBeVisible();
    const [saved] = await tasks(page.request, `q=${encodeURIComponent(title)}`);
    expect(saved).toMatchObject({ dueDate: "2026-02-01", tags: ["team"], isImportant: true, assignee: null });

    await row.getByRole("button", { name: `Önemli: ${title}` }).click();
    await expect(row).toBeHidden();
    expect((await tasks(page.request, `q=${encodeURIComponent(title)}`))[0].isImportant).toBe(false);
  });
});
