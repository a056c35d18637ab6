// Server CPU per request of the panel pages, sequentially (one request at a time), on the production build.
//
//   node bench/render-cpu.mjs                   # 200 requests per page, port 4700
//   RENDER_N=50 PORT=4710 node bench/render-cpu.mjs
//   RENDER_PAGES=shipments RENDER_PROFILE=/tmp/prof node bench/render-cpu.mjs   # one page under --cpu-prof
//   RENDER_SERVER=/tmp/old/server.js node bench/render-cpu.mjs                    # another build (its server.js + build/)
//   RENDER_DB=<folder kept by BENCH_KEEP=1 npm run bench>/bench.db node bench/render-cpu.mjs   # on a copy of the scale database
//
// Starts `node server.js` on a fresh DATA_DIR (demo data), signs in as the admin, then for each page sends a
// warm-up and RENDER_N sequential requests and reads the server's user + system CPU time from /proc/<pid>/stat
// before and after. Prints CPU ms per request and its ratio to /tracking (B1 of `npm run bench`). Needs
// `npx react-router build` first. CPU time, not wall time: it stays steady when the machine is shared.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const N = Number(process.env.RENDER_N ?? 200);
const PORT = Number(process.env.PORT ?? process.env.E2E_PORT ?? 4700);
const ONLY = process.env.RENDER_PAGES?.split(",");
const PROFILE = process.env.RENDER_PROFILE;
const base = `http://127.0.0.1:${PORT}`;
const TICK_MS = 1000 / Number(spawnSync("getconf", ["CLK_TCK"]).stdout?.toString().trim() || 100);

function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "render-cpu-"));
// RENDER_DB: measure on a copy of a database kept by `BENCH_KEEP=1 npm run bench` instead of the demo data.
const dbEnv = {};
if (process.env.RENDER_DB) {
  fs.copyFileSync(process.env.RENDER_DB, path.join(dataDir, "render.db"));
  dbEnv.DATABASE_URL = `file:${path.join(dataDir, "render.db")}`;
}
const script = path.resolve(process.env.RENDER_SERVER ?? "server.js");
const args = PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE}`, script] : [script];
const server = spawn(process.execPath, args, {
  cwd: path.dirname(script),
  // Long-lived tokens: the session must outlive the run (10 minutes by default) on a busy machine.
  env: { ...process.env, RATE_LIMIT_SCALE: "100000", NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(PORT), ACCESS_TOKEN_TTL: "12h", REFRESH_TOKEN_TTL: "12h", ...dbEnv },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => new Promise((resolve) => {
  if (server.exitCode !== null) return resolve();
  server.once("exit", resolve);
  server.kill("SIGTERM");
});

async function get(pathname, cookie) {
  const res = await fetch(base + pathname, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const body = await res.text();
  return { status: res.status, body };
}

try {
  for (let i = 0; ; i++) {
    try {
      if ((await get("/tracking")).status === 200) break;
    } catch {}
    if (i > 300 || server.exitCode !== null) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "admin@kargo.test", password: "Demo1234!" }),
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  if (login.status !== 303) throw new Error(`sign-in answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).filter((c) => !c.startsWith("toast=")).join("; ");
  const list = await get("/shipments", cookie);
  const id = /href="\/shipments\/(\d+)"/.exec(list.body)?.[1];
  if (!id) throw new Error("no shipment link on /shipments");

  const detail = await get(`/shipments/${id}`, cookie);
  const number = /KG[\d ]{11,15}/.exec(detail.body)?.[0].replace(/\s/g, "").slice(0, 13);
  const pages = [
    ["tracking", "/tracking", null],
    ...(number ? [["lookup", `/tracking?number=${number}`, null]] : []),
    ["home", "/", cookie],
    ["shipments", "/shipments", cookie],
    ["shipment", `/shipments/${id}`, cookie],
    ["freight", "/freight", cookie],
    ["offers", "/offers", cookie],
  ].filter(([key]) => !ONLY || ONLY.includes(key));

  const rows = [];
  for (const [key, pathname, c] of pages) {
    for (let i = 0; i < Math.min(20, N); i++) await get(pathname, c);
    const before = cpuMs(server.pid);
    let bytes = 0;
    for (let i = 0; i < N; i++) {
      const res = await get(pathname, c);
      if (res.status !== 200) throw new Error(`${pathname} answered ${res.status}`);
      bytes += res.body.length;
    }
    rows.push({ key, pathname, ms: (cpuMs(server.pid) - before) / N, kb: bytes / N / 1024 });
  }
  const b1 = rows.find((r) => r.key === "tracking")?.ms;
  console.log(`${N} sequential requests per page, server CPU (user + system) per request`);
  console.log("page".padEnd(22) + "CPU ms/req".padStart(11) + "× /tracking".padStart(13) + "B1 ratio".padStart(10) + "HTML kB".padStart(9));
  for (const r of rows) {
    const times = b1 ? (r.ms / b1).toFixed(2) : "—";
    const ratio = b1 ? (b1 / r.ms).toFixed(2) : "—";
    console.log(r.pathname.padEnd(22) + r.ms.toFixed(2).padStart(11) + times.padStart(13) + ratio.padStart(10) + r.kb.toFixed(1).padStart(9));
  }
} finally {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
