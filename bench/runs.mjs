// Several full benchmark runs judged together (`npm run bench:runs`).
//
//   npm run bench:runs -- --runs 3            # run the benchmark three times (the data generated once) and judge them
//   npm run bench:runs -- a.json b.json c.json  # judge runs already written to bench/results
//   … --check                                  # exit 1 when a bar is missed by the median
//
// On a shared host one run's ratio can move by a tenth between rounds minutes apart (docs/performance.md): a bar
// near its threshold is met in one run and missed in the next with the same code. Here each page's ratios and
// its half-load p99 ÷ p50 are the medians over the runs, and the bars (bench/bars.mjs, the rules one run uses)
// are applied to those; the table also gives every run's own figure and in how many runs each bar was met.
// The combined figures are written to bench/results/<time>-runs.json with the names of the runs' files.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { combineRuns, JUDGED_AT_HALF_LOAD } from "./bars.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function parseArgs(argv) {
  const opts = { runs: 0, check: false, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--check") opts.check = true;
    else if (arg === "--runs") opts.runs = Number(argv[++i]);
    else if (arg.startsWith("--runs=")) opts.runs = Number(arg.slice(7));
    else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
    else opts.files.push(arg);
  }
  if (opts.files.length && opts.runs) throw new Error("give either --runs n or result files, not both");
  if (!opts.files.length && !(Number.isInteger(opts.runs) && opts.runs >= 1 && opts.runs <= 20)) {
    throw new Error("usage: node bench/runs.mjs --runs <1-20> [--check] | <result.json>… [--check]");
  }
  return opts;
}

/** One `npm run bench` with extra environment; resolves with the result file it wrote and the folder it kept. */
function benchOnce(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "bench/scale.ts")],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let file = null;
    let kept = null;
    let buffered = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop();
      for (const line of lines) {
        const wrote = /^\[bench\] wrote (\S+\.json)/.exec(line);
        if (wrote) file = path.resolve(root, wrote[1]);
        const keptDir = /^\[bench\] kept (\S+)/.exec(line);
        if (keptDir) kept = keptDir[1];
      }
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0 && file) resolve({ file, kept });
      else reject(new Error(`the benchmark exited with ${code}${file ? "" : " without writing its results"}`));
    });
  });
}

const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : "—");
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : "—");

export function report({ pages, bars, count }, files) {
  const lines = [];
  const runHeads = Array.from({ length: count }, (_, i) => `run ${i + 1}`);
  lines.push(`${count} runs: ${files.map((f) => path.basename(f)).join(", ")}`, "");
  lines.push(`| page | × B1, each run | median | × B1 by CPU, median | half-load p99÷p50, each run | median |`);
  lines.push(`|---|---|---:|---:|---|---:|`);
  for (const p of pages) {
    if (p.kind === "baseline" && p.key !== "b1") continue;
    lines.push(
      `| ${p.label} | ${p.ratios.map(f2).join(" / ")} | ${f2(p.ratio)} | ${f2(p.cpuRatio)} | ${p.half ? p.half.runs.map(f1).join(" / ") : "—"} | ${p.half ? `${f1(p.half.p99OverP50)}${JUDGED_AT_HALF_LOAD.has(p.kind) ? "" : " (not judged)"}` : "—"} |`,
    );
  }
  lines.push(
    "",
    `| bar | ${runHeads.join(" | ")} | median | met by the median | runs that met it |`,
    `|---|${runHeads.map(() => "---:|").join("")}---:|---|---:|`,
  );
  for (const b of bars) {
    const fmt = b.id === "halfLoad" ? f1 : f2;
    lines.push(
      `| ${b.bar} | ${b.runs.map(fmt).join(" | ")} | ${fmt(b.value)}${b.page ? ` (${b.page})` : ""} | ${b.met ? "yes" : "NO"} | ${b.metIn} of ${count} |`,
    );
  }
  return lines.join("\n");
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const files = opts.files.map((f) => path.resolve(f));
  if (opts.runs) {
    // The first run generates the data and keeps it; the others copy it (BENCH_DATA), unless one was given.
    let data = process.env.BENCH_DATA || null;
    let generated = null;
    try {
      for (let i = 0; i < opts.runs; i++) {
        console.log(`[runs] run ${i + 1} of ${opts.runs}`);
        const env = data ? { BENCH_DATA: data, BENCH_BUILD: "skip" } : { BENCH_KEEP: "1" };
        const { file, kept } = await benchOnce(env);
        files.push(file);
        if (!data && kept) data = generated = kept;
      }
    } finally {
      if (generated && !process.env.BENCH_KEEP) fs.rmSync(generated, { recursive: true, force: true });
    }
  }
  const runs = files.map((file) => JSON.parse(fs.readFileSync(file, "utf8")));
  const combined = combineRuns(runs);
  console.log("\n" + report(combined, files) + "\n");
  const out = path.join(root, "bench/results", `${new Date().toISOString().replace(/[:.]/g, "-")}-runs.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      { when: new Date().toISOString(), files: files.map((f) => path.relative(root, f)), ...combined },
      null,
      2,
    ) + "\n",
  );
  console.log(`[runs] wrote ${path.relative(root, out)}`);
  if (opts.check && combined.bars.some((b) => !b.met)) {
    console.log("[runs] --check: a bar is missed by the median");
    return 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[runs] ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
