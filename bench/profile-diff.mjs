// Where one page's server time goes against another's: a `--cpu-prof` profile of a bench/pair.mjs run, cut by
// the runs' windows, as microseconds a request per function.
//
//   node bench/pair.mjs --db … --profile /tmp/prof
//   node bench/profile-diff.mjs /tmp/prof/0/CPU.*.cpuprofile /tmp/pair.json [--top 40] [--total] [--build 0] [--match regex]
//
// Self time by default (the function's own samples, native code it calls included); --total counts a function
// once per sample anywhere on the stack (inclusive). Columns: each page's µs a request, then the difference of
// the last page from the first; rows by the size of that difference. The first 300 ms of each run are left
// out (the load generator starting). Samples come every --cpu-prof-interval (pair.mjs: 250 µs): a row under
// a few µs a request is noise.
import fs from "node:fs";
import { parseArgs } from "node:util";

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: "string", default: "40" }, total: { type: "boolean", default: false }, build: { type: "string", default: "0" }, match: { type: "string" } },
});
const [profileFile, pairFile] = positionals;
if (!profileFile || !pairFile) {
  console.error("usage: node bench/profile-diff.mjs <cpuprofile> <pair.json> [--top n] [--total] [--build i] [--match regex]");
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(profileFile, "utf8"));
const pair = JSON.parse(fs.readFileSync(pairFile, "utf8"));
const byPage = pair.runs[Number(opts.build)];
const pages = pair.pages;
const SKIP_US = 300_000;

const windows = pages.flatMap((page) =>
  byPage[page].map((r) => ({ page, from: r.window[0] + SKIP_US, to: r.window[1], requests: r.rps * (r.window[1] - r.window[0] - SKIP_US) / 1e6 })),
);
windows.sort((a, b) => a.from - b.from);
const requests = Object.fromEntries(pages.map((p) => [p, windows.filter((w) => w.page === p).reduce((a, w) => a + w.requests, 0)]));

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const labelOf = new Map();
const label = (id) => {
  let l = labelOf.get(id);
  if (!l) {
    const f = nodes.get(id).callFrame;
    l = `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*\//, "")}:${f.lineNumber + 1}`;
    labelOf.set(id, l);
  }
  return l;
};

const sums = Object.fromEntries(pages.map((p) => [p, new Map()]));
const totals = Object.fromEntries(pages.map((p) => [p, 0]));
let t = profile.startTime;
let w = 0;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  const dt = profile.timeDeltas[i + 1] ?? 0;
  while (w < windows.length && windows[w].to <= t) w++;
  const win = windows[w];
  if (!win || t < win.from) continue;
  const sum = sums[win.page];
  totals[win.page] += dt;
  let id = profile.samples[i];
  if (!opts.total) {
    sum.set(label(id), (sum.get(label(id)) ?? 0) + dt);
    continue;
  }
  const seen = new Set();
  for (; id !== undefined; id = parent.get(id)) {
    const l = label(id);
    if (!seen.has(l)) {
      seen.add(l);
      sum.set(l, (sum.get(l) ?? 0) + dt);
    }
  }
}

const last = pages.length - 1;
const match = opts.match ? new RegExp(opts.match) : null;
const rows = [...new Set(pages.flatMap((p) => [...sums[p].keys()]))]
  .filter((l) => !match || match.test(l))
  .map((l) => {
    const perRequest = pages.map((p) => (sums[p].get(l) ?? 0) / Math.max(1, requests[p]));
    return { l, perRequest, diff: perRequest[last] - perRequest[0] };
  })
  .sort((a, b) => Math.abs(b.diff) - Math.abs(a.diff))
  .slice(0, Number(opts.top));

const col = (x) => x.toFixed(1).padStart(8);
console.log(`${opts.total ? "inclusive" : "self"} µs a request; sampled in all: ${pages.map((p) => `${p} ${(totals[p] / Math.max(1, requests[p])).toFixed(0)} (${requests[p].toFixed(0)} requests)`).join(", ")}`);
console.log(`${pages.map((p) => p.slice(0, 8).padStart(8)).join("")}   ${pages[last]}−${pages[0]}`);
for (const r of rows) console.log(`${r.perRequest.map(col).join("")} ${(r.diff >= 0 ? "+" : "") + r.diff.toFixed(1)}  ${r.l}`);
