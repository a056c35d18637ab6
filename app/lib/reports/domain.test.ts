import { describe, expect, it } from "vitest";
import { bucketsOf, parseReportParams, presetRange, reportSearch } from "./domain";

const NOW = new Date("2026-11-28T22:30:00Z"); // 29 November in Turkey
const parse = (query: string) => parseReportParams(new URLSearchParams(query), NOW);

describe("report period", () => {
  it("counts presets in Turkey's calendar days", () => {
    expect(presetRange("this_month", "2026-11-29")).toEqual({ from: "2026-11-01", to: "2026-11-29" });
    expect(presetRange("last_30_days", "2026-11-29")).toEqual({ from: "2026-10-31", to: "2026-11-29" });
    expect(presetRange("last_12_months", "2026-11-29")).toEqual({ from: "2025-12-01", to: "2026-11-29" });
    expect(parse("")).toMatchObject({
      period: "last_30_days",
      from: "2026-10-31",
      to: "2026-11-29",
      granularity: "day",
    });
  });

  it("takes chosen days, turns a reversed period round and groups a long one per month", () => {
    expect(parse("period=custom&from=2026-03-10&to=2026-01-01")).toMatchObject({
      period: "custom",
      from: "2026-01-01",
      to: "2026-03-10",
      granularity: "month",
    });
    expect(parse("from=2026-01-01&to=2026-01-31")).toMatchObject({ period: "custom", granularity: "day" });
    const long = parse("period=custom&from=2024-01-01&to=2026-01-01&granularity=day");
    expect(long).toMatchObject({ granularity: "month", granularityCapped: true });
  });

  it("falls back on bad input instead of failing", () => {
    expect(
      parse("period=custom&from=2026-02-30&to=x&granularity=week&status=lost&direction=moon&branch=-3"),
    ).toMatchObject({
      period: "last_30_days",
      granularity: "day",
      status: undefined,
      direction: undefined,
      branch: undefined,
    });
  });

  it("writes the report back as search params", () => {
    const params = parse("period=custom&from=2026-01-01&to=2026-01-31&direction=export&branch=4");
    expect(Object.fromEntries(new URLSearchParams(reportSearch(params, { table: "routes" })))).toEqual({
      period: "custom",
      from: "2026-01-01",
      to: "2026-01-31",
      granularity: "day",
      branch: "4",
      direction: "export",
      table: "routes",
    });
  });

  it("lists every bucket of a period", () => {
    expect(bucketsOf("2026-02-27", "2026-03-02", "day")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(bucketsOf("2025-11-15", "2026-02-01", "month")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });
});
