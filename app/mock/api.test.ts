import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { abilityFor } from "~/lib/auth/permissions";
import { verifyToken } from "~/lib/auth/tokens.server";
import { bookmarkedTargets } from "~/models/bookmarks.server";
import { DEFAULT_BOOKMARKS, SEARCH_PAGES, searchPageId, visibleSearchPages } from "~/lib/search/pages";
import { MOCK_ROUTES } from "./api.server";
import { resetMockState } from "./core";
import { getProduct } from "./ecommerce";
import { verifyDemoToken } from "./jwt.server";
import { dispatch } from "./router";
import type { SearchViewer } from "~/lib/search/types";
import { createTestDb } from "~/models/test-db.server";
import { createUser } from "~/models/users.server";

/** Accounts that keep bookmarks (the product's, in the database). */
const accounts = { admin: 0, otherAdmin: 0, customer: 0 };

function viewerFor(role: "admin" | "customer" | null, userId = role ? accounts[role] : null): SearchViewer {
  const pages = visibleSearchPages(role ? abilityFor(role) : null);
  return {
    userId,
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

let viewer: SearchViewer = viewerFor("admin");

async function call(method: string, path: string, body?: unknown) {
  const url = new URL(path, "http://x");
  const res = await dispatch(MOCK_ROUTES, {
    method,
    path: url.pathname,
    query: url.searchParams,
    body,
    ctx: { viewer: () => viewer, now: () => new Date() },
  });
  return res as { status: number; body: any; contentType: string; headers?: Record<string, string> };
}

describe("mock router", () => {
  beforeEach(() => {
    resetMockState(new Date("2025-06-15T12:00:00Z"));
    viewer = viewerFor("admin");
  });

  it("answers 404 for unknown paths, 405 for a wrong method, 400 for bad input", async () => {
    expect(await call("GET", "/nope")).toMatchObject({ status: 404, body: { error: "Not found" } });
    expect(await call("DELETE", "/apps/email/emails")).toMatchObject({ status: 405, headers: { Allow: "GET" } });
    const bad = await call("GET", "/api/users/list/data?perPage=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("perPage");
    expect((await call("POST", "/apps/todo/add-tasks", { task: { title: 5 } })).status).toBe(400);
    expect((await call("POST", "/apps/todo/add-tasks", "not an object")).status).toBe(400);
    expect((await call("GET", "/apps/email/get-email")).status).toBe(400);
    expect((await call("GET", "/apps/ecommerce/products/abc")).status).toBe(400);
  });

  it("uses the spec's status codes for creations", async () => {
    expect((await call("POST", "/apps/todo/add-tasks", { task: { title: "x", dueDate: "2025-06-20" } })).status).toBe(
      201,
    );
    expect((await call("POST", "/apps/chat/send-msg", { obj: { message: "hi", contact: { id: 1 } } })).status).toBe(
      201,
    );
    expect((await call("POST", "/apps/ecommerce/cart", { productId: 9 })).status).toBe(201);
    expect((await call("POST", "/apps/ecommerce/wishlist", { productId: 9 })).status).toBe(201);
    expect(
      (
        await call("POST", "/apps/users/add-user", {
          fullName: "Nur Ateş",
          username: "nurates",
          email: "nur@example.com",
        })
      ).status,
    ).toBe(201);
    const removed = await call("DELETE", "/apps/ecommerce/cart/9");
    expect(removed.status).toBe(200);
    expect(getProduct(9).product.isInCart).toBe(false);
    expect((await call("DELETE", "/apps/ecommerce/cart/9")).status).toBe(404);
  });

  it("draws sample pictures as SVG", async () => {
    const res = await call("GET", "/images/avatar/AY.svg");
    expect(res).toMatchObject({ status: 200, contentType: "image/svg+xml" });
    expect(String(res.body)).toContain("<svg");
    expect((await call("GET", "/images/avatar/%3Cscript%3E.svg")).status).toBe(400);
    expect((await call("GET", "/images/other/x.svg")).status).toBe(400);
  });
});

describe("demo JWT", () => {
  beforeEach(() => resetMockState());

  it("signs in the demo admin and client with real tokens, and refreshes", async () => {
    const admin = await call("POST", "/jwt/login", { email: "admin@demo.com", password: "admin" });
    expect(admin.status).toBe(200);
    expect(admin.body.userData).toMatchObject({
      email: "admin@demo.com",
      role: "admin",
      ability: [{ action: "manage", subject: "all" }],
    });
    expect(admin.body.userData).not.toHaveProperty("password");
    expect(admin.body.userData).not.toHaveProperty("passwordHash");
    expect(admin.body.accessToken.split(".")).toHaveLength(3);
    const payload = JSON.parse(Buffer.from(admin.body.accessToken.split(".")[1], "base64url").toString());
    expect(payload.exp - payload.iat).toBe(600);

    const client = await call("POST", "/jwt/login", { email: "client@demo.com", password: "client" });
    expect(client.body.userData).toMatchObject({
      role: "client",
      ability: [
        { action: "read", subject: "ACL" },
        { action: "read", subject: "Auth" },
      ],
    });

    const refreshed = await call("POST", "/jwt/refresh-token", { refreshToken: admin.body.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.userData.email).toBe("admin@demo.com");
    expect(refreshed.body.refreshToken).toBeTruthy();
    expect(await verifyDemoToken(admin.body.accessToken, "refresh")).toBeNull();
    expect(await verifyDemoToken(admin.body.accessToken, "access")).toMatchObject({ id: 1 });
  });

  it("issues tokens the panel never accepts", async () => {
    const { body } = await call("POST", "/jwt/login", { email: "admin@demo.com", password: "admin" });
    expect(await verifyToken(env().SESSION_SECRET, body.accessToken, "access")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await verifyToken(env().SESSION_SECRET, body.refreshToken, "refresh")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });

  it("answers the spec's errors", async () => {
    expect(await call("POST", "/jwt/login", { email: "admin@demo.com", password: "wrong" })).toMatchObject({
      status: 400,
      body: { error: { email: "Email or Password is Invalid" } },
    });
    expect(await call("POST", "/jwt/login", { email: 1 })).toMatchObject({
      status: 400,
      body: { error: { email: "Something went wrong" } },
    });
    expect(await call("POST", "/jwt/refresh-token", { refreshToken: "junk" })).toMatchObject({
      status: 401,
      body: { error: "Invalid refresh token" },
    });
    const login = await call("POST", "/jwt/login", { email: "admin@demo.com", password: "admin" });
    expect((await call("POST", "/jwt/refresh-token", { refreshToken: login.body.accessToken })).status).toBe(401);
  });

  it("registers a new admin user and reports taken emails and usernames with 200", async () => {
    const ok = await call("POST", "/jwt/register", { email: "new@demo.com", password: "secret1", username: "newbie" });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({
      email: "new@demo.com",
      username: "newbie",
      role: "admin",
      ability: [{ action: "manage", subject: "all" }],
    });
    expect(ok.body.accessToken).toBeTruthy();
    expect((await call("POST", "/jwt/login", { email: "new@demo.com", password: "secret1" })).status).toBe(200);
    const dup = await call("POST", "/jwt/register", {
      email: "admin@demo.com",
      password: "secret1",
      username: "newbie",
    });
    expect(dup).toMatchObject({
      status: 200,
      body: { error: { email: "This email is already in use.", username: "This username is already in use." } },
    });
    const bad = await call("POST", "/jwt/register", { email: "not-an-email", password: "x", username: "" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error).sort()).toEqual(["email", "password", "username"]);
  });
});

describe("search and bookmarks", () => {
  beforeAll(async () => {
    await createTestDb();
    accounts.admin = (await createUser({ name: "Search Admin", email: "search.admin@example.com", role: "admin" })).id;
    accounts.otherAdmin = (
      await createUser({ name: "Other Admin", email: "other.admin@example.com", role: "admin" })
    ).id;
    accounts.customer = (
      await createUser({ name: "Search Customer", email: "search.customer@example.com", role: "customer" })
    ).id;
  });

  beforeEach(() => {
    resetMockState();
    viewer = viewerFor("admin");
  });

  it("lists every screen for admins, the freight screens only for customers, public ones when signed out", () => {
    expect(viewerFor("admin").pages).toHaveLength(SEARCH_PAGES.length);
    const customer = viewerFor("customer").pages.map((p) => p.link);
    expect(customer).toContain("/shipments/new");
    expect(customer).not.toContain("/users");
    expect(customer.some((l) => l.startsWith("/apps/"))).toBe(false);
    expect(
      viewerFor(null)
        .pages.map((p) => p.link)
        .sort(),
    ).toEqual(["/freight/calculate", "/tracking"]);
    expect(new Set(SEARCH_PAGES.map((p) => p.target)).size).toBe(SEARCH_PAGES.length);
    expect(new Set(SEARCH_PAGES.map((p) => p.path)).size).toBe(SEARCH_PAGES.length);
  });

  it("links the product page to the slug of a real product", () => {
    const page = SEARCH_PAGES.find((p) => p.target === "productDetail")!;
    expect(page.path).toBe(`/apps/ecommerce/product-detail/${getProduct(1).product.slug}`);
  });

  it("answers searchArr with the three groups and a limit of 4", async () => {
    const { body } = await call("GET", "/api/main-search/data");
    expect(body.searchArr.map((g: any) => [g.groupTitle, g.searchLimit])).toEqual([
      ["Pages", 4],
      ["Files", 4],
      ["Contacts", 4],
    ]);
    const item = body.searchArr[0].data[0];
    expect(Object.keys(item).sort()).toEqual(["icon", "id", "isBookmarked", "link", "target", "title"]);
    expect(body.searchArr[1].data.length).toBeGreaterThan(4);
    viewer = viewerFor("customer");
    const customer = (await call("GET", "/api/main-search/data")).body;
    expect(customer.searchArr[1].data).toEqual([]);
  });

  it("bookmarks email, chat, todo and calendar by default and toggles per user", async () => {
    const data = (await call("GET", "/api/bookmarks/data")).body;
    expect(data.bookmarks.map((b: any) => b.target)).toEqual([...DEFAULT_BOOKMARKS]);
    expect(data.suggestions.length).toBe(SEARCH_PAGES.length);
    const chat = data.bookmarks.find((b: any) => b.target === "chat");
    expect(await call("POST", "/api/bookmarks/update", { id: chat.id })).toMatchObject({
      status: 200,
      body: { id: chat.id, isBookmarked: false },
    });
    expect((await call("GET", "/api/bookmarks/data")).body.bookmarks.map((b: any) => b.target)).toEqual([
      "email",
      "todo",
      "calendar",
    ]);
    viewer = viewerFor("admin", accounts.otherAdmin);
    expect((await call("GET", "/api/bookmarks/data")).body.bookmarks).toHaveLength(4);
    expect((await call("POST", "/api/bookmarks/update", { id: 99999 })).status).toBe(404);
    expect((await call("POST", "/api/bookmarks/update", { id: "x" })).status).toBe(400);
    viewer = viewerFor("customer");
    const users = SEARCH_PAGES.find((p) => p.target === "users")!;
    expect((await call("POST", "/api/bookmarks/update", { id: searchPageId(users) })).status).toBe(404);
    expect((await call("GET", "/api/bookmarks/data")).body.bookmarks).toEqual([]);
  });

  it("keeps a signed-in user's bookmarks with the product (the database) and a signed-out caller's in this process", async () => {
    viewer = viewerFor("customer");
    const tracking = SEARCH_PAGES.find((p) => p.target === "tracking")!;
    expect(await call("POST", "/api/bookmarks/update", { id: searchPageId(tracking) })).toMatchObject({
      status: 200,
      body: { isBookmarked: true },
    });
    expect([...(await bookmarkedTargets(accounts.customer))]).toContain("tracking");
    resetMockState();
    expect((await call("GET", "/api/bookmarks/data")).body.bookmarks.map((b: any) => b.target)).toEqual(["tracking"]);
    await call("POST", "/api/bookmarks/update", { id: searchPageId(tracking) });

    viewer = viewerFor(null);
    expect((await call("POST", "/api/bookmarks/update", { id: searchPageId(tracking) })).body).toEqual({
      id: searchPageId(tracking),
      isBookmarked: true,
    });
    expect((await call("GET", "/api/bookmarks/data")).body.bookmarks.map((b: any) => b.target)).toEqual(["tracking"]);
    resetMockState();
    expect((await call("GET", "/api/bookmarks/data")).body.bookmarks).toEqual([]);
  });
});
