// npm run audit: Lighthouse 12 (mobile) and axe-core on the production build.
//
// Starts `node server.js` on a fresh DATA_DIR (demo data), then
//  1. Lighthouse (Debian's Chromium, --headless=new --no-sandbox, the default mobile profile with simulated
//     throttling) on login, public tracking, the public freight request, the admin home, the shipments list and
//     the template's analytics dashboard. Signed-in pages get the session cookie of a real login POST through
//     Lighthouse's extraHeaders (no browser state is shared between runs, and the cookie is exactly what a browser
//     would send).
//  2. @axe-core/playwright on the main screens, signed in as the role that uses them, in the light skin and
//     a few in the dark skin. Every axe rule that is enabled by default (WCAG 2.x A/AA and best practices).
// Prints a table, writes bench/results/audit-<timestamp>.json and exits 1 when a bar is missed.
//
// Each Lighthouse page runs --runs=N times (default 5), round after round, and its row is Lighthouse's median run.
//
// Options: --skip-build (use build/ as it is), --only=lighthouse|axe, --port=N (default AUDIT_PORT or 4200),
// --runs=N, --cpu=N (a fixed CPU slowdown instead of the calibrated one), --pages=word,word (only the Lighthouse
// pages whose name holds one of the words, e.g. --pages=freight).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { signIn } from "../bench/sign-in.mjs";
import { calibratedMultiplier, lighthouseRow, scoreOf } from "./audit-lib.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const only = flag("only");
const PORT = Number(flag("port") ?? process.env.AUDIT_PORT ?? process.env.E2E_PORT ?? 4200);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (p) => p && fs.existsSync(p),
);

/** Lighthouse pages and their bars. */
const LIGHTHOUSE = [
  { name: "login", path: "/login", as: null, performance: 98 },
  { name: "tracking", path: "/tracking", as: null, performance: 98, resolve: "tracking" },
  { name: "freight request", path: "/freight/calculate", as: null, performance: 95 },
  { name: "admin home", path: "/", as: "admin@kargo.test", performance: 90 },
  { name: "shipments list", path: "/shipments", as: "admin@kargo.test", performance: 90 },
  { name: "analytics dashboard", path: "/dashboard/analytics", as: "admin@kargo.test", performance: 90 },
  { name: "demo inbox", path: "/apps/email", as: "admin@kargo.test", performance: 90 },
  { name: "demo calendar", path: "/apps/calendar", as: "admin@kargo.test", performance: 90 },
  { name: "demo invoices", path: "/apps/invoice/list", as: "admin@kargo.test", performance: 90 },
  { name: "demo shop", path: "/apps/ecommerce/shop", as: "admin@kargo.test", performance: 90 },
];
const fixedCpu = flag("cpu") ? Number(flag("cpu")) : null;
/**
 * Lighthouse runs per page (`--runs=N`, default 5). One run's score moves by several points from run to run on a
 * shared host; Lighthouse's variability guide recommends the median of five, and each page's row is its median run.
 */
const LIGHTHOUSE_RUNS = Number(flag("runs") ?? 5);
if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 1) {
  console.error(`--runs must be a whole number of at least 1 (got ${flag("runs")}).`);
  process.exit(2);
}
const { throttling } = await import("lighthouse/core/config/constants.js");
const MOBILE_THROTTLING = throttling.mobileSlow4G;

/** axe screens: [name, path, account or null, skins]. `{shipment}` is filled with a real shipment id. */
const AXE = [
  ["login", "/login", null, ["light", "dark"]],
  ["register", "/register", null, ["light"]],
  ["forgot password", "/forgot-password", null, ["light"]],
  ["tracking", "/tracking", null, ["light", "dark"]],
  ["tracking result", "{tracking}", null, ["light"]],
  ["freight request", "/freight/calculate", null, ["light", "dark"]],
  ["contact", "/contact", null, ["light"]],
  ["admin home", "/", "admin@kargo.test", ["light", "dark"]],
  ["agent home", "/", "agent@kargo.test", ["light"]],
  ["customer home", "/", "customer@kargo.test", ["light"]],
  ["shipments list", "/shipments", "admin@kargo.test", ["light", "dark"]],
  ["shipment detail", "{shipment}", "admin@kargo.test", ["light"]],
  ["shipment wizard", "/shipments/new", "admin@kargo.test", ["light"]],
  ["freight list", "/freight", "admin@kargo.test", ["light"]],
  ["offers list", "/offers", "admin@kargo.test", ["light"]],
  ["tariffs", "/tariffs", "admin@kargo.test", ["light"]],
  ["account", "/account", "admin@kargo.test", ["light", "dark"]],
  ["analytics dashboard", "/dashboard/analytics", "admin@kargo.test", ["light", "dark"]],
  ["e-commerce dashboard", "/dashboard/ecommerce", "admin@kargo.test", ["light"]],
  ["faq", "/pages/faq", "admin@kargo.test", ["light"]],
  ["pricing", "/pages/pricing?billing=yearly", "admin@kargo.test", ["light", "dark"]],
  ["blog post", "/pages/blog/detail/1", "admin@kargo.test", ["light"]],
  ["blog editor", "/pages/blog/edit/1", "admin@kargo.test", ["light"]],
  ["access control", "/access-control", "admin@kargo.test", ["light"]],
  ["sign-in v2", "/pages/login-v2", null, ["light", "dark"]],
  ["coming soon", "/misc/coming-soon", null, ["light"]],
  ["demo invoices", "/apps/invoice/list", "admin@kargo.test", ["light", "dark"]],
  ["demo shop", "/apps/ecommerce/shop", "admin@kargo.test", ["light", "dark"]],
  ["demo inbox", "/apps/email", "admin@kargo.test", ["light", "dark"]],
  ["demo mail", "/apps/email/30", "admin@kargo.test", ["light"]],
  ["demo chat", "/apps/chat?contact=1", "admin@kargo.test", ["light", "dark"]],
  ["demo todo", "/apps/todo", "admin@kargo.test", ["light", "dark"]],
  ["demo calendar", "/apps/calendar", "admin@kargo.test", ["light", "dark"]],
  ["demo event", "/apps/calendar/events/1", "admin@kargo.test", ["light"]],
];

function log(message) {
  process.stderr.write(`[audit] ${message}\n`);
}

// ---------------------------------------------------------------------------------------------- server
function ensureBuild() {
  const have = fs.existsSync("build/server/index.js") && fs.existsSync("build/client/assets");
  if (have && args.includes("--skip-build")) return;
  if (have && process.env.AUDIT_REBUILD !== "1") {
    // Rebuild when a source file is newer than the build.
    const built = fs.statSync("build/server/index.js").mtimeMs;
    const newer = (dir) =>
      fs.readdirSync(dir, { withFileTypes: true }).some((e) => {
        const p = path.join(dir, e.name);
        return e.isDirectory() ? newer(p) : fs.statSync(p).mtimeMs > built;
      });
    if (!newer("app") && !newer("locales")) return;
  }
  log("building (npm run build)…");
  const r = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) {
    console.error("Build failed.");
    process.exit(1);
  }
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kargo-audit-"));
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      TRUST_PROXY: "",
      SESSION_SECRET: "audit-secret-audit-secret-audit-secret-0123",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      const r = await fetch(`${BASE}/healthz`);
      if (r.ok) break;
    } catch {
      // Not listening yet: ask again until the deadline.
    }
    if (Date.now() > deadline) throw new Error(`server did not answer on ${BASE}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The cookies a browser holds after signing in through the real login form (POST /login). */
const sessionCookie = (email) => signIn(BASE, email);

// ------------------------------------------------------------------------------------------ lighthouse
async function lighthouseRun(port, url, extraHeaders, cpuSlowdownMultiplier, attempt = 1) {
  const lhr = await lighthouseOnce(port, url, extraHeaders, cpuSlowdownMultiplier);
  // Trace recording now and then fails on a busy host (NO_NAVSTART, NO_FCP): run that page again.
  if (lhr.runtimeError && attempt < 3) {
    log(`${url}: ${lhr.runtimeError.code}, running again`);
    return lighthouseRun(port, url, extraHeaders, cpuSlowdownMultiplier, attempt + 1);
  }
  return lhr;
}

async function lighthouseOnce(port, url, extraHeaders, cpuSlowdownMultiplier) {
  const runner = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], extraHeaders },
    cpuSlowdownMultiplier
      ? { extends: "lighthouse:default", settings: { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier } } }
      : undefined,
  );
  return runner.lhr;
}

async function runLighthouse(pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  /** Per page, every run: its report, the multiplier it ran at and how long it took. */
  const runs = pages.map(() => []);
  try {
    const cookies = await Promise.all(pages.map((page) => (page.as ? sessionCookie(page.as) : undefined)));
    // Warm-up load of each page (the server's first render of a route compiles and caches).
    for (const [i, page] of pages.entries())
      await fetch(`${BASE}${page.url}`, { headers: cookies[i] ? { Cookie: cookies[i] } : undefined });
    // Round after round over all pages, so that a slow spell of the host falls on every page alike.
    for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
      for (const [i, page] of pages.entries()) {
        const extraHeaders = cookies[i] ? { Cookie: cookies[i] } : undefined;
        const started = Date.now();
        let multiplier = fixedCpu;
        if (!multiplier) {
          // Calibrate right before each run (the host's load changes), on the app's smallest answer.
          const probe = await lighthouseOnce(chrome.port, `${BASE}/healthz`, undefined, 4);
          multiplier = Number(calibratedMultiplier(probe.environment.benchmarkIndex).toFixed(2));
        }
        const lhr = await lighthouseRun(chrome.port, `${BASE}${page.url}`, extraHeaders, multiplier);
        if (process.env.AUDIT_LHR_DIR) {
          fs.writeFileSync(
            path.join(process.env.AUDIT_LHR_DIR, `${page.name.replace(/\W+/g, "-")}-${round}.json`),
            JSON.stringify(lhr),
          );
        }
        if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const seconds = Math.round((Date.now() - started) / 1000);
        runs[i].push({ lhr, multiplier, seconds });
        log(
          `lighthouse ${page.name}, run ${round} of ${LIGHTHOUSE_RUNS}: performance ${scoreOf(lhr, "performance")}, accessibility ${scoreOf(lhr, "accessibility")} (×${multiplier}, ${seconds} s)`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return pages.map((page, i) => lighthouseRow(page, runs[i]));
}

// ------------------------------------------------------------------------------------------------- axe
const cookieValue = (v) => Buffer.from(JSON.stringify(v)).toString("base64");

async function runAxe(screens, fill) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  const results = [];
  try {
    const byAccount = new Map();
    for (const s of screens) {
      const key = s[2] ?? "";
      if (!byAccount.has(key)) byAccount.set(key, []);
      byAccount.get(key).push(s);
    }
    for (const [account, list] of byAccount) {
      for (const skin of ["light", "dark"]) {
        const screensForSkin = list.filter((s) => s[3].includes(skin));
        if (!screensForSkin.length) continue;
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "tr-TR" });
        await context.addCookies([{ name: "skin", value: cookieValue(skin), url: BASE }]);
        if (account) {
          const cookies = (await sessionCookie(account)).split("; ").map((c) => {
            const i = c.indexOf("=");
            return { name: c.slice(0, i), value: c.slice(i + 1), url: BASE };
          });
          await context.addCookies(cookies);
        }
        const page = await context.newPage();
        for (const [name, rawPath] of screensForSkin) {
          const url = fill(rawPath);
          const response = await page.goto(`${BASE}${url}`, { waitUntil: "load" });
          if (!response || response.status() >= 400) throw new Error(`${name}: ${url} answered ${response?.status()}`);
          // Public screens hydrate on the visitor's first move (app/lib/hydrate-on-intent.ts).
          await page.mouse.move(3, 3);
          await page.mouse.move(6, 9);
          await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 }).catch(() => {});
          const analysis = await new AxeBuilder({ page }).analyze();
          const violations = analysis.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target.join(" "), summary: n.failureSummary })),
            count: v.nodes.length,
          }));
          log(
            `axe ${name} (${skin}): ${violations.length ? violations.map((v) => `${v.id}×${v.count}`).join(", ") : "no violations"}`,
          );
          results.push({ screen: name, url, skin, account: account || null, violations, ok: violations.length === 0 });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

// ------------------------------------------------------------------------------------------------ main
if (!CHROMIUM) {
  console.error("No Chromium found (set CHROMIUM_PATH).");
  process.exit(1);
}
ensureBuild();
const started = Date.now();
const server = await startServer();
let lighthouseRows = [];
let axeRows = [];
try {
  // A real shipment for the detail screen and a real tracking number for the tracking result.
  const admin = await sessionCookie("admin@kargo.test");
  const list = await (await fetch(`${BASE}/shipments`, { headers: { Cookie: admin } })).text();
  const shipmentId = /href="\/shipments\/(\d+)"/.exec(list)?.[1];
  if (!shipmentId) throw new Error("no shipment in the demo data");
  const detail = await (await fetch(`${BASE}/shipments/${shipmentId}`, { headers: { Cookie: admin } })).text();
  const trackingNumber = /KG(?:[\s\u00a0]?\d){11}/.exec(detail)?.[0].replace(/[\s\u00a0]/g, "");
  const fill = (p) =>
    p
      .replace("{shipment}", `/shipments/${shipmentId}`)
      .replace("{tracking}", trackingNumber ? `/tracking?number=${trackingNumber}` : "/tracking");

  if (only !== "axe") {
    const words = flag("pages")?.split(",").filter(Boolean);
    const pages = LIGHTHOUSE.filter((p) => !words || words.some((w) => p.name.includes(w))).map((p) => ({
      ...p,
      url: p.resolve === "tracking" && trackingNumber ? `/tracking?number=${trackingNumber}` : p.path,
    }));
    lighthouseRows = await runLighthouse(pages);
  }
  if (only !== "lighthouse") axeRows = await runAxe(AXE, fill);
} finally {
  await server.stop();
}

if (lighthouseRows.length) {
  console.log(
    `\nLighthouse 12, mobile profile (simulated throttling); each page's median of ${LIGHTHOUSE_RUNS} run(s)`,
  );
  console.table(
    lighthouseRows.map((r) => ({
      page: r.page,
      performance: `${r.performance} (≥ ${r.performanceBar})`,
      "every run": r.runs.map((x) => x.performance).join(" "),
      accessibility: `${r.accessibility} (≥ ${r.accessibilityBar})`,
      "FCP ms": r.fcpMs,
      "LCP ms": r.lcpMs,
      "TBT ms": r.tbtMs,
      CLS: r.cls,
      "JS kB": r.scriptKBTransferred,
      "host index": r.benchmarkIndex,
      "CPU ×": r.cpuSlowdown,
      status: r.ok ? "ok" : "MISSED",
    })),
  );
  for (const r of lighthouseRows)
    if (r.failedAccessibilityAudits.length)
      console.log(`  ${r.page}: failed accessibility audits: ${r.failedAccessibilityAudits.join(", ")}`);
}
if (axeRows.length) {
  console.log(`\naxe-core ${(await import("axe-core")).default.version} (@axe-core/playwright), all default rules`);
  console.table(
    axeRows.map((r) => ({
      screen: r.screen,
      skin: r.skin,
      violations: r.violations.map((v) => `${v.id}×${v.count}`).join(", ") || "none",
      status: r.ok ? "ok" : "FAIL",
    })),
  );
  for (const r of axeRows)
    for (const v of r.violations) {
      console.log(`  ${r.screen} (${r.skin}) ${v.id} [${v.impact}]: ${v.help}`);
      for (const n of v.nodes) console.log(`      ${n.target}`);
    }
}

const failed = [...lighthouseRows, ...axeRows].filter((r) => !r.ok).length;
fs.mkdirSync("bench/results", { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = `bench/results/audit-${stamp}.json`;
fs.writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      chromium: CHROMIUM,
      seconds: Math.round((Date.now() - started) / 1000),
      lighthouse: lighthouseRows,
      axe: axeRows,
      failed,
    },
    null,
    2,
  ),
);
console.log(`\nWrote ${file} (${Math.round((Date.now() - started) / 1000)} s).`);
if (failed) {
  console.error(`${failed} check(s) missed their bar.`);
  process.exit(1);
}
console.log("All audit bars met.");
