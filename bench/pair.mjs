// Two or more pages (or two builds) compared in finely alternated runs, on a database kept by the scale bench.
//
//   BENCH_KEEP=1 BENCH_ONLY=tracking npm run bench          # once: keeps /tmp/kargo-scale-XXXX (bench.db, scale.json)
//   node bench/pair.mjs --db /tmp/kargo-scale-XXXX/bench.db                        # empty tracking form vs lookups
//   node bench/pair.mjs --db … --pages "form=/tracking;one=/tracking?number=KG…"   # any pages (paths joined by ",")
//   node bench/pair.mjs --db … --builds /tmp/old,.                                  # the same pages on two builds
//   node bench/pair.mjs --db … --profile /tmp/prof   # server under --cpu-prof; then bench/profile-diff.mjs
//   node bench/pair.mjs --db … --flags="--heap-growing-percent=0|"                 # one build, two sets of Node flags
//   node bench/pair.mjs --db … --as admin@kargo.test --pages "form=/tracking;detail=/shipments/1"   # signed in
//
// Each server (a build's `server.js`, pinned to core 0 like the bench's) runs on its own copy of the database;
// the load (bench/load.mjs, autocannon at 10 connections) runs on core 1. Every cycle runs each build × page
// once for --secs seconds, in reverse order every other cycle. Per cycle it takes each page's throughput and CPU
// time a request against the first page's on the same build, and, with two builds, each page's CPU on build A
// against build B: pairs seconds apart, so the host's drift (30% within minutes here) falls mostly outside them.
// Prints every run and the medians; writes the runs, with their windows on the monotonic clock, to --out (JSON)
// for bench/profile-diff.mjs. The page "lookup" of the default set is the scale bench's tracking pass (its 20
// numbers); "@tracking" in --pages stands for those 20 paths.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { signIn } from "./sign-in.mjs";

const { values: opts } = parseArgs({
  options: {
    db: { type: "string" },
    builds: { type: "string", default: "." },
    pages: { type: "string", default: "form=/tracking;lookup=@tracking" },
    cycles: { type: "string", default: "6" },
    secs: { type: "string", default: "5" },
    profile: { type: "string" },
    out: { type: "string", default: path.join(os.tmpdir(), "pair.json") },
    // Node flags for each server, "|" between servers (with one build, the build runs once per set).
    flags: { type: "string" },
    // Sign in as this user (the bench's demo password) on each server and send its cookie with every request.
    as: { type: "string" },
  },
});
if (!opts.db) {
  console.error("usage: node bench/pair.mjs --db <folder kept by BENCH_KEEP=1 npm run bench>/bench.db [--pages …] [--builds a,b] [--flags 'a|b'] [--as email] [--cycles n] [--secs s] [--profile dir]");
  process.exit(2);
}
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const cycles = Number(opts.cycles);
const secs = Number(opts.secs);
const TICK_MS = 1000 / Number(spawnSync("getconf", ["CLK_TCK"]).stdout?.toString().trim() || 100);
const hasTaskset = spawnSync("taskset", ["-c", "0", "true"]).status === 0;
const pinned = (core, argv) => (hasTaskset ? ["taskset", ["-c", String(core), ...argv]] : [argv[0], argv.slice(1)]);

const scale = JSON.parse(fs.readFileSync(path.join(path.dirname(opts.db), "scale.json"), "utf8"));
const tracking = scale.samples.trackingNumbers.slice(0, 20).map((n) => `/tracking?number=${n}`);
/** name → request paths, in the order given (the first is every ratio's denominator). */
const pages = new Map(
  opts.pages.split(";").map((entry) => {
    const at = entry.indexOf("=");
    const paths = entry.slice(at + 1).split(",").flatMap((p) => (p === "@tracking" ? tracking : [p]));
    return [entry.slice(0, at), paths.map((p) => ({ path: p }))];
  }),
);
const flagSets = opts.flags === undefined ? null : opts.flags.split("|").map((set) => set.split(/\s+/).filter(Boolean));
const givenBuilds = opts.builds.split(",").map((dir) => path.resolve(dir));
/** One server per build, or per set of flags (the one build repeated). */
const builds = flagSets && givenBuilds.length === 1 ? flagSets.map(() => givenBuilds[0]) : givenBuilds;
if (flagSets && flagSets.length !== builds.length) {
  console.error("--flags needs one set per build");
  process.exit(2);
}

const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};

const servers = [];
async function start(dir, index) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "pair-"));
  fs.copyFileSync(opts.db, path.join(data, "bench.db"));
  const flags = [
    ...(flagSets?.[index] ?? []),
    ...(opts.profile ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(opts.profile, String(index))}`, "--cpu-prof-interval=250"] : []),
  ];
  const [cmd, argv] = pinned(0, [process.execPath, ...flags, path.join(dir, "server.js")]);
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
  };
  const child = spawn(cmd, argv, { cwd: dir, env, stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out = (out + chunk).slice(-4096);
      const match = /listening on http:\/\/[^:\s]+:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`${dir}/server.js exited (${code})`)));
  });
  const server = { dir, child, port, data, cookie: null };
  servers.push(server);
  if (opts.as) server.cookie = await signIn(`http://127.0.0.1:${port}`, opts.as);
  return server;
}

function load({ port, cookie }, requests, duration) {
  const headers = { "accept-encoding": "gzip, deflate, br, zstd", ...(cookie ? { cookie } : {}) };
  const config = { url: `http://127.0.0.1:${port}`, connections: 10, duration, headers, requests };
  const [cmd, argv] = pinned(1, [process.execPath, path.join(root, "bench/load.mjs"), JSON.stringify(config)]);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop())) : reject(new Error(`load exited ${code}`))));
  });
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const f2 = (x) => x.toFixed(2);

try {
  for (const [i, dir] of builds.entries()) await start(dir, i);
  const label = (b) => (builds.length > 1 ? `${"AB"[b]} ` : "");
  const combos = servers.flatMap((_, b) => [...pages.keys()].map((page) => ({ b, page })));
  for (const { b, page } of combos) await load(servers[b], pages.get(page), 2); // warm-up
  /** runs[b][page][cycle] */
  const runs = servers.map(() => Object.fromEntries([...pages.keys()].map((p) => [p, []])));
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (const { b, page } of cycle % 2 ? [...combos].reverse() : combos) {
      const { child } = servers[b];
      const before = cpuMs(child.pid);
      const from = Number(process.hrtime.bigint() / 1000n);
      const r = await load(servers[b], pages.get(page), secs);
      const to = Number(process.hrtime.bigint() / 1000n);
      const cpu = (cpuMs(child.pid) - before) / Math.max(1, r.requests);
      runs[b][page][cycle] = { rps: r.rps, cpu, p50: r.p50, p99: r.p99, requests: r.requests, window: [from, to] };
      console.log(`${cycle + 1} ${label(b)}${page.padEnd(10)} ${r.rps.toFixed(1).padStart(7)} req/s  CPU ${f2(cpu)} ms/req  p50 ${r.p50} p99 ${r.p99} ms`);
    }
  }
  const [first, ...others] = [...pages.keys()];
  for (const [b, byPage] of runs.entries()) {
    console.log(`${label(b)}${first}: median ${median(byPage[first].map((r) => r.rps)).toFixed(1)} req/s, CPU ${f2(median(byPage[first].map((r) => r.cpu)))} ms/req`);
    for (const page of others) {
      const ratio = byPage[page].map((r, c) => r.rps / byPage[first][c].rps);
      const cpuRatio = byPage[page].map((r, c) => byPage[first][c].cpu / r.cpu);
      console.log(
        `${label(b)}${page}: median ${median(byPage[page].map((r) => r.rps)).toFixed(1)} req/s, CPU ${f2(median(byPage[page].map((r) => r.cpu)))} ms/req; × ${first} ${f2(median(ratio))} (cycles ${ratio.map(f2).join(" ")}), by CPU ${f2(median(cpuRatio))}`,
      );
    }
  }
  if (runs.length === 2) {
    for (const page of pages.keys()) {
      const ratio = runs[0][page].map((r, c) => r.cpu / runs[1][page][c].cpu);
      console.log(`${page}: CPU a request, A ÷ B ${f2(median(ratio))} (cycles ${ratio.map(f2).join(" ")})`);
    }
  }
  fs.writeFileSync(opts.out, JSON.stringify({ builds, pages: [...pages.keys()], runs }, null, 1));
  console.log(`runs written to ${opts.out}${opts.profile ? `; profiles in ${opts.profile}/<build index>/ (node bench/profile-diff.mjs <profile> ${opts.out})` : ""}`);
} finally {
  for (const { child, data } of servers) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(data, { recursive: true, force: true });
  }
}
