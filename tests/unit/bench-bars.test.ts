// bench/bars.mjs: the bars as figures, for one run (bench/scale.ts) and for several judged on their medians
// (bench/runs.mjs).
import { describe, expect, it } from "vitest";
import {
  BARS,
  barFigures,
  combineRuns,
  JUDGED_AT_HALF_LOAD,
  median,
  tariffP95,
  type BarRow,
} from "../../bench/bars.mjs";
import { report } from "../../bench/runs.mjs";

type Row = BarRow & { half?: { p99OverP50: number } };

/** A run's rows: every page the bars read, with the given ratios and half-load tails. */
function rows(over: Partial<Record<string, Partial<Row>>> = {}): Row[] {
  const base: Row[] = [
    { key: "b1", label: "B1", kind: "baseline", ratio: 1, cpuRatio: 1, half: { p99OverP50: 20 } },
    { key: "notFound", label: "404 page", kind: "info", ratio: 2, cpuRatio: 2, half: { p99OverP50: 2 } },
    { key: "home", label: "admin home", kind: "data", ratio: 0.45, cpuRatio: 0.46, half: { p99OverP50: 2 } },
    { key: "shipments", label: "shipments p1", kind: "data", ratio: 0.5, cpuRatio: 0.5, half: { p99OverP50: 3 } },
    {
      key: "shipmentsDeep",
      label: "shipments p2000",
      kind: "data",
      ratio: 0.45,
      cpuRatio: 0.45,
      half: { p99OverP50: 2 },
    },
    {
      key: "shipmentsSearchFirst",
      label: "shipments p1 status+q",
      kind: "data",
      ratio: 0.5,
      cpuRatio: 0.48,
      half: { p99OverP50: 2 },
    },
    { key: "tracking", label: "tracking", kind: "tracking", ratio: 0.85, cpuRatio: 0.9, half: { p99OverP50: 2 } },
    { key: "login", label: "login", kind: "login", ratio: 0.05, cpuRatio: 0.05, half: { p99OverP50: 1.2 } },
  ];
  return base.map((r) => ({ ...r, ...over[r.key], half: over[r.key]?.half ?? r.half }));
}

const byId = (figures: ReturnType<typeof barFigures>) => Object.fromEntries(figures.map((f) => [f.id, f]));
const timing = (p95: number) => ({
  tariff3: { search: { p95: 0.5 } },
  tariffWord: { search: { p95 } },
  tariffCode: { search: { p95: 0.4 } },
});

describe("barFigures", () => {
  it("takes the worst tail outside the baselines and the deep page's ratios; throughput against B1 judges nothing", () => {
    const f = byId(barFigures(rows({ home: { ratio: 0.1, cpuRatio: 0.1 } }), { tariffP95: 1.2, loginFactor: 2.1 }));
    expect(Object.keys(f).sort()).toEqual(["deep", "deepCpu", "deepSearchCpu", "halfLoad", "logins", "tariff"]);
    // B1's own tail (20) is not a page the bar judges.
    expect(f.halfLoad).toMatchObject({ value: 3, page: "shipments p1", met: true });
    expect(f.deep.value).toBeCloseTo(0.9);
    expect(f.deepSearchCpu.value).toBeCloseTo(0.45 / 0.48);
    expect(f.tariff).toMatchObject({ value: 1.2, met: true });
    expect(f.logins).toMatchObject({ value: 2.1, met: false });
  });

  it("judges the half-load tail on the pages people use only: not the baselines, not the 404 information row", () => {
    const quiet404 = byId(
      barFigures(rows({ notFound: { half: { p99OverP50: 14 } } }), { tariffP95: 1, loginFactor: 1 }),
    );
    expect(quiet404.halfLoad).toMatchObject({ value: 3, page: "shipments p1", met: true });
    // Each judged kind decides it: a data page, the tracking lookup, the login.
    for (const key of ["home", "tracking", "login"]) {
      const f = byId(
        barFigures(rows({ notFound: { half: { p99OverP50: 14 } }, [key]: { half: { p99OverP50: 5.2 } } }), {
          tariffP95: 1,
          loginFactor: 1,
        }),
      );
      expect(f.halfLoad).toMatchObject({ value: 5.2, met: false });
    }
    expect([...JUDGED_AT_HALF_LOAD].sort()).toEqual(["data", "login", "tracking"]);
  });

  it("meets a bar at its threshold and misses it just past, in the bar's direction", () => {
    const at = byId(
      barFigures(
        rows({
          shipments: { half: { p99OverP50: BARS.halfLoadP99OverP50 } },
          shipmentsDeep: { ratio: 0.5 * BARS.deepOverFirst },
        }),
        { tariffP95: 2, loginFactor: BARS.loginP99Factor },
      ),
    );
    expect([at.deep.met, at.halfLoad.met, at.tariff.met, at.logins.met]).toEqual([true, true, true, true]);
    const past = byId(
      barFigures(rows({ shipmentsDeep: { ratio: 0.42 }, shipments: { half: { p99OverP50: 5.1 } } }), {
        tariffP95: 2.01,
        loginFactor: 2.01,
      }),
    );
    expect([past.deep.met, past.halfLoad.met, past.tariff.met, past.logins.met]).toEqual([false, false, false, false]);
  });

  it("meets no bar with a figure that was not measured", () => {
    const f = byId(barFigures(rows(), { tariffP95: NaN, loginFactor: NaN }));
    expect(f.tariff.met).toBe(false);
    expect(f.logins.met).toBe(false);
  });

  it("refuses rows without a page a bar needs", () => {
    expect(() =>
      barFigures(
        rows().filter((r) => r.key !== "shipmentsDeep"),
        { tariffP95: 1, loginFactor: 1 },
      ),
    ).toThrow(/shipmentsDeep/);
  });
});

describe("tariffP95 and median", () => {
  it("takes the worst tariff kind, NaN when one is missing", () => {
    expect(tariffP95(timing(1.7))).toBe(1.7);
    expect(tariffP95({ tariff3: { search: { p95: 1 } } })).toBeNaN();
  });
  it("takes the middle of the measured values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });
});

describe("combineRuns", () => {
  // Three runs: the deep page's bar missed in one, the half-load tail of a different page in each.
  const runs = [
    {
      summary: rows({ shipmentsDeep: { ratio: 0.4 }, tracking: { ratio: 0.78 }, home: { half: { p99OverP50: 6.4 } } }),
      serverTiming: timing(1.1),
      login: { factor: 2.2 },
    },
    {
      summary: rows({ tracking: { ratio: 0.86 }, shipments: { half: { p99OverP50: 5.5 } } }),
      serverTiming: timing(0.9),
      login: { factor: 1.2 },
    },
    { summary: rows({ tracking: { ratio: 0.84 } }), serverTiming: timing(2.4), login: { factor: 1.3 } },
  ];

  it("judges each page on its median over the runs and keeps every run's own figure", () => {
    const { pages, bars, count } = combineRuns(runs);
    expect(count).toBe(3);
    const tracking = pages.find((p) => p.key === "tracking")!;
    expect(tracking.ratios).toEqual([0.78, 0.86, 0.84]);
    expect(tracking.ratio).toBe(0.84);
    const f = Object.fromEntries(bars.map((b) => [b.id, b]));
    expect(f.deep).toMatchObject({ met: true, metIn: 2 });
    expect(f.deep.runs.map((r: number) => Math.round(r * 100) / 100)).toEqual([0.8, 0.9, 0.9]);
    // Each run missed the half-load bar on one page or none; by the medians every page's tail is 3 or less.
    expect(f.halfLoad.runs).toEqual([6.4, 5.5, 3]);
    expect(f.halfLoad).toMatchObject({ value: 3, met: true, metIn: 1 });
    expect(f.tariff).toMatchObject({ value: 1.1, met: true, metIn: 2 });
    expect(f.logins).toMatchObject({ value: 1.3, met: true, metIn: 2 });
  });

  it("misses a bar whose median misses, however the other runs read", () => {
    const slow = runs.map((r, i) => ({ ...r, summary: rows({ shipmentsDeep: { ratio: [0.44, 0.4, 0.41][i] } }) }));
    const f = Object.fromEntries(combineRuns(slow).bars.map((b) => [b.id, b]));
    expect(f.deep).toMatchObject({ met: false, metIn: 1 });
    expect(f.deep.value).toBeCloseTo(0.82);
  });

  it("leaves out pages a run did not measure, and prints a table of both views", () => {
    const partial = [...runs.slice(0, 2), { ...runs[2], summary: runs[2].summary.filter((r) => r.key !== "notFound") }];
    const combined = combineRuns(partial);
    expect(combined.pages.map((p) => p.key)).not.toContain("notFound");
    const table = report(combined, ["a.json", "b.json", "c.json"]);
    expect(table).toContain("| tracking | 0.78 / 0.86 / 0.84 | 0.84 |");
    expect(table).toMatch(
      /\| deep page ≥ 0\.85 × page 1 req\/s \| 0\.80 \| 0\.90 \| 0\.90 \| 0\.90 \| yes \| 2 of 3 \|/,
    );

    // The 404 row's tail is printed, and marked as not judged by the half-load bar.
    expect(report(combineRuns(runs), ["a.json", "b.json", "c.json"])).toContain(
      "| 404 page | 2.00 / 2.00 / 2.00 | 2.00 | 2.00 | 2.0 / 2.0 / 2.0 | 2.0 (not judged) |",
    );
  });
});
