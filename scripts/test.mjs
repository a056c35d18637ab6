// npm test: lint and format check, type check, unit tests, production build, JavaScript budget (npm run size), end-to-end tests in Chromium.
import { spawnSync } from "node:child_process";

const steps = [
  ["Lint", "npm", ["run", "lint"]],
  ["Type check", "npm", ["run", "typecheck"]],
  ["Unit and model tests", "npx", ["vitest", "run"]],
  ["Production build", "npm", ["run", "build"]],
  ["JavaScript budget", "node", ["scripts/size.mjs"]],
  ["End-to-end tests", "node", ["scripts/test-e2e.mjs"]],
];

const started = Date.now();
for (const [title, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${title} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll green in ${((Date.now() - started) / 1000).toFixed(1)} s`);
