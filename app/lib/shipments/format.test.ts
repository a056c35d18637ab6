import { describe, expect, it } from "vitest";
import { turkeyDay } from "./format";

describe("turkeyDay", () => {
  it("is the calendar day in Turkey (UTC+3) of a stored instant", () => {
    expect(turkeyDay("2026-03-04T20:59:59.999Z")).toBe("2026-03-04");
    expect(turkeyDay("2026-03-04T21:00:00.000Z")).toBe("2026-03-05");
    expect(turkeyDay("2026-12-31T23:30:00.000Z")).toBe("2027-01-01");
    expect(turkeyDay("2028-02-28T22:00:00.000Z")).toBe("2028-02-29");
    expect(turkeyDay("2026-03-04T00:00:00.000Z")).toBe("2026-03-04");
  });

  it("agrees with date arithmetic on every hour of many days, whichever path it takes", () => {
    const slow = (iso: string) => new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
    for (let t = Date.UTC(2025, 11, 25); t < Date.UTC(2026, 0, 5); t += 17 * 60_000) {
      const iso = new Date(t).toISOString();
      expect(turkeyDay(iso), iso).toBe(slow(iso));
    }
    // Other forms go the long way.
    expect(turkeyDay("2026-03-04T22:00:00Z")).toBe("2026-03-05");
    expect(turkeyDay("2026-03-04T10:00:00+05:00")).toBe("2026-03-04");
  });
});
