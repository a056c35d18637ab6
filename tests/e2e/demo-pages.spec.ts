import { bothModes, expect, hydrated, login, registerCustomer, test } from "./fixtures";

/** The template's pages: dashboards, help centre, pricing, blog, sign-in variants, misc pages, access control. */
test.describe.configure({ timeout: 90_000 });

test.describe("help centre without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the FAQ search keeps matching questions only and says No Results when nothing matches", async ({ page }) => {
    await login(page, "admin", undefined, { waitForScripts: false });
    await page.goto("/pages/faq?lng=en");
    await expect(page.getByTestId("faq-question")).toHaveCount(20);
    await page.getByRole("searchbox", { name: "Search a question" }).fill("INVOICE");
    await page.getByTestId("faq-search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/pages\/faq\?q=INVOICE/);
    await expect(page.getByTestId("faq-question")).toHaveCount(2);
    await expect(page.getByTestId("faq-payment")).toBeVisible();
    await expect(page.getByTestId("faq-delivery")).toHaveCount(0);
    // The answer opens without JavaScript (a <details>).
    const question = page.getByTestId("faq-question").first();
    const answer = question.getByText("On the day the shipment is accepted at the branch", { exact: false });
    await expect(answer).toBeHidden();
    await question.locator("summary").click();
    await expect(answer).toBeVisible();

    await page.getByRole("searchbox", { name: "Search a question" }).fill("zeppelin");
    await page.getByTestId("faq-search").getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("faq-no-results")).toHaveText("No Results");
    await expect(page.getByTestId("faq-question")).toHaveCount(0);
  });

  test("a knowledge-base question opens by its slug with breadcrumbs and related questions", async ({ page }) => {
    await login(page, "admin", undefined, { waitForScripts: false });
    await page.goto("/pages/knowledge-base?lng=en&q=customs");
    await expect(page.getByTestId("kb-card")).toHaveCount(1);
    await page.getByRole("link", { name: /Customs/ }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/customs$/);
    await page.getByRole("link", { name: "What is a GTIP code?" }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/customs\/what-is-a-gtip-code$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What is a GTIP code?");
    await expect(page.getByTestId("kb-question")).toContainText("Last updated on");
    await expect(page.getByTestId("kb-related").getByRole("link")).not.toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Where you are" })).toContainText("Customs");
    expect((await page.request.get("/pages/knowledge-base/tracking/what-is-a-gtip-code")).status()).toBe(404);
    expect((await page.request.get("/pages/knowledge-base/nowhere")).status()).toBe(404);
  });
});

test("pricing shows the yearly figures in the reader's language and the totals only when billed yearly", async ({
  page,
}) => {
  await login(page, "admin");
  await page.goto("/pages/pricing?lng=en");
  const standard = page.getByTestId("plan-standard");
  await expect(standard.getByTestId("plan-price")).toContainText("US$49");
  await expect(page.getByTestId("plan-yearly-total")).toHaveCount(0);
  await page.getByTestId("billing-tabs").getByRole("link", { name: "Yearly" }).click();
  await expect(page).toHaveURL(/billing=yearly/);
  await expect(standard.getByTestId("plan-price")).toContainText("US$40");
  await expect(standard.getByTestId("plan-yearly-total")).toHaveText("US$480 billed yearly");
  await expect(page.getByTestId("plan-enterprise").getByTestId("plan-yearly-total")).toHaveText("US$960 billed yearly");
  await expect(page.getByTestId("plan-enterprise")).toContainText("5GB");

  await page.goto("/pages/pricing?billing=yearly&lng=de");
  await expect(page.getByTestId("plan-standard").getByTestId("plan-price")).toContainText("40 $");
  await expect(page.getByTestId("plan-standard").getByTestId("plan-yearly-total")).toHaveText(
    "480 $ jährlich abgerechnet",
  );
  await expect(page.getByTestId("billing-tabs").getByRole("link", { name: "Jährlich" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

bothModes("blog comments", (js) => {
  test("a comment lands on the post and in the demo interface; a bad address is refused next to its field", async ({
    page,
  }) => {
    // Each mode comments on a post of its own, so the two runs can go side by side.
    const id = js ? 3 : 5;
    await login(page, "admin");
    await page.goto("/pages/blog/list?lng=en&category=Gaming");
    await expect(page.getByTestId("blog-card")).toHaveCount(2);
    await page.goto(`/pages/blog/detail/${id}?lng=en`);
    await hydrated(page, js);
    const before = await page.getByTestId("blog-comment").count();
    const form = page.getByTestId("blog-comment-form");
    await form.getByLabel(/^Full name/).fill("Zeynep Test");
    await form.getByLabel(/^Email/).fill("not-an-address");
    await form.getByLabel(/^Comment/).fill("Thanks for the packing tips");
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(form.getByText("Enter a valid email address")).toBeVisible();
    await expect(form.getByLabel(/^Comment/)).toHaveValue("Thanks for the packing tips");
    await form.getByLabel(/^Email/).fill("zeynep@example.com");
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByTestId("blog-comment")).toHaveCount(before + 1);
    const text = `Thanks for the packing tips`;
    await expect(page.getByTestId("blog-comment").last()).toContainText(text);
    await expect(page.getByTestId("blog-comment-count")).toHaveText(`Comments: ${before + 1}`);
    const api = (await (await page.request.get(`/mock/blog/list/data/detail?id=${id}`)).json()) as {
      comments: Array<{ userFullName: string; commentText: string }>;
    };
    expect(api.comments.at(-1)).toMatchObject({ userFullName: "Zeynep Test", commentText: text });
  });
});

test.describe("blog editor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("saves the title, categories and status to the demo data, and refuses a malformed slug", async ({ page }) => {
    await login(page, "admin", undefined, { waitForScripts: false });
    await page.goto("/pages/blog/edit/8?lng=en");
    await page.getByLabel(/^Slug/).fill("Not A Slug");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Use lowercase letters, digits and single hyphens")).toBeVisible();
    await page.getByLabel(/^Title/).fill("Esports gear on a European tour");
    await page.getByLabel(/^Slug/).fill("esports-gear-european-tour");
    await page.getByLabel("Video", { exact: true }).check();
    await page.getByLabel("Draft").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/pages\/blog\/detail\/8$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Esports gear on a European tour");
    const edit = (await (await page.request.get("/mock/blog/list/data/edit?id=8")).json()) as {
      slug: string;
      status: string;
      blogCategories: Array<{ label: string }>;
    };
    expect(edit).toMatchObject({ slug: "esports-gear-european-tour", status: "Draft" });
    expect(edit.blogCategories.map((c) => c.label)).toEqual(["Gaming", "Video"]);
  });
});

const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("blog featured image without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an upload is judged by its content: a text file named .png is refused, a real PNG becomes the image", async ({
    page,
  }) => {
    await login(page, "admin", undefined, { waitForScripts: false });
    await page.goto("/pages/blog/edit/6?lng=en");
    const input = page.locator('input[type="file"][name="featuredImage"]');
    await input.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("This file is not a PNG, JPEG, WebP or SVG image.")).toBeVisible();
    await input.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG_1PX });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/pages\/blog\/detail\/6$/);
    const image = page.getByTestId("blog-post").locator("img").first();
    await expect(image).toHaveAttribute("src", /^\/uploads\//);
    const src = await image.getAttribute("src");
    expect((await page.request.get(src!)).headers()["content-type"]).toContain("image/png");
    const edit = (await (await page.request.get("/mock/blog/list/data/edit?id=6")).json()) as { featuredImage: string };
    expect(edit.featuredImage).toBe(src);
  });
});

bothModes("sign-in variants", (js) => {
  test("signing in through /pages/login-v2 lands in the panel", async ({ page }) => {
    // An account of its own: signing in in English makes English the account's language.
    const { email } = await registerCustomer(page);
    await page.context().clearCookies();
    await page.goto("/pages/login-v2?lng=en");
    await expect(page.getByTestId("auth-v2")).toBeVisible();
    await hydrated(page, js);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill("wrong-password");
    await page.locator("main form button[type=submit]").click();
    await expect(page.getByTestId("form-error")).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/login-v2/);
    await page.getByLabel(/^Password/).fill("Guclu-Sifre-42");
    await page.locator("main form button[type=submit]").click();
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await expect(page.getByRole("navigation").first()).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.httpOnly)).toBe(true);
  });
});

test("the other sign-in variants and the misc pages answer 200 for visitors, each with a way home", async ({
  page,
}) => {
  for (const path of ["login-v1", "register-v1", "register-v2", "forgot-password-v1", "forgot-password-v2"]) {
    const response = await page.goto(`/pages/${path}?lng=en`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("main form[method=post]")).toHaveCount(1);
  }
  for (const path of ["reset-password-v1", "reset-password-v2"]) {
    expect((await page.goto(`/pages/${path}?lng=en`))?.status(), path).toBe(200);
  }
  for (const path of ["coming-soon", "not-authorized", "maintenance", "error"]) {
    const response = await page.goto(`/misc/${path}?lng=en`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("link", { name: /Back to home|Back home|home/i }).last()).toHaveAttribute("href", "/");
  }
});

test.describe("coming soon without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the notify-me form checks the address and thanks the visitor", async ({ page }) => {
    await page.goto("/misc/coming-soon?lng=en");
    await page.getByLabel(/^Email/).fill("nope");
    await page.getByRole("button", { name: "Notify me" }).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveValue("nope");
    await page.getByLabel(/^Email/).fill("visitor@example.com");
    await page.getByRole("button", { name: "Notify me" }).click();
    await expect(page.getByTestId("notify-thanks")).toBeVisible();
  });
});

test("the analytics dashboard keeps its range and year in the URL and draws its charts on the server", async ({
  page,
}) => {
  await login(page, "admin");
  await page.goto("/dashboard/analytics?lng=en");
  // The dashboard hydrates on the visitor's first move; the select applies at once from then on.
  await hydrated(page);
  const total = page.getByTestId("total-ticket");
  const first = await total.textContent();
  await page.getByTestId("range-select").getByLabel("Range").selectOption("Last Year");
  await expect(page).toHaveURL(/range=Last\+Year|range=Last%20Year/);
  await expect(total).not.toHaveText(first ?? "");
  await page.getByTestId("year-select").getByLabel("Year").selectOption("2018");
  await expect(page).toHaveURL(/year=2018/);
  await expect(page).toHaveURL(/range=Last/);
  await expect(page.getByTestId("revenue-report-chart").locator("svg rect").first()).toBeAttached();
  await expect(page.getByTestId("revenue-report-chart").locator("table caption")).toHaveText("Revenue report 2018");
  expect((await page.request.get("/dashboard/analytics?range=Someday")).status()).toBe(400);
});

test("a customer gets the 404 answer for the template's dashboards and access control", async ({ page }) => {
  await login(page, "customer");
  for (const path of ["/dashboard/analytics", "/dashboard/ecommerce", "/access-control", "/pages/faq"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test("access control shows the Analytics card to the admin role only; the real user keeps their rights", async ({
  page,
}) => {
  await login(page, "admin");
  await page.goto("/access-control?lng=en");
  await expect(page.getByTestId("acl-common")).toBeVisible();
  await expect(page.getByTestId("acl-analytics")).toBeVisible();
  await page.getByTestId("acl-roles").getByRole("link", { name: "Client" }).click();
  await expect(page).toHaveURL(/as=client/);
  await expect(page.getByTestId("acl-common")).toBeVisible();
  await expect(page.getByTestId("acl-analytics")).toHaveCount(0);
  await expect(page.getByTestId("acl-analytics-hidden")).toBeVisible();
  await expect(page.getByTestId("acl-rules")).toContainText('subject: "ACL"');
  // Viewing as the client changed nothing for the signed-in admin.
  expect((await page.request.get("/dashboard/analytics")).status()).toBe(200);
});
