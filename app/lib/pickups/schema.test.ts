import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { parseWithZod } from "../submission";
import { turkeyPlaces } from "../shipments/places.server";
import { isSunday, turkeyToday } from "./domain";
import { PickupFields, pickupSchema } from "./schema";

const form = (entries: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};
const TYPED: Array<[string, string]> = [
  ["address.name", "Ayşe Demir"],
  ["address.country", "TR"],
  ["address.city", "ankara"],
  ["address.county", "çankaya"],
  ["address.district", "Kızılay Mah"],
  ["address.address", "Atatürk Blv. No:98"],
  ["address.zipCode", "06420"],
  ["address.phone", "+90 533 111 22 33"],
];

describe("the pickup form", () => {
  const schema = pickupSchema({ today: "2026-11-27", places: turkeyPlaces });

  it("takes a typed address (spelled as the postal list does) and one or more shipments", () => {
    const one = parseWithZod(
      form([
        ["date", "2026-11-28"],
        ["slot", "12-15"],
        ["parcelCount", "3"],
        ["addressId", ""],
        ["shipmentIds", "7"],
        ...TYPED,
      ]),
      { schema },
    );
    expect(one.status).toBe("success");
    if (one.status !== "success") return;
    expect(one.value.shipmentIds).toEqual([7]);
    expect(one.value.address).toMatchObject({ city: "Ankara", county: "Çankaya", country: "TR" });
    const two = parseWithZod(
      form([
        ["date", "2026-11-28"],
        ["slot", "12-15"],
        ["parcelCount", "1"],
        ["shipmentIds", "7"],
        ["shipmentIds", "9"],
        ...TYPED,
      ]),
      { schema },
    );
    expect(two.status === "success" && two.value.shipmentIds).toEqual([7, 9]);
  });

  it("takes a saved address without the typed fields, and asks for them without one", () => {
    const saved = parseWithZod(
      form([
        ["date", "2026-11-28"],
        ["slot", "09-12"],
        ["parcelCount", "1"],
        ["addressId", "4"],
      ]),
      {
        schema,
      },
    );
    expect(saved.status === "success" && saved.value).toMatchObject({ addressId: 4, address: undefined });
    const none = parseWithZod(
      form([
        ["date", "2026-11-28"],
        ["slot", "09-12"],
        ["parcelCount", "1"],
      ]),
      { schema },
    );
    expect(none.status).toBe("error");
    expect(none.status === "error" && none.error?.["address.name"]).toBeTruthy();
  });

  it("describes its fields to the browser (constraints for the form's inputs)", () => {
    const constraint = getZodConstraint(PickupFields);
    expect(constraint.date?.required).toBe(true);
    expect(constraint["address.name"]?.required).toBeFalsy();
  });

  it("knows Sundays and Türkiye's date", () => {
    expect(isSunday("2026-11-29")).toBe(true);
    expect(isSunday("2026-11-28")).toBe(false);
    expect(turkeyToday(new Date("2026-11-27T21:30:00Z"))).toBe("2026-11-28");
  });
});
