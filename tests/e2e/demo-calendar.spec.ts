import type { APIRequestContext } from "@playwright/test";
import { test, expect, login, bothModes, hydrated } from "./fixtures";

/** The calendar demo app against the mock data of the same server process; each test adds events of its own. */
async function events(request: APIRequestContext, calendars?: string) {
  const response = await request.get(
    `/mock/apps/calendar/events${calendars === undefined ? "" : `?calendars=${calendars}`}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Array<{
    id: number;
    title: string;
    start: string;
    end: string;
    allDay: boolean;
    extendedProps: { calendar: string; guests?: string[]; description?: string };
  }>;
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("calendar with JavaScript: the library takes over, follows the address, and a day click prefills the form", async ({
  page,
}) => {
  await login(page, "admin");
  await page.goto("/apps/calendar?date=2026-03-10");
  // The calendar hydrates on the first move (app/lib/hydrate-on-intent.ts), then the library replaces the table.
  await hydrated(page);
  await expect(page.getByTestId("calendar-library").locator(".fc")).toBeVisible();
  await expect(page.getByTestId("calendar-server")).toHaveCount(0);
  await expect(page.locator(".fc-toolbar-title")).toContainText("Mart 2026");
  await page.locator(".fc-next-button").click();
  await expect(page).toHaveURL(/date=2026-04-01/);
  await page.goBack();
  await expect(page).toHaveURL(/date=2026-03-10/);
  await expect(page.locator(".fc-toolbar-title")).toContainText("Mart 2026");
  await page.locator('.fc-daygrid-day[data-date="2026-03-18"]').click();
  await expect(page).toHaveURL(/\/apps\/calendar\/events\/new\?.*day=2026-03-18/);
  await expect(page.getByLabel("Başlangıç")).toHaveValue("2026-03-18T09:00");
  const title = unique("Library event");
  await page.getByRole("textbox", { name: "Başlık" }).fill(title);
  await page.getByTestId("event-save").click();
  await expect(page).toHaveURL(/\/apps\/calendar\?date=2026-03-10/);
  await expect(page.locator(".fc-event", { hasText: title })).toBeVisible();
  const saved = (await events(page.request)).find((e) => e.title === title)!;
  // 09:00 in Istanbul (UTC+3) is 06:00 UTC.
  expect(saved.start).toBe("2026-03-18T06:00:00.000Z");
  // The category filter is in the address and hides what it leaves out.
  await page.getByTestId("calendar-filter-Business").click();
  await expect(page).toHaveURL(/calendars=Holiday%2CPersonal%2CETC%2CFamily|calendars=Holiday,Personal,ETC,Family/);
  await expect(page.locator(".fc-event", { hasText: title })).toHaveCount(0);
});

bothModes("calendar forms", (js) => {
  test("add on the event page: end before start is a field error; then edit and remove", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/apps/calendar?date=2026-05-04&view=week");
    if (!js) {
      // The server's page: links to move, the week as a list of days.
      await expect(page.getByTestId("calendar-server")).toBeVisible();
      await page.getByRole("link", { name: "Sonraki" }).click();
      await expect(page).toHaveURL(/date=2026-05-11/);
    }
    await page.goto("/apps/calendar/events/new?view=week&date=2026-05-04&day=2026-05-06");
    const title = unique(`Page event ${js ? "js" : "nojs"}`);
    await page.getByRole("textbox", { name: "Başlık" }).fill(title);
    await page.getByRole("combobox", { name: "Takvim" }).selectOption("Family");
    await page.getByLabel("Başlangıç").fill("2026-05-06T15:00");
    await page.getByLabel("Bitiş").fill("2026-05-06T14:00");
    await page.getByTestId("event-save").click();
    await expect(page.getByText("Bitiş, başlangıçtan önce olamaz.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Başlık" })).toHaveValue(title);
    await page.getByLabel("Bitiş").fill("2026-05-06T16:30");
    await page.getByTestId("event-save").click();
    await expect(page).toHaveURL(/\/apps\/calendar\?view=week&date=2026-05-04/);
    const added = (await events(page.request, "Family")).find((e) => e.title === title)!;
    expect(added).toMatchObject({ start: "2026-05-06T12:00:00.000Z", end: "2026-05-06T13:30:00.000Z", allDay: false });

    // The edit form is the keyboard's way to move an event: make it an all-day event two days later.
    await page.goto(`/apps/calendar/events/${added.id}?view=week&date=2026-05-04`);
    await page.getByLabel("Başlangıç").fill("2026-05-08T00:00");
    await page.getByLabel("Bitiş").fill("2026-05-09T00:00");
    await page.getByRole("checkbox", { name: "Tüm gün" }).check();
    await page.getByTestId("event-save").click();
    await expect(page).toHaveURL(/\/apps\/calendar\?view=week/);
    const moved = (await events(page.request)).find((e) => e.id === added.id)!;
    expect(moved).toMatchObject({ start: "2026-05-08", end: "2026-05-10", allDay: true });
    await expect(page.getByText(title).first()).toBeVisible();

    await page.goto(`/apps/calendar/events/${added.id}?view=week&date=2026-05-04`);
    await page.getByTestId("event-remove").click();
    await expect(page).toHaveURL(/\/apps\/calendar\?view=week/);
    expect((await events(page.request)).some((e) => e.id === added.id)).toBe(false);
  });
});
