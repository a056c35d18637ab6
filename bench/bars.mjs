// The benchmark's bars (docs/performance.md) as figures: one rule for a single run (bench/scale.ts) and for the median of
// several (bench/runs.mjs). A plain ES module, so that runs.mjs works without a compiler.

// Throughput as a share of the empty tracking form (B1) is printed for every page but judges nothing: those
// ratios rewarded tuning nobody feels. Changes are judged by paired runs of two builds (bench/pair.mjs).
export const BARS = {
  halfLoadP99OverP50: 5,
  deepOverFirst: 0.85,
  tariffP95Ms: 2,
  loginP99Factor: 2,
};

/**
 * The rows the half-load bar judges: the pages people use (data pages, public tracking, the login). Not the
 * baselines, and not the 404 information row: it is measured because `npm run size` takes it as its minimal
 * route, and its tail is the cost of a page nobody asks for twice. Its figure is still printed in every run.
 */
export const JUDGED_AT_HALF_LOAD = new Set(["data", "tracking", "login"]);

/** The tariff kinds whose `search;dur` p95 the tariff bar takes (the worst of them). */
export const TARIFF_KEYS = ["tariff3", "tariffWord", "tariffCode"];

/** The tariff bar's figure from a run's Server-Timing table: the worst kind's p95 (NaN when one is missing). */
export function tariffP95(serverTiming) {
  return Math.max(...TARIFF_KEYS.map((key) => serverTiming?.[key]?.search?.p95 ?? NaN));
}

/**
 * Each bar's figure, from a run's rows (`summary` of a result file: key, label, kind, ratio, cpuRatio and
 * half.p99OverP50) and two figures measured apart from them. `atLeast` bars are met at or above `limit`, the
 * others at or below it; `page` names the row that decides a bar over several rows.
 */
export function barFigures(summary, { tariffP95: p95, loginFactor }) {
  const row = (key) => {
    const found = summary.find((s) => s.key === key);
    if (!found) throw new Error(`bench result without the "${key}" row`);
    return found;
  };
  const halfRows = summary.filter((s) => JUDGED_AT_HALF_LOAD.has(s.kind) && s.half);
  const worstHalf = halfRows.reduce((a, s) => (s.half.p99OverP50 > a.half.p99OverP50 ? s : a));
  const first = row("shipments");
  const deep = row("shipmentsDeep");
  const searchFirst = row("shipmentsSearchFirst");
  const bars = [
    {
      id: "halfLoad",
      bar: `p99 at half load ≤ ${BARS.halfLoadP99OverP50} × p50 (the judged pages)`,
      value: worstHalf.half.p99OverP50,
      page: worstHalf.label,
      limit: BARS.halfLoadP99OverP50,
      atLeast: false,
    },
    {
      id: "deep",
      bar: `deep page ≥ ${BARS.deepOverFirst} × page 1 req/s`,
      value: deep.ratio / first.ratio,
      limit: BARS.deepOverFirst,
      atLeast: true,
    },
    {
      id: "deepCpu",
      bar: `deep page ≥ ${BARS.deepOverFirst} × page 1 (by CPU time per request)`,
      value: deep.cpuRatio / first.cpuRatio,
      limit: BARS.deepOverFirst,
      atLeast: true,
    },
    {
      id: "deepSearchCpu",
      bar: `deep page ≥ ${BARS.deepOverFirst} × page 1 of the same search (by CPU time per request)`,
      value: deep.cpuRatio / searchFirst.cpuRatio,
      limit: BARS.deepOverFirst,
      atLeast: true,
    },
    {
      id: "tariff",
      bar: `tariff search p95 server time ≤ ${BARS.tariffP95Ms} ms`,
      value: p95,
      limit: BARS.tariffP95Ms,
      atLeast: false,
    },
    {
      id: "logins",
      bar: `tracking p99 with 20 logins ≤ ${BARS.loginP99Factor} × alone`,
      value: loginFactor,
      limit: BARS.loginP99Factor,
      atLeast: false,
    },
  ];
  // NaN (a figure not measured) meets no bar.
  return bars.map((b) => ({ ...b, met: b.atLeast ? b.value >= b.limit : b.value <= b.limit }));
}

export const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

/**
 * Several full runs judged together. Each page's ratios and its half-load p99 ÷ p50 are taken as their medians
 * over the runs, and the bars applied to those rows, as if the runs were more rounds of one; the tariff p95 and
 * the logins factor likewise. Also each run's own figures, and in how many runs each bar was met.
 * Pages missing from a run are left out of the medians (a run with `BENCH_ONLY` has fewer).
 */
export function combineRuns(runs) {
  if (runs.length === 0) throw new Error("no runs to combine");
  const perRun = runs.map((run) =>
    barFigures(run.summary, { tariffP95: tariffP95(run.serverTiming), loginFactor: run.login?.factor ?? NaN }),
  );
  const keys = runs[0].summary
    .map((s) => s.key)
    .filter((key) => runs.every((run) => run.summary.some((s) => s.key === key)));
  const pages = keys.map((key) => {
    const rows = runs.map((run) => run.summary.find((s) => s.key === key));
    const halves = rows.map((s) => s.half?.p99OverP50);
    return {
      key,
      label: rows[0].label,
      kind: rows[0].kind,
      ratio: median(rows.map((s) => s.ratio)),
      cpuRatio: median(rows.map((s) => s.cpuRatio)),
      ratios: rows.map((s) => s.ratio),
      cpuRatios: rows.map((s) => s.cpuRatio),
      half: halves.some((h) => h !== undefined)
        ? { p99OverP50: median(halves.map((h) => h ?? NaN)), runs: halves }
        : undefined,
    };
  });
  const combined = barFigures(pages, {
    tariffP95: median(runs.map((run) => tariffP95(run.serverTiming))),
    loginFactor: median(runs.map((run) => run.login?.factor ?? NaN)),
  });
  const bars = combined.map((b, i) => ({
    ...b,
    runs: perRun.map((figures) => figures[i].value),
    metIn: perRun.filter((figures) => figures[i].met).length,
  }));
  return { pages, bars, count: runs.length };
}
