import { bothModes, expect, hydrated, login, test } from "./fixtures";

// One sample profile for the whole process: these tests run one after the other.
test.describe.configure({ mode: "serial" });

bothModes("demo profile", (js) => {
  test("like, comment, load more and vote are forms", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/pages/profile");
    await hydrated(page, js);
    const post = page.locator("[data-testid^=post-]").first();
    const like = post.getByTestId("like");
    const pressed = await like.getAttribute("aria-pressed");
    await like.click();
    await expect(post.getByTestId("like")).toHaveAttribute("aria-pressed", pressed === "true" ? "false" : "true");

    await post.getByTestId("post-comment").click();
    await expect(post.locator("textarea[name=comment]")).toHaveAttribute("aria-invalid", "true");
    const text = `Harika ${js ? "JS" : "HTML"} ${Date.now()}`;
    await post.locator("textarea[name=comment]").fill(text);
    await post.getByTestId("post-comment").click();
    await expect(post.getByTestId("comments")).toContainText(text);
    const api = await (await page.request.get("/mock/profile/data")).json();
    expect(api.post[0].detailedComments.at(-1).comment).toBe(text);
    if (await post.getByTestId("load-more").count()) {
      const before = await post.getByTestId("comments").locator("li").count();
      await post.getByTestId("load-more").click();
      const all = api.post[0].detailedComments.length;
      await expect(post.getByTestId("comments").locator("li")).toHaveCount(Math.min(all, before + 3));
    }

    if (await page.getByTestId("poll-form").count()) {
      await page.getByTestId("poll-form").getByLabel("Sea freight").check();
      await page.getByTestId("vote").click();
    }
    await expect(page.getByTestId("poll-results")).toContainText("%");
    const after = await (await page.request.get("/mock/profile/data")).json();
    expect(after.myVote).toBeTruthy();
  });
});
