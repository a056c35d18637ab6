import http from "node:http";
import { test, expect, latestMailTo } from "../e2e/fixtures";
import { clientAs, freshIp, registerViaApi, startOwnServer, type OwnServer } from "./own-server";
import { PORT } from "../../playwright.config";

/**
 * The edge of the server: links it writes never come from a request's Host, and request bodies are bounded
 * as they arrive (bytes and fields), whatever they declare.
 */

const ORIGIN = `http://127.0.0.1:${PORT}`;

/** A raw request, so the Host and forwarded headers are exactly what an attacker sends. */
function raw(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer | ((req: http.ClientRequest) => void);
  } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: Date.now() - started }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    if (typeof options.body === "function") options.body(req);
    else req.end(options.body);
  });
}

test.describe("links in mails come from APP_URL, never from the request", () => {
  for (const [what, headers] of [
    ["Host", { Host: "evil.test" }],
    ["X-Forwarded-Host behind the trusted proxy", { "X-Forwarded-Host": "evil.test", "X-Forwarded-Proto": "https" }],
  ] as const) {
    test(`a password reset asked with a foreign ${what} mails a link to the panel`, async ({ playwright }) => {
      const { email } = await registerViaApi(playwright, ORIGIN, "origin");
      const response = await raw(`${ORIGIN}/forgot-password`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": freshIp(41), ...headers },
        body: new URLSearchParams({ email }).toString(),
      });
      expect(response.status).toBeLessThan(500);
      const mail = await latestMailTo(email);
      const links = [...mail.matchAll(/https?:\/\/[^\s"<>]+reset-password[^\s"<>]*/g)].map((m) => m[0]);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(new URL(link).origin).toBe(ORIGIN);
      expect(mail).not.toContain("evil.test");
    });
  }

  test("the staff mail about an anonymous freight request links to the panel", async () => {
    const number = `Host-${Date.now()}`;
    const response = await raw(`${ORIGIN}/freight/calculate`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Host: "evil.test",
        "X-Forwarded-Host": "evil.test",
        "X-Forwarded-For": freshIp(42),
      },
      body: new URLSearchParams({
        transportType: "road",
        originCountry: "TR",
        originCity: "İstanbul",
        destinationCountry: "DE",
        destinationCity: "Köln",
        packageCount: "1",
        weightKg: "50",
        lengthCm: "50",
        widthCm: "50",
        heightCm: "50",
        description: `Koli ${number}`,
        contactName: "Yük Sahibi",
        contactEmail: "host-probe@example.com",
      }).toString(),
    });
    expect(response.status).toBe(303);
    const mail = await latestMailTo("admin@kargo.test");
    const links = [...mail.matchAll(/https?:\/\/[^\s"<>]+\/freight\/\d+/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(ORIGIN);
    expect(mail).not.toContain("evil.test");
  });

  test("a production server without APP_URL refuses to start, saying why", async () => {
    const started = startOwnServer("no-app-url", { APP_URL: "" });
    await expect(started).rejects.toThrow(/APP_URL is required in production/);
  });
});

test.describe("request bodies are bounded as they arrive", () => {
  // One server for the block, its tests one after the other.
  test.describe.configure({ mode: "default" });
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer("bodies");
  });
  test.afterAll(async () => {
    await server.stop();
  });

  /** Sends `total` bytes in 64 KiB chunks without a Content-Length (chunked), as fast as the server takes them. */
  function chunked(total: number) {
    return (req: http.ClientRequest) => {
      const chunk = Buffer.alloc(64 * 1024, "a=b&".repeat(16 * 1024));
      let sent = 0;
      const pump = () => {
        while (sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      req.on("error", () => undefined);
      pump();
    };
  }

  test("a 50 MB chunked form is answered 413 within a second, and /healthz answers meanwhile", async () => {
    const rssBefore = await rss(server);
    const [big, health] = await Promise.all([
      raw(`${server.baseURL}/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": freshIp(43) },
        body: chunked(50 * 1024 * 1024),
      }).catch((error: Error) => ({ status: -1, headers: {}, body: error.message, ms: 0 })),
      (async () => {
        await new Promise((r) => setTimeout(r, 100));
        return raw(`${server.baseURL}/healthz`);
      })(),
    ]);
    expect(big.status).toBe(413);
    expect(big.ms).toBeLessThan(1000);
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(1000);
    expect(server.alive()).toBe(true);
    // The body was counted, not kept.
    expect((await rss(server)) - rssBefore).toBeLessThan(64 * 1024 * 1024);
  });

  test("a multipart body is refused where no screen takes files, and on an upload screen past its cap", async ({
    playwright,
  }) => {
    const admin = await clientAs(playwright, server.baseURL, "admin");
    const cookie = (await admin.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const boundary = "----probe";
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.com\r\n`;
    const login = await raw(`${server.baseURL}/login`, {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "X-Forwarded-For": freshIp(43) },
      body: `${part}--${boundary}--\r\n`,
    });
    expect(login.status).toBe(415);
    const upload = await raw(`${server.baseURL}/tariffs/import`, {
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "X-Forwarded-For": freshIp(43),
        Cookie: cookie,
        Origin: server.baseURL,
      },
      body: chunked(40 * 1024 * 1024),
    }).catch((error: Error) => ({ status: -1, body: error.message, ms: 0 }));
    expect(upload.status).toBe(413);
  });

  test("more than 1,000 fields are refused before they are parsed, also when sent slowly", async () => {
    const many = Array.from({ length: 280_000 }, (_, i) => `k${i}=v`).join("&");
    const declared = await raw(`${server.baseURL}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": freshIp(44) },
      body: many,
    });
    expect(declared.status).toBe(413);
    expect(declared.ms).toBeLessThan(1000);
    const fields = Array.from({ length: 1_200 }, (_, i) => `k${i}=v`).join("&");
    const slow = await raw(`${server.baseURL}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": freshIp(44) },
      body: (req) => {
        req.on("error", () => undefined);
        const half = fields.length >> 1;
        req.write(fields.slice(0, half));
        setTimeout(() => req.end(fields.slice(half)), 50);
      },
    });
    expect(slow.status).toBe(413);
  });

  test("the demo interface reads no more than 64 KiB, chunked or not", async () => {
    const json = await raw(`${server.baseURL}/mock/apps/todo/add-tasks`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": freshIp(45) },
      body: chunked(60 * 1024 * 1024),
    }).catch((error: Error) => ({ status: -1, body: error.message, ms: 0 }));
    expect(json.status).toBe(413);
    expect(json.ms).toBeLessThan(1000);
  });

  test("a wrong, missing or malformed Content-Type on a form action is a 4xx, never a 500", async ({ playwright }) => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ["json", { "Content-Type": "application/json" }, '{"email":"a@b.c"}'],
      ["text", { "Content-Type": "text/plain" }, "email=a@b.c"],
      ["missing", {}, "email=a@b.c"],
      ["garbage", { "Content-Type": ";;;=" }, "email=a@b.c"],
      ["multipart without boundary", { "Content-Type": "multipart/form-data" }, "email=a@b.c"],
      ["broken multipart", { "Content-Type": "multipart/form-data; boundary=zz" }, "--zz\r\nnot a header\r\n\r\n--"],
      [
        "multipart ending early",
        { "Content-Type": "multipart/form-data; boundary=zz" },
        '--zz\r\nContent-Disposition: form-data; name="title.tr"\r\n\r\nab',
      ],
    ];
    const admin = await clientAs(playwright, server.baseURL, "admin");
    const cookie = (await admin.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const visitorPaths = [
      "/login",
      "/contact",
      "/register",
      "/tracking",
      "/preferences",
      "/forgot-password",
      "/freight/calculate",
    ];
    const adminPaths = [
      "/banners/new",
      "/blogs/new",
      "/uploads",
      "/tariffs/import",
      "/express-prices/import",
      "/logout",
    ];
    for (const [paths, extra] of [
      [visitorPaths, {}],
      [adminPaths, { Cookie: cookie, Origin: server.baseURL }],
    ] as const) {
      for (const path of paths) {
        for (const [what, headers, body] of cases) {
          const response = await raw(`${server.baseURL}${path}`, {
            method: "POST",
            headers: { ...headers, ...extra, "X-Forwarded-For": freshIp(46) },
            body,
          });
          expect(response.status, `${path}, ${what}`).toBeGreaterThanOrEqual(400);
          expect(response.status, `${path}, ${what}`).toBeLessThan(500);
        }
      }
    }
    expect(server.stderr()).not.toMatch(/\[error\]/);
  });
});

async function rss(server: OwnServer): Promise<number> {
  // The server's resident memory, read from /proc by its pid printed at start (Linux).
  const fs = await import("node:fs");
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}
