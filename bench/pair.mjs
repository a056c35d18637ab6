// Two or more pages, or the same pages on two builds, compared in finely alternated runs on a database kept by the
// scale bench.
//
//   BENCH_KEEP=1 BENCH_ONLY=tracking npm run bench          # once: keeps /tmp/kargo-scale-XXXX (bench.db, scale.json)
//   node bench/pair.mjs --db /tmp/kargo-scale-XXXX/bench.db                        # empty tracking form vs lookups
//   node bench/pair.mjs --db … --pages "form=/tracking;one=/tracking?number=KG…"   # any pages (paths joined by ",")
//   node bench/pair.mjs --db … --as admin@kargo.test --pages "form=/tracking;detail=/shipments/1"   # signed in
//   node bench/pair.mjs --db … --builds /tmp/old,. --pages bench --cycles 3        # every page of the bench, two builds
//   node bench/pair.mjs --db old.db,new.db --builds /tmp/old,. …                   # each build on its own (migrated) copy
//
// A build is a folder with `server.js` and `build/` (a checkout of another commit, built). Each server (pinned to
// core 0 like the bench's) runs on its own copy of the database; the load (bench/load.mjs, autocannon at 10
// connections) runs on core 1. Every cycle runs each build × page once for --secs seconds, in reverse order every
// other cycle. Per cycle it takes each page's throughput and CPU time a request against the first page's on the
// same build and, with two builds, each page's throughput and CPU time on build B against build A: pairs seconds
// apart, so the host's drift (30% within minutes here) falls mostly outside them. `--pages bench` measures the
// scale bench's pages (bench/pages.mjs: public ones signed out, panel ones as the admin or the agent) and, with two
// builds, says which page kept less than --keep (0.8) of its throughput on A. Writes every run to --out (JSON).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchPages } from "./pages.mjs";
import { signIn } from "./sign-in.mjs";

const { values: opts } = parseArgs({
  options: {
    db: { type: "string" },
    builds: { type: "string", default: "." },
    pages: { type: "string", default: "form=/tracking;lookup=@tracking" },
    cycles: { type: "string", default: "6" },
    secs: { type: "string", default: "5" },
    keep: { type: "string", default: "0.8" },
    out: { type: "string", default: path.join(os.tmpdir(), "pair.json") },
    // Sign in as this user (the bench's demo password) on each server and send its cookie with every request.
    as: { type: "string" },
  },
});
if (!opts.db) {
  console.error(
    "usage: node bench/pair.mjs --db <folder kept by BENCH_KEEP=1 npm run bench>/bench.db [--pages …|bench] [--builds a,b] [--as email] [--cycles n] [--secs s] [--keep 0.8]",
  );
  process.exit(2);
}
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const cycles = Number(opts.cycles);
const secs = Number(opts.secs);
const keep = Number(opts.keep);
const TICK_MS = 1000 / Number(spawnSync("getconf", ["CLK_TCK"]).stdout?.toString().trim() || 100);
const hasTaskset = spawnSync("taskset", ["-c", "0", "true"]).status === 0;
const pinned = (core, argv) => (hasTaskset ? ["taskset", ["-c", String(core), ...argv]] : [argv[0], argv.slice(1)]);

// One database for every build, or one per build (`--db a.db,b.db`): a later build's migrations may take long on
// the copy each start makes, so its database can be migrated once beforehand (start it on a copy, keep that copy).
const databases = opts.db.split(",");
const scale = {
  ...JSON.parse(fs.readFileSync(path.join(path.dirname(databases[0]), "scale.json"), "utf8")),
  file: databases[0],
};
const tracking = scale.samples.trackingNumbers.slice(0, 20).map((n) => `/tracking?number=${n}`);
const BENCH = opts.pages === "bench";

/**
 * A server's pages: name → { requests, headers }, in the order given (the first is every ratio's denominator).
 * `--pages bench` takes the scale bench's pages with the server's own sessions; otherwise the paths given, with
 * the `--as` user's session when there is one.
 */
function pagesFor(server) {
  if (BENCH) {
    const pages = benchPages(scale, server.cookies, `http://127.0.0.1:${server.port}`).filter((t) => t.base === "app");
    return new Map(pages.map((t) => [t.key, { requests: t.requests, headers: t.headers ?? {} }]));
  }
  return new Map(
    opts.pages.split(";").map((entry) => {
      const at = entry.indexOf("=");
      const paths = entry
        .slice(at + 1)
        .split(",")
        .flatMap((p) => (p === "@tracking" ? tracking : [p]));
      return [
        entry.slice(0, at),
        { requests: paths.map((p) => ({ path: p })), headers: server.cookies.as ? { cookie: server.cookies.as } : {} },
      ];
    }),
  );
}

const builds = opts.builds.split(",").map((dir) => path.resolve(dir));

const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};

const servers = [];
async function start(dir, index) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "pair-"));
  fs.copyFileSync(databases[Math.min(index, databases.length - 1)], path.join(data, "bench.db"));
  const [cmd, argv] = pinned(0, [process.execPath, path.join(dir, "server.js")]);
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    // Links in mails and QR codes: the bench follows none.
    APP_URL: "http://127.0.0.1",
    DATA_DIR: data,
    DATABASE_URL: `file:${path.join(data, "bench.db")}`,
    RATE_LIMIT_SCALE: "100000",
    LOG_LEVEL: "warn",
    // Sessions outlive the run (the load generator does not follow a refreshed cookie), as in the scale bench.
    ACCESS_TOKEN_TTL: "12h",
    REFRESH_TOKEN_TTL: "12h",
    SESSION_IDLE_TIMEOUT: "12h",
  };
  const child = spawn(cmd, argv, { cwd: dir, env, stdio: ["ignore", "pipe", "inherit"] });
  const server = { dir, child, port: 0, data, cookies: {} };
  servers.push(server);
  server.port = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out = (out + chunk).slice(-4096);
      const match = /listening on http:\/\/[^:\s]+:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`${dir}/server.js exited (${code})`)));
  });
  const base = `http://127.0.0.1:${server.port}`;
  if (BENCH)
    server.cookies = { admin: await signIn(base, "admin@kargo.test"), agent: await signIn(base, "agent@kargo.test") };
  else if (opts.as) server.cookies = { as: await signIn(base, opts.as) };
  server.pages = pagesFor(server);
  return server;
}

function load(server, page, duration) {
  const { requests, headers } = server.pages.get(page);
  const config = {
    url: `http://127.0.0.1:${server.port}`,
    connections: 10,
    duration,
    headers: { "accept-encoding": "gzip, deflate, br, zstd", ...headers },
    requests,
  };
  const [cmd, argv] = pinned(1, [process.execPath, path.join(root, "bench/load.mjs"), JSON.stringify(config)]);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop())) : reject(new Error(`load exited ${code}`)),
    );
  });
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const f2 = (x) => x.toFixed(2);

let exitCode = 0;
try {
  for (const [index, dir] of builds.entries()) await start(dir, index);
  const names = [...servers[0].pages.keys()];
  const label = (b) => (builds.length > 1 ? `${"AB"[b]} ` : "");
  const combos = servers.flatMap((_, b) => names.map((page) => ({ b, page })));
  for (const { b, page } of combos) await load(servers[b], page, 2); // warm-up
  /** runs[b][page][cycle] */
  const runs = servers.map(() => Object.fromEntries(names.map((p) => [p, []])));
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (const { b, page } of cycle % 2 ? [...combos].reverse() : combos) {
      const { child } = servers[b];
      const before = cpuMs(child.pid);
      const r = await load(servers[b], page, secs);
      const cpu = (cpuMs(child.pid) - before) / Math.max(1, r.requests);
      const unexpected = r.errors + r.timeouts;
      runs[b][page][cycle] = {
        rps: r.rps,
        cpu,
        p50: r.p50,
        p99: r.p99,
        requests: r.requests,
        codes: r.codes,
        unexpected,
      };
      console.log(
        `${cycle + 1} ${label(b)}${page.padEnd(20)} ${r.rps.toFixed(1).padStart(7)} req/s  CPU ${f2(cpu)} ms/req  p50 ${r.p50} p99 ${r.p99} ms  ${JSON.stringify(r.codes)}`,
      );
    }
  }
  const [first, ...others] = names;
  for (const [b, byPage] of runs.entries()) {
    console.log(
      `${label(b)}${first}: median ${median(byPage[first].map((r) => r.rps)).toFixed(1)} req/s, CPU ${f2(median(byPage[first].map((r) => r.cpu)))} ms/req`,
    );
    for (const page of others) {
      const ratio = byPage[page].map((r, c) => r.rps / byPage[first][c].rps);
      const cpuRatio = byPage[page].map((r, c) => byPage[first][c].cpu / r.cpu);
      console.log(
        `${label(b)}${page}: median ${median(byPage[page].map((r) => r.rps)).toFixed(1)} req/s, CPU ${f2(median(byPage[page].map((r) => r.cpu)))} ms/req; × ${first} ${f2(median(ratio))} (cycles ${ratio.map(f2).join(" ")}), by CPU ${f2(median(cpuRatio))}`,
      );
    }
  }
  const kept = [];
  if (runs.length === 2) {
    console.log(`\n| page | B ÷ A throughput (cycles) | B ÷ A by CPU a request | kept ≥ ${keep} |`);
    console.log(`|---|---:|---:|---|`);
    for (const page of names) {
      const ratio = runs[1][page].map((r, c) => r.rps / runs[0][page][c].rps);
      const cpuRatio = runs[1][page].map((r, c) => runs[0][page][c].cpu / r.cpu);
      const row = {
        page,
        throughput: median(ratio),
        cycles: ratio,
        byCpu: median(cpuRatio),
        kept: median(ratio) >= keep,
      };
      kept.push(row);
      console.log(
        `| ${page} | ${f2(row.throughput)} (${ratio.map(f2).join(" ")}) | ${f2(row.byCpu)} | ${row.kept ? "yes" : "NO"} |`,
      );
    }
    const lost = kept.filter((row) => !row.kept);
    console.log(
      lost.length
        ? `\nBelow ${keep} × build A's throughput: ${lost.map((row) => row.page).join(", ")}`
        : `\nEvery page kept at least ${keep} × build A's throughput.`,
    );
    if (lost.length) exitCode = 1;
  }
  fs.writeFileSync(opts.out, JSON.stringify({ builds, pages: names, cycles, secs, runs, kept }, null, 1));
  console.log(`runs written to ${opts.out}`);
} finally {
  for (const { child, data } of servers) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(data, { recursive: true, force: true });
  }
}
process.exit(exitCode);
