import { defineConfig } from "@playwright/test";

/**
 * Two production servers on one PostgreSQL database and one S3-compatible uploads store
 * (tests/multi/two-servers.spec.ts starts them itself: no webServer here, no browser needed).
 * Run by scripts/test-postgres.sh: `npx playwright test -c tests/multi/playwright.config.ts`.
 */
export default defineConfig({
  projects: [{ name: "multi", testDir: "." }],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  outputDir: "../../test-results/multi",
});
