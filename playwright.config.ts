import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./tests/e2e/chromium.mjs";

/**
 * End-to-end tests against the production build (npm run build first), in Debian's Chromium.
 * Two servers: the main one, and one with very short token lifetimes (session-expiry test) that also
 * requires two-factor sign-in for administrators.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const SHORT_TTL_PORT = PORT + 1;
/** A server of its own for tests that compare row counts, so no other test writes meanwhile. */
export const ISOLATED_PORT = PORT + 2;

export default defineConfig({
  projects: [
    { name: "e2e", testDir: "tests/e2e" },
    { name: "security", testDir: "tests/security" },
    // Crash, shutdown, full and read-only storage, online backup: servers of their own (E2E_PORT + 20…29).
    { name: "faults", testDir: "tests/faults" },
    // SQL statements a page runs, with the build in a process of its own (no server, no browser).
    { name: "budgets", testDir: "tests/budgets" },
  ],
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "tr-TR",
    // Recording a trace of every test to keep the failing ones cost about a third of the suite's time on 2 cores
    // (two spec files: 155–169 s against 113 s); a retried test records one, and `--trace on` records them all.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: [
    {
      command: "node tests/e2e/serve.mjs main",
      url: `http://127.0.0.1:${PORT}/healthz`,
      env: { PORT: String(PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node tests/e2e/serve.mjs short-ttl",
      url: `http://127.0.0.1:${SHORT_TTL_PORT}/healthz`,
      env: { PORT: String(SHORT_TTL_PORT), ACCESS_TOKEN_TTL: "5s", REFRESH_TOKEN_TTL: "10s", ADMIN_MFA: "required" },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node tests/e2e/serve.mjs isolated",
      url: `http://127.0.0.1:${ISOLATED_PORT}/healthz`,
      env: { PORT: String(ISOLATED_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
