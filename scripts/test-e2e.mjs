// Runs the Playwright suite against the production build, after checking that a Chromium exists.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { chromiumPath } from "../tests/e2e/chromium.mjs";

const chromium = chromiumPath();
if (!chromium) {
  console.error(`
No Chromium found for the end-to-end tests. Install one of:
  - Debian/Ubuntu:   sudo apt-get install -y chromium-headless-shell   (the lightest; or chromium)
  - with internet:   npx playwright install chromium       (Playwright's own download)
and/or point CHROMIUM_PATH at the browser's executable. The tests use no other browser.`);
  process.exit(1);
}
if (!fs.existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first (npm test does it for you).");
  process.exit(1);
}
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
