import { bothModes, expect, hydrated, login, test } from "./fixtures";

/**
 * The demo users: adding with a taken email shows the message next to the field, then with a new email the user
 * appears in the filtered list (with and without JavaScript); view, suspend, change plan, edit, export.
 */
bothModes("demo users", (js) => {
  test("a taken email is a field error; a new one adds the user to the filtered list", async ({ page }) => {
    await login(page, "admin");
    const taken = (await (await page.request.get("/mock/api/users/list/data?perPage=1")).json()).users[0].email;
    const username = `tester_${js ? "js" : "html"}_${Date.now().toString(36)}`;
    await page.goto(`/apps/user/list?role=editor&q=${username}`);
    await hydrated(page, js);
    await page.getByTestId("open-add").click();
    const form = page.getByTestId("user-form");
    await form.locator("[name=fullName]").fill("Deniz Test");
    await form.locator("[name=username]").fill(username);
    await form.locator("[name=email]").fill(taken);
    await form.locator("[name=role]").selectOption("editor");
    await form.locator("[name=currentPlan]").selectOption("team");
    await form.getByTestId("save-user").click();
    await expect(form.getByText("Bu e-posta adresi zaten kullanılıyor.")).toBeVisible();
    await expect(form.locator("[name=username]")).toHaveValue(username);
    await form.locator("[name=email]").fill(`${username}@example.com`);
    await form.getByTestId("save-user").click();
    await expect(page.getByTestId("user-table")).toContainText(username);
    await expect(page).toHaveURL(/role=editor/);
    await expect(page.getByTestId("user-form")).toHaveCount(0);
    const listed = await (await page.request.get(`/mock/api/users/list/data?q=${username}`)).json();
    expect(listed.users[0]).toMatchObject({ role: "editor", currentPlan: "team", fullName: "Deniz Test" });
  });
});

test("view, suspend, change plan, edit and export", async ({ page }) => {
  await login(page, "admin");
  const { users } = await (await page.request.get("/mock/api/users/list/data?status=active&perPage=1")).json();
  const user = users[0];
  await page.goto(`/apps/user/view/${user.id}?tab=security`);
  await expect(page.locator("[aria-current=page]")).toHaveAttribute("data-tab", "security");
  await page.getByTestId("suspend").click();
  await expect(page.getByTestId("user-facts")).toContainText("Pasif");
  await page.locator("select[name=currentPlan]").selectOption("enterprise");
  await page.getByTestId("change-plan").click();
  await expect(page.getByTestId("current-plan")).toHaveText("Kurumsal");
  const after = await (await page.request.get(`/mock/api/users/user?id=${user.id}`)).json();
  expect(after.user).toMatchObject({ status: "inactive", currentPlan: "enterprise" });

  await page.goto(`/apps/user/edit/${user.id}`);
  await page.locator("[name=company]").fill("Yeni Lojistik A.Ş.");
  await page.locator("[name=status]").selectOption("pending");
  await page.getByTestId("save-user").click();
  await expect(page).toHaveURL(new RegExp(`/apps/user/view/${user.id}$`));
  await expect(page.getByTestId("user-facts")).toContainText("Yeni Lojistik A.Ş.");

  const csv = await page.request.get("/apps/user/export.csv?role=admin");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split(/\r\n/);
  expect(lines[0]).toContain("fullName");
  expect(lines.slice(1).every((l) => l.includes(",admin,"))).toBe(true);
  const total = (await (await page.request.get("/mock/api/users/list/data?role=admin&perPage=100")).json()).total;
  expect(lines.length - 1).toBe(total);
});
