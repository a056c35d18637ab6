// Starts the production build for the end-to-end tests on a fresh data folder.
// Usage: node tests/e2e/serve.mjs <name> (PORT and other settings come from the environment).
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const name = process.argv[2] ?? "main";
const dataDir = path.join(root, "test-results", "e2e-data", name);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
// The PostgreSQL run of CI points the main server at a fresh PostgreSQL database.
if (name === "main" && process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET ??= "e2e-secret-e2e-secret-e2e-secret-0123456789";
process.env.HOST ??= "127.0.0.1";
process.env.TRUST_PROXY ??= "on";
// Links in mails and QR codes point at the server itself (a port the system picks is chosen here, so it is known).
// An APP_URL set to nothing stays unset (the start's refusal is tested).
if (process.env.APP_URL === undefined) {
  if (!process.env.PORT || process.env.PORT === "0") process.env.PORT = String(await freePort(process.env.HOST));
  process.env.APP_URL = `http://${process.env.HOST}:${process.env.PORT}`;
}
await import(path.join(root, "server.js"));

function freePort(host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
