// The pure parts of `npm run audit` (scripts/audit.mjs): the CPU calibration and how a page's runs become its row.
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";

/** Lighthouse's accessibility score every audited page must reach. */
export const ACCESSIBILITY_BAR = 95;

/**
 * Lighthouse's mobile profile slows the host CPU down 4× on the assumption that the host is a fast desktop
 * (benchmarkIndex ≈ 1500). On a slower or busy host that overshoots the phone it means to emulate, so,
 * as Lighthouse's throttling guide recommends, the multiplier is calibrated from the host's measured
 * benchmarkIndex (the formula of Lighthouse's CPU throttling calculator). `--cpu=N` fixes it instead.
 */
export function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The weighted accessibility audits a report failed. */
export function failedAccessibilityAudits(lhr) {
  const weighted = new Set(lhr.categories.accessibility.auditRefs.filter((r) => r.weight > 0).map((r) => r.id));
  return Object.values(lhr.audits)
    .filter((a) => weighted.has(a.id) && a.score !== null && a.score < 1)
    .map((a) => a.id);
}

/** A category's score, 0 to 100, as Lighthouse shows it. */
export const scoreOf = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * One page's row: the figures of its median run, chosen as Lighthouse's own tooling chooses it (the run nearest
 * the median first contentful paint and time to interactive; `computeMedianRun`), with every run's score beside it.
 */
export function lighthouseRow(page, pageRuns) {
  const median = computeMedianRun(filterToValidRuns(pageRuns.map((r) => r.lhr)));
  const { lhr, multiplier } = pageRuns.find((r) => r.lhr === median);
  const metric = (id) => lhr.audits[id]?.numericValue;
  const row = {
    page: page.name,
    url: page.url,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: multiplier,
    performance: scoreOf(lhr, "performance"),
    performanceBar: page.performance,
    accessibility: scoreOf(lhr, "accessibility"),
    accessibilityBar: ACCESSIBILITY_BAR,
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Number((metric("cumulative-layout-shift") ?? 0).toFixed(3)),
    scriptKBTransferred: Math.round(
      (lhr.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script")?.transferSize ?? 0) /
        1024,
    ),
    failedAccessibilityAudits: [...new Set(pageRuns.flatMap((r) => failedAccessibilityAudits(r.lhr)))],
    runs: pageRuns.map((r) => ({
      performance: scoreOf(r.lhr, "performance"),
      accessibility: scoreOf(r.lhr, "accessibility"),
      fcpMs: Math.round(r.lhr.audits["first-contentful-paint"]?.numericValue),
      tbtMs: Math.round(r.lhr.audits["total-blocking-time"]?.numericValue),
      benchmarkIndex: Math.round(r.lhr.environment.benchmarkIndex),
      cpuSlowdown: r.multiplier,
      seconds: r.seconds,
      median: r.lhr === median,
    })),
    seconds: pageRuns.reduce((sum, r) => sum + r.seconds, 0),
  };
  // Accessibility does not depend on timing: every run must meet its bar.
  row.ok = row.performance >= row.performanceBar && row.runs.every((r) => r.accessibility >= ACCESSIBILITY_BAR);
  return row;
}
