import path from "node:path";
import Database from "better-sqlite3";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { test, expect, dataDir } from "../e2e/fixtures";
import { clientAs, freshIp, registerViaApi, startOwnServer, type OwnServer } from "./own-server";

/**
 * Bad input that once answered 500: an unknown currency saved in the shipment wizard's draft (which then
 * broke the wizard until the draft was discarded), repeated single-value fields, whitespace-only required
 * fields (NOT NULL), blog titles that make no slug or a taken one (UNIQUE), intents named after
 * Object.prototype members, and the whole failing value written to the log. Each answers a 4xx with the
 * error next to the field, in the user's language, with what was typed kept; the server logs nothing
 * unbounded. On a server of the test's own.
 */
test.describe.configure({ mode: "default" });

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer("badinput");
});
test.afterAll(async () => {
  await server?.stop();
});

function all<T>(sql: string, ...params: unknown[]): T[] {
  const db = server.db();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
const one = <T>(sql: string, ...params: unknown[]) => all<T>(sql, ...params)[0];
const count = (table: string) => one<{ n: number }>(`select count(*) as n from ${table}`).n;

type Pairs = Array<[string, string]>;

/** A url-encoded post that may repeat keys (Playwright's `form` cannot). */
function post(
  client: APIRequestContext,
  path: string,
  pairs: Pairs,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  const body = new URLSearchParams(pairs).toString();
  return client.post(path, {
    data: body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": freshIp(70), ...headers },
    maxRedirects: 0,
  });
}

const SENDER: Pairs = [
  ["sender.name", "Deniz Kaya"],
  ["sender.country", "TR"],
  ["sender.city", "İstanbul"],
  ["sender.county", "Kadıköy"],
  ["sender.district", "Caferağa"],
  ["sender.address", "Moda Cad. No:7"],
  ["sender.zipCode", "34710"],
  ["sender.phone", "+90 532 123 45 67"],
];
const RECEIVER: Pairs = [
  ["receiver.name", "Anna Schmidt"],
  ["receiver.country", "DE"],
  ["receiver.city", "Köln"],
  ["receiver.address", "Hohe Str. 52"],
  ["receiver.zipCode", "50667"],
  ["receiver.phone", "+49 221 555 0192"],
];
function cargo(currency: string): Pairs {
  return [
    ["step", "cargo"],
    ["shippingType", "package"],
    ["outsideShippingType", "export"],
    ["width", "30"],
    ["length", "20"],
    ["height", "10"],
    ["weight", "2,5"],
    ["count", "2"],
    ["unitPrice", "149,90"],
    ["currency", currency],
    ["customsTariffDescription", "Pamuklu tişört"],
    ["gtipCode", "610910000000"],
    ["productCountry", "TR"],
    ["acceptTransportTerms", "on"],
    ["acceptUserAgreement", "on"],
  ];
}

async function toCargoStep(client: APIRequestContext) {
  expect((await post(client, "/shipments/new", [["intent", "next"], ["step", "sender"], ...SENDER])).status()).toBe(
    303,
  );
  expect((await post(client, "/shipments/new", [["intent", "next"], ["step", "receiver"], ...RECEIVER])).status()).toBe(
    303,
  );
}

test("an unknown currency in the wizard is a field error, never reaches the draft, and a broken draft is set aside", async ({
  playwright,
}) => {
  const { request: customer, email } = await registerViaApi(playwright, server.baseURL, "currency");
  const userId = one<{ id: number }>("select id from users where email = ?", email).id;
  await toCargoStep(customer);

  for (const intent of ["create", "back", "next"]) {
    const refused = await post(customer, "/shipments/new?step=cargo", [["intent", intent], ...cargo("EURO")]);
    expect(refused.status(), `intent=${intent} with currency=EURO`).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Listeden bir seçenek seçin");
    // What was typed stays in the form.
    expect(html).toContain('value="Pamuklu tişört"');
    expect(html).toContain('value="149,90"');
  }
  const english = await post(customer, "/shipments/new?step=cargo", [["intent", "create"], ...cargo("EURO")], {
    "Accept-Language": "en",
  });
  expect(await english.text()).toContain("Choose one of the options");
  expect(
    one<{ values_json: string }>("select values_json from shipment_drafts where user_id = ?", userId).values_json,
  ).not.toContain("EURO");
  for (const path of ["/shipments/new", "/shipments/new?step=cargo", "/shipments/new.data?step=cargo"]) {
    expect((await customer.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }

  // A draft stored before this check (or by an older version) that no longer parses: the wizard sets it
  // aside with a message instead of failing, and the next step saved replaces it.
  const db = new Database(path.join(dataDir(server.name), "cargo.db"));
  try {
    const broken = JSON.stringify({
      sender: Object.fromEntries(SENDER),
      receiver: Object.fromEntries(RECEIVER),
      cargo: Object.fromEntries(cargo("EURO").filter(([k]) => k !== "step")),
    });
    db.prepare("update shipment_drafts set values_json = ?, step = 'cargo' where user_id = ?").run(broken, userId);
  } finally {
    db.close();
  }
  for (const path of ["/shipments/new", "/shipments/new?step=cargo"]) {
    const page = await customer.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(200);
    const html = await page.text();
    expect(html).toContain("Kayıtlı taslağınız okunamadı");
    expect(html).not.toContain("EURO");
  }
  const asData = await customer.get("/shipments/new.data", { maxRedirects: 0 });
  expect(asData.status()).toBe(200);
  expect(
    await (await customer.get("/shipments/new", { maxRedirects: 0, headers: { "Accept-Language": "de" } })).text(),
  ).toContain("Ihr gespeicherter Entwurf konnte nicht gelesen werden");
  expect((await post(customer, "/shipments/new", [["intent", "next"], ["step", "sender"], ...SENDER])).status()).toBe(
    303,
  );
  const replaced = one<{ values_json: string; step: string }>(
    "select values_json, step from shipment_drafts where user_id = ?",
    userId,
  );
  expect(replaced.values_json).not.toContain("EURO");
  expect(replaced.step).toBe("receiver");
  expect(await (await customer.get("/shipments/new", { maxRedirects: 0 })).text()).not.toContain(
    "Kayıtlı taslağınız okunamadı",
  );
  await customer.dispose();
});

test("a repeated single-value field is a field error in every kind of form", async ({ playwright }) => {
  const { request: customer } = await registerViaApi(playwright, server.baseURL, "repeat");
  const admin = await clientAs(playwright, server.baseURL, "admin");
  const visitor = await clientAs(playwright, server.baseURL, "visitor");
  const REPEATED = "Bu alan birden fazla kez gönderildi";
  const cases: Array<{ what: string; client: APIRequestContext; path: string; pairs: Pairs; kept: string }> = [
    {
      what: "wizard sender, county twice",
      client: customer,
      path: "/shipments/new",
      pairs: [["intent", "next"], ["step", "sender"], ...SENDER, ["sender.county", "Moda"]],
      kept: 'value="Deniz Kaya"',
    },
    {
      what: "contact form, e-mail twice",
      client: visitor,
      path: "/contact",
      pairs: [
        ["name", "Deniz Kaya"],
        ["email", "a@example.com"],
        ["email", "b@example.com"],
        ["subject", "Merhaba"],
        ["message", "Kısa bir mesaj metni, yeterince uzun."],
      ],
      kept: "Kısa bir mesaj metni",
    },
    {
      what: "banner, title twice",
      client: admin,
      path: "/banners/new",
      pairs: [
        ["intent", "save"],
        ["title", "Birinci başlık"],
        ["title", "İkinci başlık"],
        ["locale", "tr"],
        ["sortOrder", "0"],
        ["subtitle", "Alt başlık yazısı"],
      ],
      kept: "Alt başlık yazısı",
    },
    {
      what: "account profile, name twice",
      client: customer,
      path: "/account",
      pairs: [
        ["intent", "profile"],
        ["name", "Deniz Kaya"],
        ["name", "Başka Ad"],
        ["phone", "+90 532 123 45 67"],
      ],
      kept: "+90 532 123 45 67",
    },
    {
      what: "new offer, currency twice",
      client: admin,
      path: "/offers/new",
      pairs: [
        ["offerTo", "Deniz Kaya"],
        ["offerToEmail", "deniz@example.com"],
        ["currency", "EUR"],
        ["currency", "USD"],
        ["price", "1250"],
        ["description", "Teklif açıklaması burada"],
      ],
      kept: "Teklif açıklaması burada",
    },
  ];
  for (const c of cases) {
    const response = await post(c.client, c.path, c.pairs);
    expect(response.status(), c.what).toBe(400);
    const html = await response.text();
    expect(html, c.what).toContain(REPEATED);
    expect(html, c.what).toContain(c.kept);
  }
  await Promise.all([customer, admin, visitor].map((c) => c.dispose()));
});

test("whitespace-only required text is refused as a field error in every content and organisation form", async ({
  playwright,
}) => {
  const admin = await clientAs(playwright, server.baseURL, "admin");
  const blank = " \t  ";
  const cases: Array<{ path: string; table: string; pairs: Pairs }> = [
    {
      path: "/banners/new",
      table: "banners",
      pairs: [
        ["title", blank],
        ["locale", "tr"],
        ["subtitle", "Dolu alt başlık"],
      ],
    },
    {
      path: "/branches/new",
      table: "branches",
      pairs: [
        ["name", "Deneme Şubesi"],
        ["city", blank],
        ["latitude", "41"],
        ["longitude", "29"],
        ["address", "Dolu adres satırı"],
      ],
    },
    {
      path: "/blogs/new",
      table: "blogs",
      pairs: [
        ["title", blank],
        ["locale", "tr"],
        ["status", "draft"],
        ["excerpt", "Dolu özet metni"],
      ],
    },
    {
      path: "/site-pages/new",
      table: "pages",
      pairs: [
        ["title", blank],
        ["locale", "tr"],
        ["body", "<p>Dolu gövde</p>"],
      ],
    },
    {
      path: "/services/new",
      table: "services",
      pairs: [
        ["title", blank],
        ["locale", "tr"],
        ["summary", "Dolu özet metni"],
      ],
    },
    {
      path: "/menus/new",
      table: "menus",
      pairs: [
        ["title", blank],
        ["locale", "tr"],
        ["location", "header"],
        ["link", "/dolu-baglanti"],
      ],
    },
    {
      path: "/references/new",
      table: "company_references",
      pairs: [
        ["name", blank],
        ["link", "https://dolu.example.com/"],
      ],
    },
    {
      path: "/teams/new",
      table: "teams",
      pairs: [
        ["name", blank],
        ["title", "Dolu unvan"],
      ],
    },
    {
      path: "/users/new",
      table: "users",
      pairs: [
        ["name", blank],
        ["email", "bosluk@example.com"],
        ["role", "customer"],
        ["customerType", "individual"],
      ],
    },
    {
      path: "/branch-users/new",
      table: "users",
      pairs: [
        ["name", blank],
        ["email", "bosluk2@example.com"],
        ["branchId", "1"],
      ],
    },
  ];
  for (const c of cases) {
    const before = count(c.table);
    const response = await post(admin, c.path, [["intent", "save"], ...c.pairs]);
    expect(response.status(), c.path).toBe(400);
    const html = await response.text();
    expect(html, c.path).toMatch(/Bu alan zorunludur|En az 2 karakter girin/);
    expect(html, c.path).toContain('aria-invalid="true"');
    const typed = c.pairs.find(
      ([k, v]) =>
        v !== blank &&
        !["locale", "status", "location", "role", "customerType", "branchId", "latitude", "longitude", "body"].includes(
          k,
        ),
    );
    if (typed) expect(html, c.path).toContain(typed[1]);
    expect(count(c.table), c.path).toBe(before);
  }
  // The shipment wizard's required texts too.
  const { request: customer } = await registerViaApi(playwright, server.baseURL, "blank");
  const refused = await post(customer, "/shipments/new", [
    ["intent", "next"],
    ["step", "sender"],
    ...SENDER.map(([k, v]): [string, string] => [k, k === "sender.address" ? blank : v]),
  ]);
  expect(refused.status()).toBe(400);
  await Promise.all([admin, customer].map((c) => c.dispose()));
});

test("blog titles that make no slug, and slugs already taken, are field errors, also when posted at the same moment", async ({
  playwright,
}) => {
  const admin = await clientAs(playwright, server.baseURL, "admin");
  const blog = (title: string, extra: Pairs = []): Pairs => [
    ["intent", "save"],
    ["title", title],
    ["locale", "tr"],
    ["status", "draft"],
    ...extra,
  ];
  const before = count("blogs");
  for (const title of ["🚚📦", "!!!", "…", "🚚📦"]) {
    const response = await post(admin, "/blogs/new", blog(title));
    expect(response.status(), title).toBe(400);
    const html = await response.text();
    expect(html, title).toContain("Başlıktan kısa ad üretilemedi");
    expect(html, title).toContain(title);
  }
  expect(count("blogs")).toBe(before);

  // A typed slug that is taken: a field error; the same slug typed in parallel: one wins, the others are told.
  const slug = `yaris-${Date.now().toString(36)}`;
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => post(admin, "/blogs/new", blog(`Yarış ${i}`, [["slug", slug]]))),
  );
  const statuses = answers.map((a) => a.status());
  expect(
    statuses.filter((s) => s === 303),
    JSON.stringify(statuses),
  ).toHaveLength(1);
  expect(
    statuses.filter((s) => s === 400),
    JSON.stringify(statuses),
  ).toHaveLength(7);
  for (const a of answers.filter((x) => x.status() === 400))
    expect(await a.text()).toContain("Bu dilde başka bir kayıt bu kısa adı kullanıyor");
  // One title posted in parallel, no slug typed: the slugs are numbered, or the late ones are told; never a 500.
  const title = `Aynı başlık ${Date.now().toString(36)}`;
  const same = await Promise.all(Array.from({ length: 8 }, () => post(admin, "/blogs/new", blog(title))));
  for (const a of same) expect([303, 400], `${a.status()}`).toContain(a.status());
  const slugs = all<{ slug: string }>("select slug from blogs where title = ? and deleted_at is null", title).map(
    (r) => r.slug,
  );
  expect(new Set(slugs).size).toBe(slugs.length);
  expect(slugs.length).toBeGreaterThanOrEqual(1);
  await admin.dispose();
});

test("intents named after Object.prototype members answer 400 everywhere and change nothing", async ({
  playwright,
}) => {
  // About 260 posts: a minute alone, more on a loaded machine.
  test.setTimeout(300_000);
  const admin = await clientAs(playwright, server.baseURL, "admin");
  const customer = await clientAs(playwright, server.baseURL, "customer");
  const visitor = await clientAs(playwright, server.baseURL, "visitor");
  const ids = {
    shipment: one<{ id: number }>(
      "select id from shipments where customer_id = (select id from users where email = 'customer@kargo.test') order by id limit 1",
    ).id,
    offer: one<{ id: number }>("select id from offers where status = 'draft' order by id limit 1").id,
    freight: one<{ id: number }>("select id from freight_requests order by id limit 1").id,
    zone: one<{ id: number }>("select id from express_zones order by id limit 1").id,
    contact: one<{ id: number }>("select id from contact_messages order by id limit 1").id,
    admin: one<{ id: number }>("select id from users where email = 'admin@kargo.test'").id,
  };
  const today = new Date().toISOString().slice(0, 10);
  const targets: Array<{ client: APIRequestContext; path: string; extra?: Pairs }> = [
    { client: customer, path: "/account" },
    { client: customer, path: "/shipments/new", extra: [["step", "sender"]] },
    { client: customer, path: `/shipments/${ids.shipment}` },
    { client: admin, path: `/offers/${ids.offer}` },
    // A complete, valid offer: only the intent is wrong (without one, the form saves).
    {
      client: admin,
      path: "/offers/new",
      extra: [
        ["offerTo", "Deniz Kaya"],
        ["offerToEmail", "deniz@example.com"],
        ["bidderId", String(ids.admin)],
        ["date", today],
        ["validUntil", today],
        ["currency", "EUR"],
        ["price", "1250"],
        ["description", "Geçerli bir teklif"],
      ],
    },
    { client: admin, path: `/freight/${ids.freight}` },
    { client: admin, path: "/express-prices" },
    { client: admin, path: `/express-prices/zones/${ids.zone}` },
    {
      client: admin,
      path: "/menus/order",
      extra: [
        ["id", "1"],
        ["direction", "up"],
      ],
    },
    { client: admin, path: `/contacts/${ids.contact}` },
    { client: admin, path: "/search", extra: [["id", "email"]] },
    { client: visitor, path: "/preferences", extra: [["lng", "en"]] },
  ];
  for (const key of [
    "banners",
    "menus",
    "site-pages",
    "blogs",
    "services",
    "references",
    "teams",
    "users",
    "branches",
    "branch-users",
  ]) {
    const id = one<{ id: number }>(
      `select id from ${key === "references" ? "company_references" : key === "branch-users" ? "users" : key === "site-pages" ? "pages" : key}${key === "branch-users" ? " where role = 'agent'" : ""} order by id desc limit 1`,
    ).id;
    targets.push({
      client: admin,
      path: `/${key}`,
      extra: [
        ["ids", String(id)],
        ["confirmed", "1"],
        ["branchId", "1"],
      ],
    });
    targets.push({ client: admin, path: `/${key}/${id}` });
    targets.push({
      client: admin,
      path: `/${key}/new`,
      extra: [
        ["title", "Geçerli başlık"],
        ["name", "Geçerli Ad"],
        ["locale", "tr"],
      ],
    });
  }
  const tables = [
    "users",
    "shipments",
    "shipment_events",
    "offers",
    "freight_requests",
    "banners",
    "menus",
    "pages",
    "blogs",
    "services",
    "company_references",
    "teams",
    "branches",
    "contact_messages",
    "express_zones",
    "sessions",
  ];
  const snapshot = () => Object.fromEntries(tables.map((t) => [t, all(`select * from ${t} order by id`)]));
  const before = snapshot();
  const failures: string[] = [];
  for (const intent of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"]) {
    for (const t of targets) {
      const status = (await post(t.client, t.path, [["intent", intent], ...(t.extra ?? [])])).status();
      if (status !== 400) failures.push(`${t.path} intent=${intent} → ${status}`);
    }
    for (const path of [`/api/public/${intent}`, `/api/public/${intent}/x`]) {
      const status = (await visitor.get(path)).status();
      if (status !== 404) failures.push(`GET ${path} → ${status}`);
    }
  }
  // On a row that does not exist the answer is 404, like every other answer about it.
  for (const [client, path] of [
    [admin, "/offers/999999"],
    [customer, "/shipments/999999"],
  ] as const) {
    const status = (await post(client, path, [["intent", "toString"]])).status();
    if (status !== 404) failures.push(`${path} intent=toString → ${status}`);
  }
  expect(failures).toEqual([]);
  expect(snapshot()).toEqual(before);
  await Promise.all([admin, customer, visitor].map((c) => c.dispose()));
});

test("a failing value is never logged whole", async ({ playwright }) => {
  const { request: customer } = await registerViaApi(playwright, server.baseURL, "logged");
  const admin = await clientAs(playwright, server.baseURL, "admin");
  await toCargoStep(customer);
  const huge = "EURO".repeat(25_000);
  const attempts: Array<[APIRequestContext, string, Pairs]> = [
    [customer, "/shipments/new?step=cargo", [["intent", "create"], ...cargo(huge)]],
    [customer, "/shipments/new", [["intent", "next"], ["step", "sender"], ...SENDER, ["sender.county", huge]]],
    [
      admin,
      "/blogs/new",
      [
        ["intent", "save"],
        ["title", "🚚".repeat(20_000)],
        ["locale", "tr"],
        ["status", "draft"],
      ],
    ],
    [
      admin,
      "/banners/new",
      [
        ["intent", "save"],
        ["title", " ".repeat(100_000)],
        ["locale", "tr"],
      ],
    ],
    [
      admin,
      "/blogs",
      [
        ["intent", "hasOwnProperty"],
        ["ids", "1"],
        ["junk", huge],
      ],
    ],
  ];
  for (const [client, path, pairs] of attempts)
    expect((await post(client, path, pairs)).status(), path).toBeLessThan(500);
  const longest = Math.max(
    0,
    ...server
      .stderr()
      .split("\n")
      .map((line) => line.length),
  );
  expect(longest, server.stderr().slice(0, 2000)).toBeLessThan(2000);
  expect(server.stderr()).not.toContain("EUROEUROEUROEUROEUROEUROEUROEUROEUROEURO");
  await Promise.all([customer, admin].map((c) => c.dispose()));
});
