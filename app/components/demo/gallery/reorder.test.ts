import { describe, expect, it } from "vitest";
import { ROUTE_STOPS, moveStop, parseOrder } from "./reorder";

describe("the drag-and-drop demo's order", () => {
  it("takes a permutation of the stops from the address, and the starting order otherwise", () => {
    expect(parseOrder("ankara,bolu,sakarya,kocaeli,istanbul")).toEqual([
      "ankara",
      "bolu",
      "sakarya",
      "kocaeli",
      "istanbul",
    ]);
    expect(parseOrder(null)).toEqual([...ROUTE_STOPS]);
    expect(parseOrder("ankara,ankara,sakarya,kocaeli,istanbul")).toEqual([...ROUTE_STOPS]);
    expect(parseOrder("ankara,bolu")).toEqual([...ROUTE_STOPS]);
    expect(parseOrder("ankara,bolu,sakarya,kocaeli,izmir")).toEqual([...ROUTE_STOPS]);
  });

  it("moves a stop one place, and not past either end", () => {
    const order = [...ROUTE_STOPS];
    expect(moveStop(order, "sakarya", "up")).toEqual(["istanbul", "sakarya", "kocaeli", "bolu", "ankara"]);
    expect(moveStop(order, "sakarya", "down")).toEqual(["istanbul", "kocaeli", "bolu", "sakarya", "ankara"]);
    expect(moveStop(order, "istanbul", "up")).toEqual(order);
    expect(moveStop(order, "ankara", "down")).toEqual(order);
  });
});
