import { describe, expect, it } from "vitest";
import { AssignCountrySchema, CalculateSchema, zoneEditSchema } from "./express";

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the calculation form", () => {
  it("reads weights and sides with a comma or a dot", () => {
    const result = CalculateSchema.safeParse({
      country: "DE",
      weight: "2,5",
      length: "50",
      width: "40.5",
      height: "30",
    });
    expect(result.success && result.data).toEqual({ country: "DE", weight: 2.5, length: 50, width: 40.5, height: 30 });
  });

  it("needs a known country and a weight in range", () => {
    expect(issues(CalculateSchema.safeParse({ country: "XX", weight: "0" }))).toEqual({
      country: "express:validation.country",
      weight: "express:validation.weight",
    });
    expect(issues(CalculateSchema.safeParse({ country: "DE", weight: "1001" }))).toEqual({
      weight: "express:validation.weight",
    });
    expect(issues(CalculateSchema.safeParse({ country: "DE" }))).toEqual({ weight: "validation.required" });
  });

  it("takes all three sides or none", () => {
    expect(CalculateSchema.safeParse({ country: "DE", weight: "1" }).success).toBe(true);
    expect(issues(CalculateSchema.safeParse({ country: "DE", weight: "1", length: "10" }))).toEqual({
      width: "express:validation.allSides",
      height: "express:validation.allSides",
    });
    expect(
      issues(CalculateSchema.safeParse({ country: "DE", weight: "1", length: "10", width: "500", height: "1" })),
    ).toEqual({
      width: "express:validation.side",
    });
  });
});

describe("the admin forms", () => {
  it("assigns a country to a zone id or takes it off the list", () => {
    expect(AssignCountrySchema.parse({ intent: "assign-country", country: "FJ", zone: "7" }).zone).toBe(7);
    expect(AssignCountrySchema.parse({ intent: "assign-country", country: "FJ", zone: "none" }).zone).toBe("none");
    expect(AssignCountrySchema.safeParse({ intent: "assign-country", country: "FJ", zone: "0" }).success).toBe(false);
  });

  it("turns the zone editor's rows into sorted steps and reports bad rows by index", () => {
    const schema = zoneEditSchema("USD");
    const names = { name: "Avrupa", nameEn: "Europe", nameDe: "Europa", nameFr: "Europe", namePt: "Europa" };
    const ok = schema.safeParse({
      intent: "save",
      code: "eu-1",
      ...names,
      perKg: "4,90",
      steps: [
        { weight: "1", price: "33.10" },
        { weight: "0,5", price: "29,50" },
        { weight: "", price: "" },
      ],
    });
    expect(ok.success && ok.data).toEqual({
      code: "EU-1",
      names: { tr: "Avrupa", en: "Europe", de: "Europa", fr: "Europe", pt: "Europa" },
      perKgMinor: 490,
      steps: [
        { weightGrams: 500, priceMinor: 2950 },
        { weightGrams: 1000, priceMinor: 3310 },
      ],
    });
    const bad = schema.safeParse({
      intent: "save",
      code: "EU 1",
      ...names,
      perKg: "x",
      steps: [
        { weight: "0.7", price: "1" },
        { weight: "1", price: "abc" },
        { weight: "1", price: "2" },
        { weight: "2", price: "3" },
        { weight: "2", price: "4" },
      ],
    });
    expect(issues(bad)).toEqual({
      code: "express:validation.zoneCode",
      perKg: "express:validation.price",
    });
    const rows = schema.safeParse({
      intent: "save",
      code: "EU1",
      ...names,
      perKg: "1",
      steps: [
        { weight: "0.7", price: "1" },
        { weight: "1", price: "abc" },
        { weight: "2", price: "3" },
        { weight: "2", price: "4" },
      ],
    });
    expect(issues(rows)).toEqual({
      "steps.0.weight": "express:validation.step",
      "steps.1.price": "express:validation.price",
      "steps.3.weight": "express:validation.stepTwice",
    });
  });

  it("asks for the zone's name in every language", () => {
    const schema = zoneEditSchema("USD");
    const missing = schema.safeParse({
      intent: "save",
      code: "EU1",
      name: "Avrupa",
      nameEn: "Europe",
      nameDe: "  ",
      perKg: "1",
      steps: [],
    });
    expect(issues(missing)).toEqual({
      nameDe: "validation.required",
      nameFr: "validation.required",
      namePt: "validation.required",
    });
  });
});
