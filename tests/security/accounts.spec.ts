import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { test, expect, dataDir, uniqueEmail } from "../e2e/fixtures";
import { clientAs, freshIp, registerViaApi, startOwnServer, type OwnServer } from "./own-server";

/**
 * Account links and addresses, over HTTP on a server of the test's own (its database and outbox folder
 * read directly): a reset link ends with the secrets it could change (used once, another reset, a
 * password change, an address change); links are stored hashed and the Outbox never shows a live one;
 * an address typed at registration or on the account screen decides nothing (offers made out to it)
 * until the link mailed to it is opened; changing it asks for the current password.
 */
test.describe.configure({ mode: "default" });

let server: OwnServer;
test.beforeAll(async () => {
  // Reset and account mails as often as the scenarios need them (their own limits are rate-limit.spec's).
  server = await startOwnServer("accounts", {
    RATE_LIMITS: "forgot-resend=100/1s,forgot-account=100/1s,forgot-address=100/1s,account-mail=100/1s",
  });
});
test.afterAll(async () => {
  await server?.stop();
});

function row<T>(sql: string, ...params: unknown[]): T {
  const db = server.db();
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

/** Every mail the server wrote to an address, newest first, decoded from the outbox folder (the development mailbox). */
function mailsTo(address: string): string[] {
  const dir = path.join(dataDir(server.name), "outbox");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
  return files
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .filter((text) => text.includes(`To: ${address}`))
    .map((raw) =>
      raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

/** The token of the newest link of a kind mailed to an address. */
function latestToken(address: string, route: "reset-password" | "verify-email"): string {
  for (const mail of mailsTo(address)) {
    const m = new RegExp(`/${route}\\?token=([\\w-]+)`).exec(mail);
    if (m) return m[1];
  }
  throw new Error(`no ${route} link mailed to ${address}`);
}

const form = (request: APIRequestContext, url: string, fields: Record<string, string>) =>
  request.post(url, { form: fields, maxRedirects: 0, headers: { "X-Forwarded-For": freshIp(60) } });

/** A signed-out client of its own (a used reset link signs its browser in). */
async function visitorDoing<T>(
  playwright: Parameters<typeof clientAs>[0],
  work: (visitor: APIRequestContext) => Promise<T>,
): Promise<T> {
  const visitor = await playwright.request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { Origin: server.baseURL },
  });
  try {
    return await work(visitor);
  } finally {
    await visitor.dispose();
  }
}

test.describe("reset links", () => {
  let pw: Parameters<typeof clientAs>[0];
  test.beforeEach(({ playwright }) => {
    pw = playwright;
  });

  async function resetLink(email: string): Promise<string> {
    const before = mailsTo(email).length;
    expect(await visitorDoing(pw, async (v) => (await form(v, "/forgot-password", { email })).status())).toBe(200);
    await expect.poll(() => mailsTo(email).length).toBeGreaterThan(before);
    return latestToken(email, "reset-password");
  }

  /** Sets a password with a link: 200 when it worked, 400 (the page says the link is not valid) when refused. */
  async function useLink(token: string, password: string) {
    return visitorDoing(pw, async (v) =>
      (await form(v, "/reset-password", { token, password, confirmPassword: password })).status(),
    );
  }

  test("a link works once, and not after another reset of the same user", async ({ playwright }) => {
    const { email, request } = await registerViaApi(playwright, server.baseURL, "reset-twice");
    await request.dispose();
    const first = await resetLink(email);
    expect(await useLink(first, "Birinci-Sifre-1")).toBe(200);
    expect(await useLink(first, "Saldirgan-Sifre-1")).toBe(400);

    const older = await resetLink(email);
    const newer = await resetLink(email);
    expect(older).not.toBe(newer);
    expect(await useLink(newer, "Ikinci-Sifre-2")).toBe(200);
    expect(await useLink(older, "Saldirgan-Sifre-2")).toBe(400);
    // The password is the one the owner set last.
    expect(
      await visitorDoing(pw, async (v) => (await form(v, "/login", { email, password: "Ikinci-Sifre-2" })).status()),
    ).toBe(303);
  });

  test("a link ends when the password is changed on the account screen", async ({ playwright }) => {
    const { email, password, request } = await registerViaApi(playwright, server.baseURL, "reset-change");
    const link = await resetLink(email);
    const changed = await form(request, "/account", {
      intent: "password",
      currentPassword: password,
      newPassword: "Yeni-Sifre-33",
      confirmPassword: "Yeni-Sifre-33",
    });
    expect(changed.status()).toBe(303);
    expect(await useLink(link, "Saldirgan-Sifre-3")).toBe(400);
    await request.dispose();
  });

  test("links are stored as SHA-256 hashes, and the admin's Outbox never shows a live one", async ({ playwright }) => {
    const { email, request } = await registerViaApi(playwright, server.baseURL, "reset-outbox");
    await request.dispose();
    const token = await resetLink(email);
    const hash = crypto.createHash("sha256").update(token).digest("hex");
    expect(row<{ n: number }>("select count(*) as n from password_reset_tokens where token_hash = ?", token).n).toBe(0);
    expect(row<{ n: number }>("select count(*) as n from password_reset_tokens where token_hash = ?", hash).n).toBe(1);

    const mail = row<{ id: number; text_body: string; html_body: string }>(
      "select id, text_body, html_body from mail_outbox where to_address = ? and kind = 'password-reset' order by id desc limit 1",
      email,
    );
    expect(mail.text_body + mail.html_body).not.toContain(token);
    expect(mail.text_body).toContain("/reset-password?token=REDACTED");

    const admin = await clientAs(playwright, server.baseURL, "admin");
    for (const url of [
      "/outbox",
      "/outbox.data",
      `/outbox/${mail.id}`,
      `/outbox/${mail.id}.data`,
      `/outbox/${mail.id}/eml`,
    ]) {
      const res = await admin.get(url);
      expect(res.status(), url).toBe(200);
      const body = (await res.text()).replace(/=\r?\n/g, "");
      expect(body.includes(token), `${url} shows the token`).toBe(false);
    }
    const page = await (await admin.get(`/outbox/${mail.id}`)).text();
    expect(page).toContain(email);
    await admin.dispose();
    // The token was live all along: the owner can still use it.
    expect(await useLink(token, "Sahibin-Sifresi-4")).toBe(200);
  });

  test("a verification link is no reset link", async ({ playwright }) => {
    const { email, request } = await registerViaApi(playwright, server.baseURL, "reset-purpose");
    await request.dispose();
    const verify = latestToken(email, "verify-email");
    expect(await useLink(verify, "Saldirgan-Sifre-5")).toBe(400);
  });
});

test.describe("changing the address", () => {
  test("asks for the current password, waits for the link, then moves and verifies the address and ends reset links", async ({
    playwright,
  }) => {
    const { email, password, request } = await registerViaApi(playwright, server.baseURL, "move");
    const me = row<{ id: number }>("select id from users where email = ?", email);
    const target = uniqueEmail("moved");
    const visitor = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { Origin: server.baseURL },
    });
    expect((await form(visitor, "/forgot-password", { email })).status()).toBe(200);
    await expect.poll(() => mailsTo(email).some((m) => m.includes("/reset-password?token="))).toBe(true);
    const reset = latestToken(email, "reset-password");

    // A wrong current password: 400 with the error at the field, the address typed kept, nothing changed.
    const wrong = await form(request, "/account", {
      intent: "email",
      email: target,
      currentPassword: "not-my-password",
    });
    expect(wrong.status()).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toMatch(
      /<input[^>]*name="currentPassword"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="currentPassword"/,
    );
    expect(wrongHtml).toContain(`value="${target}"`);
    expect(mailsTo(target)).toHaveLength(0);
    // No password at all: refused too.
    expect((await form(request, "/account", { intent: "email", email: target })).status()).toBe(400);
    // The old profile form cannot change the address any more.
    expect((await form(request, "/account", { intent: "profile", name: "Deniz Kaya", email: target })).status()).toBe(
      303,
    );
    expect(row<{ email: string }>("select email from users where id = ?", me.id).email).toBe(email);

    const asked = await form(request, "/account", { intent: "email", email: target, currentPassword: password });
    expect(asked.status()).toBe(303);
    expect(row<{ email: string }>("select email from users where id = ?", me.id).email).toBe(email);
    const account = await (await request.get("/account")).text();
    expect(account).toContain(target);
    // The old address hears of it, without a link to act on.
    await expect.poll(() => mailsTo(email).length).toBeGreaterThanOrEqual(3);
    expect(mailsTo(email)[0]).toContain(target);
    expect(mailsTo(email)[0]).not.toMatch(/token=/);

    const token = latestToken(target, "verify-email");
    // Opening the link shows a confirmation; a GET changes nothing.
    const opened = await visitor.get(`/verify-email?token=${token}`);
    expect(opened.status()).toBe(200);
    expect(row<{ email: string }>("select email from users where id = ?", me.id).email).toBe(email);
    const confirmed = await form(visitor, "/verify-email", { token });
    expect(confirmed.status()).toBe(200);
    const after = row<{ email: string; email_verified_at: string | null }>(
      "select email, email_verified_at from users where id = ?",
      me.id,
    );
    expect(after.email).toBe(target);
    expect(after.email_verified_at).not.toBeNull();
    // Single use.
    expect((await form(visitor, "/verify-email", { token })).status()).toBe(400);
    // The reset link mailed to the old address no longer works.
    expect(
      (
        await form(visitor, "/reset-password", {
          token: reset,
          password: "Saldirgan-Sifre-6",
          confirmPassword: "Saldirgan-Sifre-6",
        })
      ).status(),
    ).toBe(400);
    expect((await form(visitor, "/login", { email: target, password })).status()).toBe(303);
    await request.dispose();
    await visitor.dispose();
  });
});

test.describe("offers made out to an address", () => {
  test("an unverified customer with the address neither sees nor answers them until the address is verified", async ({
    playwright,
  }) => {
    const address = uniqueEmail("prospect");
    const admin = await clientAs(playwright, server.baseURL, "admin");
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const sendOffer = async (offerTo: string) => {
      const made = await form(admin, "/offers/new", {
        intent: "send",
        offerTo,
        offerToEmail: address,
        bidderId: "1",
        date: today,
        validUntil: later,
        currency: "EUR",
        price: "1.000,00",
        discountRate: "0",
        description: "Probe",
      });
      expect(made.status()).toBe(303);
      const id = Number(/\/offers\/(\d+)/.exec(made.headers().location ?? "")?.[1]);
      const offer = row<{ status: string; number: string }>("select status, number from offers where id = ?", id);
      expect(offer.status).toBe("sent");
      return { id, number: offer.number };
    };

    // One offer is sent to the address before anyone has an account with it...
    const before = await sendOffer("Prospect Lojistik");
    // ...then someone registers with that address (anyone can type any address)...
    const request = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { Origin: server.baseURL, "X-Forwarded-For": freshIp(61) },
    });
    const registered = await request.post("/register", {
      form: {
        name: "Deniz Kaya",
        email: address,
        password: "Guclu-Sifre-42",
        customerType: "individual",
        taxId: "10000000146",
        acceptMembership: "on",
      },
      maxRedirects: 0,
    });
    expect(registered.status()).toBe(303);
    // ...and another is sent to it afterwards.
    const after = await sendOffer("Prospect Lojistik A.Ş.");

    for (const { id, number } of [before, after]) {
      for (const url of ["/offers", "/offers.data", "/", `/offers/${id}`]) {
        const body = await (await request.get(url)).text();
        expect(body.includes(number), `${url} shows ${number}`).toBe(false);
      }
      expect((await request.get(`/offers/${id}`)).status()).toBe(404);
      expect((await request.get(`/offers/${id}.data`)).status()).toBe(404);
      expect((await request.get(`/offers/${id}/print`)).status()).toBe(404);
      expect((await form(request, `/offers/${id}`, { intent: "accept" })).status()).toBe(404);
      expect((await form(request, `/offers/${id}`, { intent: "reject" })).status()).toBe(404);
      expect(row<{ status: string }>("select status from offers where id = ?", id).status).toBe("sent");
    }

    // The address's owner opens the verification link mailed at registration: both offers are theirs now.
    const token = latestToken(address, "verify-email");
    expect((await form(request, "/verify-email", { token })).status()).toBe(200);
    expect(
      row<{ email_verified_at: string | null }>("select email_verified_at from users where email = ?", address)
        .email_verified_at,
    ).not.toBeNull();
    const list = await (await request.get("/offers")).text();
    for (const { id, number } of [before, after]) {
      expect(list).toContain(number);
      expect((await request.get(`/offers/${id}`)).status()).toBe(200);
    }
    // Accepting asks for confirmation first: without it the answer is the confirm view and nothing changes.
    const unconfirmed = await form(request, `/offers/${before.id}`, { intent: "accept" });
    expect(unconfirmed.status()).toBe(303);
    expect(unconfirmed.headers()["location"]).toBe(`/offers/${before.id}?confirm=accept`);
    expect(row<{ status: string }>("select status from offers where id = ?", before.id).status).toBe("sent");
    expect((await form(request, `/offers/${before.id}`, { intent: "accept", confirmed: "yes" })).status()).toBe(303);
    expect((await form(request, `/offers/${after.id}`, { intent: "reject" })).status()).toBe(303);
    expect(row<{ status: string }>("select status from offers where id = ?", before.id).status).toBe("accepted");
    expect(row<{ status: string }>("select status from offers where id = ?", after.id).status).toBe("rejected");
    await request.dispose();
    await admin.dispose();
  });
});
