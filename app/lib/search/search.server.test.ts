import { beforeAll, describe, expect, it } from "vitest";
import { abilityFor } from "~/lib/auth/permissions";
import { createTestDb } from "~/models/test-db.server";
import { createUser } from "~/models/users.server";
import { SEARCH_PAGES, searchPageId, visibleSearchPages } from "./pages";
import { bookmarkedPages, searchWithBookmarks, toggleScreenBookmark } from "./search.server";
import type { SearchViewer } from "./types";

let adminId: number;
let customerId: number;

function viewerFor(role: "admin" | "customer" | null): SearchViewer {
  const pages = visibleSearchPages(role ? abilityFor(role) : null);
  return {
    userId: role === "admin" ? adminId : role === "customer" ? customerId : null,
    demo: role === "admin",
    pages: pages.map((p) => ({
      id: searchPageId(p),
      target: p.target,
      title: `title:${p.target}`,
      icon: p.icon,
      link: p.path,
    })),
  };
}

const search = async (role: "admin" | "customer" | null, q: string) =>
  (await searchWithBookmarks(viewerFor(role), q)).results;

beforeAll(async () => {
  await createTestDb();
  adminId = (await createUser({ name: "Search Admin", email: "search.product.admin@example.com", role: "admin" })).id;
  customerId = (
    await createUser({ name: "Search Customer", email: "search.product.customer@example.com", role: "customer" })
  ).id;
});

describe("navbar search", () => {
  it("finds pages by title or path, files and contacts, at most 4 per group, best match first", async () => {
    const r = await search("admin", "freight");
    expect(r.pages.map((p) => p.link)).toContain("/freight/calculate");
    expect(r.pages.length).toBeLessThanOrEqual(4);
    expect((await search("admin", "a")).pages).toHaveLength(4);
    expect((await search("admin", "pdf")).files.every((f) => f.title.includes("pdf"))).toBe(true);
    expect((await search("admin", "yilmaz")).contacts[0].title).toBe("Ayşe Yılmaz");
    expect(await search("admin", "  ")).toEqual({ q: "", pages: [], files: [], contacts: [] });
    expect((await search("customer", "yilmaz")).contacts).toEqual([]);
    expect((await search("admin", "title:email")).pages[0].target).toBe("email");
  });

  it("stars the results and lists the bookmarks from the user's account", async () => {
    const customer = viewerFor("customer");
    const shipments = SEARCH_PAGES.find((p) => p.target === "shipments")!;
    expect(await bookmarkedPages(customer)).toEqual([]);
    expect(await toggleScreenBookmark(customer, searchPageId(shipments))).toEqual({
      id: searchPageId(shipments),
      isBookmarked: true,
    });
    const { results, bookmarks } = await searchWithBookmarks(customer, "title:shipments");
    expect(results.pages.find((p) => p.target === "shipments")).toMatchObject({ isBookmarked: true });
    expect(results.pages.find((p) => p.target === "shipmentsNew")).toMatchObject({ isBookmarked: false });
    expect(bookmarks.map((b) => b.target)).toEqual(["shipments"]);
    expect((await bookmarkedPages(viewerFor("admin"))).map((b) => b.target)).toEqual([
      "email",
      "chat",
      "todo",
      "calendar",
    ]);
  });

  it("toggles only a screen of the viewer's, and nothing for a signed-out viewer", async () => {
    const users = SEARCH_PAGES.find((p) => p.target === "users")!;
    const tracking = SEARCH_PAGES.find((p) => p.target === "tracking")!;
    expect(await toggleScreenBookmark(viewerFor("customer"), searchPageId(users))).toBeNull();
    expect(await toggleScreenBookmark(viewerFor(null), searchPageId(tracking))).toBeNull();
    expect(await bookmarkedPages(viewerFor(null))).toEqual([]);
  });
});
