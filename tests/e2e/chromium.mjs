// The browser the end-to-end tests drive (playwright.config.ts and scripts/test-e2e.mjs).
import fs from "node:fs";

/**
 * In order of preference: Debian's headless shell (package chromium-headless-shell), then Debian's Chromium and
 * the usual other names. The headless shell is the browser Playwright itself uses for headless runs: without the
 * full browser's window layer, its browser and GPU processes take about half the CPU (README, "Two commands"),
 * and the suite is CPU-bound on two cores.
 */
const CANDIDATES = [
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

/** CHROMIUM_PATH when set, else the first candidate installed; null when there is none. */
export function chromiumPath() {
  return [process.env.CHROMIUM_PATH, ...CANDIDATES].find((p) => Boolean(p && fs.existsSync(p))) ?? null;
}
