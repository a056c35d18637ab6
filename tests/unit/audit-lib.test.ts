// scripts/audit-lib.mjs: the audit's CPU calibration, and how a page's Lighthouse runs become its row.
import { describe, expect, it } from "vitest";
import {
  calibratedMultiplier,
  failedAccessibilityAudits,
  lighthouseRow,
  type PageRun,
  type Report,
} from "../../scripts/audit-lib.mjs";

/** A report with the given performance score, paint and interactive times, and failed accessibility audits. */
function report(performance: number, fcp: number, interactive: number, failed: string[] = []): Report {
  const a11yIds = ["color-contrast", "label", "image-alt"];
  return {
    categories: {
      performance: { score: performance / 100, auditRefs: [] },
      accessibility: {
        score: failed.length ? 0.9 : 1,
        auditRefs: [...a11yIds.map((id) => ({ id, weight: 7 })), { id: "manual-check", weight: 0 }],
      },
    },
    audits: {
      "first-contentful-paint": { id: "first-contentful-paint", score: 1, numericValue: fcp },
      interactive: { id: "interactive", score: 1, numericValue: interactive },
      "largest-contentful-paint": { id: "largest-contentful-paint", score: 1, numericValue: fcp + 150 },
      "total-blocking-time": { id: "total-blocking-time", score: 1, numericValue: 100 - performance },
      "cumulative-layout-shift": { id: "cumulative-layout-shift", score: 1, numericValue: 0 },
      ...Object.fromEntries(a11yIds.map((id) => [id, { id, score: failed.includes(id) ? 0 : 1 }])),
      "manual-check": { id: "manual-check", score: 0 },
    },
    environment: { benchmarkIndex: 2000 + performance },
  };
}

const run = (lhr: Report, multiplier = 6): PageRun => ({ lhr, multiplier, seconds: 11 });
const page = { name: "login", url: "/login", performance: 98 };

describe("calibratedMultiplier (Lighthouse's CPU throttling calculator)", () => {
  it("follows the calculator's points", () => {
    expect(calibratedMultiplier(1300)).toBe(3);
    expect(calibratedMultiplier(1533)).toBeCloseTo(4, 1);
    expect(calibratedMultiplier(2000)).toBeCloseTo(6, 1);
    expect(calibratedMultiplier(800)).toBe(2);
    expect(calibratedMultiplier(150)).toBe(1);
  });
  it("never speeds the host up", () => {
    expect(calibratedMultiplier(60)).toBe(1);
  });
});

describe("lighthouseRow", () => {
  it("takes the run nearest the median paint and interactive times, and lists every run", () => {
    const row = lighthouseRow(page, [
      run(report(91, 1300, 2600), 7.1),
      run(report(97, 900, 1900), 9.4),
      run(report(100, 1000, 2000), 8.2),
    ]);
    // Medians: FCP 1000, TTI 2000, which is the third run's.
    expect(row.performance).toBe(100);
    expect(row.cpuSlowdown).toBe(8.2);
    expect(row.fcpMs).toBe(1000);
    expect(row.benchmarkIndex).toBe(2100);
    expect(row.runs.map((r) => r.performance)).toEqual([91, 97, 100]);
    expect(row.runs.map((r) => r.median)).toEqual([false, false, true]);
    expect(row.seconds).toBe(33);
    expect(row.ok).toBe(true);
  });

  it("misses the bar when the median run is below it, whatever the best run says", () => {
    const row = lighthouseRow(page, [
      run(report(100, 800, 1500)),
      run(report(96, 1000, 2000)),
      run(report(90, 1200, 2500)),
    ]);
    expect(row.performance).toBe(96);
    expect(row.ok).toBe(false);
  });

  it("fails on an accessibility audit that any run failed, and names it", () => {
    const row = lighthouseRow(page, [
      run(report(99, 900, 1900)),
      run(report(99, 1000, 2000)),
      run(report(99, 1100, 2100, ["label"])),
    ]);
    expect(row.performance).toBe(99);
    expect(row.accessibility).toBe(100);
    expect(row.failedAccessibilityAudits).toEqual(["label"]);
    expect(row.ok).toBe(false);
  });
});

describe("failedAccessibilityAudits", () => {
  it("counts only weighted audits", () => {
    expect(failedAccessibilityAudits(report(99, 900, 1900, ["color-contrast", "image-alt"]))).toEqual([
      "color-contrast",
      "image-alt",
    ]);
    expect(failedAccessibilityAudits(report(99, 900, 1900))).toEqual([]);
  });
});
