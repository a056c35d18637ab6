import crypto from "node:crypto";
import { createCookieSessionStorage } from "react-router";
import { SignJWT } from "jose";
import path from "node:path";
import Database from "better-sqlite3";
import { test, expect, login, dataDir, DEMO, DEMO_PASSWORD } from "../e2e/fixtures";
import { clientAs, startOwnServer } from "./own-server";

// The e2e servers run with this secret (tests/e2e/serve.mjs), so the tests can forge cookies the way
// an attacker who tampers with the token inside would have to.
const SECRET = process.env.SESSION_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-0123456789";
const storage = createCookieSessionStorage({
  cookie: { name: "__session", secrets: [SECRET], path: "/", sameSite: "lax", httpOnly: true },
});
const key = new Uint8Array(crypto.hkdfSync("sha256", SECRET, "kargo-panel", "jwt-signing-key", 32));
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");

async function cookieWith(access: string, refresh: string) {
  const session = await storage.getSession();
  session.set("accessToken", access);
  session.set("refreshToken", refresh);
  const header = await storage.commitSession(session);
  return header.split(";")[0];
}

async function token(
  claims: Record<string, unknown>,
  options: { audience?: string; expiresIn?: string | number; sub?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(options.sub ?? "1")
    .setJti(crypto.randomUUID())
    .setIssuer("kargo-panel")
    .setAudience(options.audience ?? "kargo-panel")
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "10m")
    .sign(key);
}

test("the session cookie is HttpOnly, SameSite=Lax, small, and new at every sign-in", async ({ page, context }) => {
  await page.goto("/login");
  await context.addCookies([{ name: "__session", value: "planted-by-attacker", domain: "127.0.0.1", path: "/" }]);
  const before = (await context.cookies()).find((c) => c.name === "__session")?.value;
  await login(page, "admin");
  const cookie = (await context.cookies()).find((c) => c.name === "__session")!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe("Lax");
  expect(cookie.value).not.toBe(before);
  expect(cookie.value.length).toBeLessThan(3500);
});

test("tampered, unsigned, expired, foreign-audience and refresh-as-access tokens are refused", async ({
  request,
  page,
}) => {
  // A real session of the admin, to take the session id from.
  await login(page, "admin");
  const real = (await page.context().cookies()).find((c) => c.name === "__session")!.value;
  const data = (await storage.getSession(`__session=${real}`)).data as Record<string, string>;
  const sid = JSON.parse(Buffer.from(data.accessToken.split(".")[1], "base64url").toString()).sid as string;

  const [header, payload] = data.accessToken.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  const forged = {
    tampered: `${header}.${b64({ ...claims, sub: "2" })}.${data.accessToken.split(".")[2]}`,
    none: `${b64({ alg: "none", typ: "JWT" })}.${payload}.`,
    expired: await token({ sid, typ: "access" }, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    audience: await token({ sid, typ: "access" }, { audience: "someone-else" }),
    refreshAsAccess: await token({ sid, typ: "refresh" }),
  };
  for (const [name, access] of Object.entries(forged)) {
    const cookie = await cookieWith(access, name === "refreshAsAccess" ? access : "not-a-token");
    const response = await request.get("/account", { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(response.status(), name).toBe(302);
    expect(response.headers().location, name).toMatch(/^\/login/);
  }
  // The genuine token with the same secret still works (the test forges correctly).
  const ok = await request.get("/account", { headers: { Cookie: `__session=${real}` }, maxRedirects: 0 });
  expect(ok.status()).toBe(200);
});

test("ten parallel requests with the same expiring token do not sign the user out", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await login(page, "customer");
  const real = (await context.cookies()).find((c) => c.name === "__session")!.value;
  const data = (await storage.getSession(`__session=${real}`)).data as Record<string, string>;
  // Replace the access token with an expired one of the same session: every request must refresh.
  const sid = JSON.parse(Buffer.from(data.accessToken.split(".")[1], "base64url").toString()).sid as string;
  const userId = JSON.parse(Buffer.from(data.accessToken.split(".")[1], "base64url").toString()).sub as string;
  const expired = await token({ sid, typ: "access" }, { sub: userId, expiresIn: Math.floor(Date.now() / 1000) - 5 });
  const cookie = await cookieWith(expired, data.refreshToken);
  const responses = await Promise.all(
    Array.from({ length: 10 }, () => page.request.get("/account", { headers: { Cookie: cookie }, maxRedirects: 0 })),
  );
  for (const r of responses) expect(r.status()).toBe(200);
  await context.close();
});

test("a cookie replayed within the refresh grace starts no second chain, and a replay after it ends the session", async ({
  playwright,
}) => {
  const server = await startOwnServer("refresh-reuse", { SESSION_SECRET: SECRET });
  try {
    const client = await clientAs(playwright, server.baseURL, "customer");
    const real = (await client.storageState()).cookies.find((c) => c.name === "__session")!.value;
    const data = (await storage.getSession(`__session=${real}`)).data as Record<string, string>;
    const claims = JSON.parse(Buffer.from(data.accessToken.split(".")[1], "base64url").toString()) as {
      sid: string;
      sub: string;
    };
    const refreshId = (
      JSON.parse(Buffer.from(data.refreshToken.split(".")[1], "base64url").toString()) as { jti: string }
    ).jti;
    const expired = await token(
      { sid: claims.sid, typ: "access" },
      { sub: claims.sub, expiresIn: Math.floor(Date.now() / 1000) - 5 },
    );
    const stolen = await cookieWith(expired, data.refreshToken);
    const get = (cookie: string) =>
      fetch(`${server.baseURL}/account`, { headers: { Cookie: cookie }, redirect: "manual" });
    const sessionCookie = (response: Response) =>
      response.headers
        .getSetCookie()
        .find((c) => c.startsWith("__session="))
        ?.split(";")[0];

    // The owner's request refreshes: a new token in a new cookie.
    const first = await get(stolen);
    expect(first.status).toBe(200);
    const renewed = sessionCookie(first);
    expect(renewed).toBeTruthy();
    // The same cookie again, within the grace: served, but no second chain of tokens.
    const replay = await get(stolen);
    expect(replay.status).toBe(200);
    expect(sessionCookie(replay)).toBeUndefined();

    // The grace passes (the rotation moved a minute back), and the old token comes back: the whole session ends.
    const db = new Database(path.join(dataDir(server.name), "cargo.db"));
    db.prepare("update refresh_tokens set rotated_at = ? where id = ?").run(
      new Date(Date.now() - 60_000).toISOString(),
      refreshId,
    );
    db.close();
    const late = await get(stolen);
    expect(late.status).toBe(302);
    expect(late.headers.get("location")).toMatch(/^\/login/);
    const owner = await get(renewed!);
    expect(owner.status).toBe(302);
    expect(owner.headers.get("location")).toMatch(/^\/login/);
  } finally {
    await server.stop();
  }
});

test("redirectTo never leaves the app, and no token appears in a URL or Location", async ({ playwright, baseURL }) => {
  for (const target of ["https://evil.test", "//evil.test", "/\\evil.test", "javascript:alert(1)"]) {
    const request = await playwright.request.newContext({ baseURL });
    const response = await request.post(`/login?redirectTo=${encodeURIComponent(target)}`, {
      form: { email: DEMO.agent, password: DEMO_PASSWORD, redirectTo: target },
      maxRedirects: 0,
      headers: { "X-Forwarded-For": `10.77.${Math.floor(Math.random() * 250)}.9` },
    });
    expect(response.status(), target).toBe(303);
    const location = response.headers().location;
    expect(location, target).toBe("/");
    expect(location).not.toMatch(/token|session|eyJ/i);
    await request.dispose();
  }
});

test("encoded and disguised redirectTo targets stay on the app's origin, in the query and in the form", async ({
  playwright,
  baseURL,
}) => {
  const targets = [
    "/%2F/evil.test",
    "/%5Cevil.test",
    "%2F%2Fevil.test",
    "/\t/evil.test",
    "/	/evil.test",
    " //evil.test",
    "\\evil.test",
    "https:evil.test",
    "HTTPS://evil.test",
    "/.//evil.test",
    "/../../evil.test",
    "//evil.test@app",
    "/%0d%0aSet-Cookie:x=1",
    "。evil.test",
  ];
  const origin = new URL(baseURL!).origin;
  for (const target of targets) {
    const request = await playwright.request.newContext({ baseURL });
    const page = await request.get(`/login?redirectTo=${encodeURIComponent(target)}`, {
      headers: { "X-Forwarded-For": `10.78.${Math.floor(Math.random() * 250)}.9` },
    });
    expect(page.status(), target).toBe(200);
    const response = await request.post(`/login?redirectTo=${encodeURIComponent(target)}`, {
      form: { email: DEMO.agent, password: DEMO_PASSWORD, redirectTo: target },
      maxRedirects: 0,
      headers: { "X-Forwarded-For": `10.78.${Math.floor(Math.random() * 250)}.9` },
    });
    expect(response.status(), target).toBe(303);
    const location = response.headers().location ?? "";
    expect(location, target).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, baseURL).origin, target).toBe(origin);
    expect(location, target).not.toMatch(/[\r\n]|token|session|eyJ/i);
    expect(response.headers()["set-cookie"] ?? "", target).not.toMatch(/(^|\n)x=1/);
    await request.dispose();
  }
});
