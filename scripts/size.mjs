// npm run size: the JavaScript a page needs before it is interactive (gzip), per route, from build/client.
// Compares each screen with the app's minimal route (the "Page Not Found" page: document shell only) and
// fails when a screen exceeds its budget in bench/size-budget.json.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve("build/client");
const manifestFile = fs.readdirSync(path.join(root, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) {
  console.error("No build/client manifest: run `npm run build` first.");
  process.exit(1);
}
const text = fs.readFileSync(path.join(root, "assets", manifestFile), "utf8");
const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
const budget = JSON.parse(fs.readFileSync("bench/size-budget.json", "utf8"));

const gz = new Map();
function gzipSize(asset) {
  if (!gz.has(asset)) gz.set(asset, zlib.gzipSync(fs.readFileSync(path.join(root, asset))).length);
  return gz.get(asset);
}

function chain(routeId) {
  const ids = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) ids.unshift(id);
  return ids;
}

function bytesFor(routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of chain(routeId)) {
    const r = manifest.routes[id];
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  let total = 0;
  for (const f of files) total += gzipSize(f);
  return total;
}

const minimal = bytesFor(budget.minimalRoute);
const rows = [];
let failed = false;
for (const [id, route] of Object.entries(manifest.routes)) {
  if (!route.hasDefaultExport || id === "root") continue;
  const bytes = bytesFor(id);
  const ratio = bytes / minimal;
  // Screens that exist to show charts (the template's dashboards and chart galleries) carry MUI X Charts on top of
  // the panel's budget: the charts are the page, drawn on the server and hydrated in place.
  const kind = budget.public.includes(id)
    ? "public"
    : budget.chartRoutes.includes(id)
      ? "charts"
      : id.startsWith("routes/_panel")
        ? "panel"
        : "other";
  const limit = { public: budget.publicRatio, panel: budget.panelRatio, charts: budget.chartRatio }[kind] ?? null;
  const over = limit !== null && ratio > limit;
  if (over) failed = true;
  rows.push({
    route: id.replace(/^routes\//, ""),
    kind,
    kB: (bytes / 1024).toFixed(1),
    ratio: ratio.toFixed(2),
    budget: limit ?? "",
    status: over ? "OVER" : "ok",
  });
}
rows.sort((a, b) => Number(b.kB) - Number(a.kB));
console.log(`Minimal route (${budget.minimalRoute}): ${(minimal / 1024).toFixed(1)} kB gzip`);
console.table(rows);
// Heavy libraries (data grid, map, rich text editor, charts, date pickers) load only where a screen needs
// them, on demand (lazy): no route may list their chunks among the modules it loads up front.
const HEAVY = /^\/assets\/(DataListGrid|BranchMapLeaflet|RichTextEditor|x-charts|Chart|DatePicker|DateCalendar)[-.]/;
const heavyFiles = fs
  .readdirSync(path.join(root, "assets"))
  .map((f) => `/assets/${f}`)
  .filter((f) => HEAVY.test(f) && f.endsWith(".js"));
const eager = [];
for (const [id, route] of Object.entries(manifest.routes)) {
  for (const f of [route.module, ...(route.imports ?? [])]) if (HEAVY.test(f)) eager.push(`${id} → ${f}`);
}
console.log(
  `Heavy chunks, loaded on demand only: ${heavyFiles.map((f) => `${f.slice(8)} (${(gzipSize(f) / 1024).toFixed(1)} kB)`).join(", ") || "none"}`,
);
if (eager.length) {
  console.error(`Heavy libraries loaded up front:\n  ${eager.join("\n  ")}`);
  failed = true;
}
if (process.argv.includes("--json"))
  fs.writeFileSync("bench/results/size.json", JSON.stringify({ minimal, rows }, null, 2));
if (failed) {
  console.error("Some screens are over their JavaScript budget.");
  process.exit(1);
}
