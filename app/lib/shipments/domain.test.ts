import { describe, expect, it } from "vitest";
import {
  SHIPMENT_STATUSES,
  STATUS_TRANSITIONS,
  canCancel,
  canTransition,
  isFinal,
  nextEventStatuses,
  volumetricWeightKg,
} from "./domain";

describe("shipment status transitions", () => {
  it("name only known statuses", () => {
    for (const [from, tos] of Object.entries(STATUS_TRANSITIONS)) {
      expect(SHIPMENT_STATUSES).toContain(from);
      for (const to of tos) expect(SHIPMENT_STATUSES).toContain(to);
    }
  });

  it("follow the lifecycle forwards", () => {
    expect(canTransition("created", "accepted")).toBe(true);
    expect(canTransition("accepted", "in_transit")).toBe(true);
    expect(canTransition("in_transit", "at_customs")).toBe(true);
    expect(canTransition("at_customs", "in_transit")).toBe(true);
    expect(canTransition("in_transit", "out_for_delivery")).toBe(true);
    expect(canTransition("out_for_delivery", "delivered")).toBe(true);
    expect(canTransition("in_transit", "in_transit")).toBe(true);
  });

  it("refuse skipping or going back", () => {
    expect(canTransition("created", "delivered")).toBe(false);
    expect(canTransition("created", "in_transit")).toBe(false);
    expect(canTransition("accepted", "created")).toBe(false);
    expect(canTransition("in_transit", "cancelled")).toBe(false);
    expect(canTransition("created", "created")).toBe(false);
  });

  it("end at delivered, returned and cancelled", () => {
    for (const s of ["delivered", "returned", "cancelled"] as const) {
      expect(isFinal(s)).toBe(true);
      for (const to of SHIPMENT_STATUSES) expect(canTransition(s, to)).toBe(false);
    }
    expect(SHIPMENT_STATUSES.filter(isFinal)).toEqual(["delivered", "returned", "cancelled"]);
  });

  it("every status can be reached from created", () => {
    const seen = new Set<string>(["created"]);
    const queue = ["created"] as Array<keyof typeof STATUS_TRANSITIONS>;
    while (queue.length) {
      for (const to of STATUS_TRANSITIONS[queue.shift()!]) {
        if (seen.has(to)) continue;
        seen.add(to);
        queue.push(to);
      }
    }
    expect([...seen].sort()).toEqual([...SHIPMENT_STATUSES].sort());
  });

  it("let customers cancel only before acceptance, staff also once accepted", () => {
    expect(canCancel("created", "customer")).toBe(true);
    expect(canCancel("accepted", "customer")).toBe(false);
    expect(canCancel("accepted", "agent")).toBe(true);
    expect(canCancel("in_transit", "admin")).toBe(false);
    expect(canCancel("cancelled", "admin")).toBe(false);
  });

  it("offer staff the next statuses without cancelling", () => {
    expect(nextEventStatuses("created")).toEqual(["accepted"]);
    expect(nextEventStatuses("delivered")).toEqual([]);
  });

  it("compute the volumetric weight (desi)", () => {
    expect(volumetricWeightKg(30, 20, 10)).toBe(2);
    expect(volumetricWeightKg(33, 33, 33)).toBe(11.98);
  });
});
