import { test, expect, hydrated } from "./fixtures";

/**
 * Public forms load their zod schemas after the page is interactive (not in its first JavaScript): once
 * loaded, errors show on blur without any request, and clear as the user types; a valid form still posts.
 */
for (const { path, label, bad, good } of [
  { path: "/login", label: /^E-posta/, bad: "not-an-email", good: "someone@example.com" },
  { path: "/contact", label: /^E-posta/, bad: "x@", good: "someone@example.com" },
  { path: "/freight/calculate", label: /^E-posta/, bad: "nobody", good: "someone@example.com" },
]) {
  test(`${path}: validates in the browser once interactive, without a request`, async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET") posts.push(r.url());
    });
    await page.goto(path);
    await hydrated(page);
    const email = page.getByLabel(label).first();
    // The schema module arrives right after hydration; until then a blur does nothing.
    await expect
      .poll(async () => {
        await email.fill(bad);
        await email.blur();
        return email.getAttribute("aria-invalid");
      })
      .toBe("true");
    expect(posts).toEqual([]);
    await email.fill(good);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });
}
