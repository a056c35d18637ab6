import { describe, expect, it } from "vitest";
import {
  OFFER_STATUSES,
  addDays,
  canApply,
  effectiveStatus,
  nextStatus,
  todayIso,
  type OfferEvent,
  type OfferStatus,
} from "./domain";

describe("offer status transitions", () => {
  const table: Array<[OfferStatus, OfferEvent, OfferStatus | null]> = [
    ["draft", "edit", "draft"],
    ["draft", "send", "sent"],
    ["draft", "delete", "draft"],
    ["draft", "accept", null],
    ["draft", "reject", null],
    ["sent", "accept", "accepted"],
    ["sent", "reject", "rejected"],
    ["sent", "edit", null],
    ["sent", "send", null],
    ["sent", "delete", null],
    ["accepted", "reject", null],
    ["accepted", "edit", null],
    ["rejected", "accept", null],
    ["expired", "accept", null],
    ["expired", "send", null],
  ];
  it.each(table)("%s --%s--> %s", (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to);
  });

  it("has no way out of a final status", () => {
    for (const status of ["accepted", "rejected", "expired"] as const) {
      for (const event of ["edit", "send", "accept", "reject", "delete"] as const)
        expect(nextStatus(status, event)).toBeNull();
    }
    expect(OFFER_STATUSES).toContain("expired");
  });
});

describe("expiry", () => {
  it("a sent offer expires the day after validUntil", () => {
    expect(effectiveStatus("sent", "2026-03-10", "2026-03-10")).toBe("sent");
    expect(effectiveStatus("sent", "2026-03-10", "2026-03-11")).toBe("expired");
    // Answers and drafts keep their status.
    expect(effectiveStatus("accepted", "2026-03-10", "2026-04-01")).toBe("accepted");
    expect(effectiveStatus("draft", "2026-03-10", "2026-04-01")).toBe("draft");
  });

  it("an expired offer cannot be accepted; a draft past its validity cannot be sent", () => {
    expect(canApply({ status: "sent", validUntil: "2026-03-10" }, "accept", "2026-03-10")).toBe(true);
    expect(canApply({ status: "sent", validUntil: "2026-03-10" }, "accept", "2026-03-11")).toBe(false);
    expect(canApply({ status: "draft", validUntil: "2026-03-10" }, "send", "2026-03-11")).toBe(false);
    expect(canApply({ status: "draft", validUntil: "2026-03-10" }, "edit", "2026-03-11")).toBe(true);
  });

  it("counts days in Türkiye's calendar", () => {
    // 22:30 UTC on 1 March is already 2 March in İstanbul (UTC+3).
    expect(todayIso(new Date("2026-03-01T22:30:00Z"))).toBe("2026-03-02");
    expect(todayIso(new Date("2026-03-01T20:59:00Z"))).toBe("2026-03-01");
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });
});
