import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, type DB } from "./db.server";
import { createTestDb } from "./test-db.server";
import {
  createZone,
  deleteZone,
  exportCountriesCsv,
  exportPriceTableCsv,
  getPriceList,
  getZone,
  importExpressCsv,
  quoteExpress,
  saveZone,
  setCountryZone,
} from "./express-prices.server";
import { SEED_ZONES, seedStepPrice } from "./seed/express";
import * as zoneNamesMigration from "./migrations/0013_express_zone_names";
import { LANGUAGES } from "~/lib/i18n/i18n";

let db: DB;
beforeAll(async () => {
  db = await createTestDb({ seed: true });
});
afterAll(async () => {
  await closeDb();
});

const europe = SEED_ZONES.find((z) => z.code === "2")!;

describe("the seeded price list", () => {
  it("covers Europe with Germany, the UK, the US, the Gulf and Asia in 0.5 kg steps up to 30 kg", async () => {
    const list = await getPriceList();
    expect(list.currency).toBe("USD");
    const zoneOf = (c: string) => list.zones.find((z) => z.countries.includes(c))?.code;
    expect(zoneOf("DE")).toBe("2");
    expect(zoneOf("GB")).toBe("3");
    expect(zoneOf("US")).toBe("5");
    expect(zoneOf("AE")).toBe("4");
    expect(zoneOf("JP")).toBe("6");
    expect(list.steps).toHaveLength(60);
    expect(list.steps[0]).toBe(500);
    expect(list.steps.at(-1)).toBe(30_000);
    expect(list.zones.every((z) => Object.keys(list.prices[z.id]).length === 60 && z.perKgMinor > 0)).toBe(true);
  });
});

describe("zone names in every language", () => {
  it("are seeded as real translations, and the list and the quote speak the reader's language", async () => {
    for (const zone of (await getPriceList()).zones) {
      const names = Object.values(zone.names);
      expect(
        names.every((n) => typeof n === "string" && n.length > 2),
        zone.code,
      ).toBe(true);
      // Each language has its own name (English and French may share one, as "Europe"; never the Turkish one).
      for (const lng of LANGUAGES.filter((l) => l !== "tr"))
        expect(zone.names[lng], `${zone.code} ${lng}`).not.toBe(zone.names.tr);
    }
    const nameOf = async (lng: string) => (await getPriceList(undefined, lng)).zones.find((z) => z.code === "1")!.name;
    expect(await nameOf("tr")).toBe("Balkanlar ve Kıbrıs");
    expect(await nameOf("en")).toBe("Balkans and Cyprus");
    expect(await nameOf("de")).toBe("Balkan und Zypern");
    expect(await nameOf("fr")).toBe("Balkans et Chypre");
    expect(await nameOf("pt")).toBe("Balcãs e Chipre");
    expect(await nameOf("xx")).toBe("Balkanlar ve Kıbrıs");
    const quote = await quoteExpress({ country: "DE", weightKg: 1, lng: "en" });
    expect(quote.status === "ok" && quote.zone.name).toBe("Western and Central Europe");
    const turkish = await quoteExpress({ country: "DE", weightKg: 1 });
    expect(turkish.status === "ok" && turkish.zone.name).toBe("Batı ve Orta Avrupa");
  });

  it("fall back to the Turkish name where a language has none yet, until an admin saves one", async () => {
    const id = await createZone({ code: "N1", names: { tr: "Deneme bölgesi" }, perKgMinor: 0 }, null);
    const zone = () => getPriceList(undefined, "de").then((l) => l.zones.find((z) => z.id === id)!);
    expect((await zone()).names).toEqual({ tr: "Deneme bölgesi", en: null, de: null, fr: null, pt: null });
    expect((await zone()).name).toBe("Deneme bölgesi");
    await saveZone(
      id,
      {
        code: "N1",
        names: { tr: "Deneme bölgesi", en: "Test zone", de: "Testzone", fr: "Zone d'essai", pt: "Zona de teste" },
        perKgMinor: 0,
        steps: [],
      },
      null,
    );
    expect((await zone()).name).toBe("Testzone");
    expect((await getZone(id))!.names.pt).toBe("Zona de teste");
    expect(await deleteZone(id)).toBe("deleted");
  });

  it("are filled in by the migration for zones the seed wrote before it (found by their Turkish name)", async () => {
    await zoneNamesMigration.down(db);
    await db
      .insertInto("express_zones")
      .values({
        code: "OWN",
        name: "Kendi bölgemiz",
        per_kg_minor: 0,
        created_at: "2026-01-01T00:00:00Z",
        updated_at: "2026-01-01T00:00:00Z",
        updated_by: null,
      })
      .execute();
    await zoneNamesMigration.up(db);
    const zones = (await getPriceList(undefined, "fr")).zones;
    expect(zones.find((z) => z.code === "6")!.name).toBe("Asie et Extrême-Orient");
    expect(zones.find((z) => z.code === "7")!.names.en).toBe("Russia, the Caucasus and Central Asia");
    expect(zones.find((z) => z.code === "OWN")!.names).toEqual({
      tr: "Kendi bölgemiz",
      en: null,
      de: null,
      fr: null,
      pt: null,
    });
    await db.deleteFrom("express_zones").where("code", "=", "OWN").execute();
  });
});

describe("express quotes", () => {
  it("prices the chargeable weight rounded up to 0.5 kg", async () => {
    const quote = await quoteExpress({ country: "de", weightKg: 2.3 });
    expect(quote.status).toBe("ok");
    if (quote.status !== "ok") return;
    expect(quote.zone.code).toBe("2");
    expect(quote.weight.chargeableGrams).toBe(2500);
    expect(quote.priceMinor).toBe(seedStepPrice(europe, 5));
    expect(quote.currency).toBe("USD");
  });

  it("uses the volumetric weight of a light, bulky box", async () => {
    const quote = await quoteExpress({
      country: "GB",
      weightKg: 2,
      dimensions: { lengthCm: 60, widthCm: 40, heightCm: 40 },
    });
    if (quote.status !== "ok") throw new Error(quote.status);
    expect(quote.weight).toMatchObject({ volumetricGrams: 19_200, chargeableGrams: 19_500, basis: "volumetric" });
    expect(quote.priceMinor).toBe(
      seedStepPrice(
        SEED_ZONES.find((z) => z.code === "3")!,
        39,
      ),
    );
  });

  it("adds the per-kg rate above the last step", async () => {
    const quote = await quoteExpress({ country: "DE", weightKg: 42.2 });
    if (quote.status !== "ok") throw new Error(quote.status);
    expect(quote.weight.chargeableGrams).toBe(42_500);
    expect(quote.price).toMatchObject({
      kind: "above",
      lastStepGrams: 30_000,
      extraGrams: 12_500,
      perKgMinor: europe.perKg,
    });
    expect(quote.priceMinor).toBe(seedStepPrice(europe, 60) + Math.round(12.5 * europe.perKg));
  });

  it("says when a country is outside the list", async () => {
    expect(await quoteExpress({ country: "AQ", weightKg: 1 })).toEqual({ status: "notListed", country: "AQ" });
  });

  it("says when the country's zone has no prices yet", async () => {
    const id = await createZone({ code: "9", names: { tr: "Yeni bölge" }, perKgMinor: 0 }, null);
    await setCountryZone("FJ", id, null);
    const quote = await quoteExpress({ country: "FJ", weightKg: 1 });
    expect(quote.status).toBe("noPrices");
  });
});

describe("editing", () => {
  it("saves a zone's steps exactly as given", async () => {
    const zone = (await getPriceList()).zones.find((z) => z.code === "9")!;
    const names = {
      tr: "Pasifik adaları",
      en: "Pacific islands",
      de: "Pazifikinseln",
      fr: "Îles du Pacifique",
      pt: "Ilhas do Pacífico",
    };
    await saveZone(
      zone.id,
      {
        code: "9",
        names,
        perKgMinor: 1200,
        steps: [
          { weightGrams: 500, priceMinor: 6000 },
          { weightGrams: 1000, priceMinor: 7000 },
        ],
      },
      null,
    );
    await saveZone(
      zone.id,
      { code: "9", names, perKgMinor: 1200, steps: [{ weightGrams: 1000, priceMinor: 7100 }] },
      null,
    );
    const saved = await getZone(zone.id);
    expect(saved).toMatchObject({
      name: "Pasifik adaları",
      perKgMinor: 1200,
      steps: [{ weightGrams: 1000, priceMinor: 7100 }],
      countries: ["FJ"],
    });
    const quote = await quoteExpress({ country: "FJ", weightKg: 2 });
    expect(quote.status === "ok" && quote.priceMinor).toBe(7100 + 1200);
  });

  it("refuses to delete a zone that countries still use", async () => {
    const zone = (await getPriceList()).zones.find((z) => z.code === "9")!;
    expect(await deleteZone(zone.id)).toBe("inUse");
    await db.deleteFrom("express_countries").where("country_code", "=", "FJ").execute();
    expect(await deleteZone(zone.id)).toBe("deleted");
    expect(await getZone(zone.id)).toBeUndefined();
  });
});

describe("CSV", () => {
  it("exports the price table and importing it back changes nothing", async () => {
    const csv = await exportPriceTableCsv();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("weight_kg,1,2,3,4,5,6,7,8");
    expect(lines[1].startsWith("0.5,24.00,29.50,")).toBe(true);
    expect(lines.at(-1)!.startsWith("per_kg_above,4.10,4.90")).toBe(true);
    const report = await importExpressCsv(csv, null);
    expect(report).toMatchObject({ kind: "prices", added: 0, changed: 0, removed: 0, rejected: 0 });
    expect(report.unchanged).toBe(60 * 8 + 8);
  });

  it("imports changed prices, new steps and rejects bad cells with reasons", async () => {
    const csv = ["weight_kg;2;X9", "0,5;31,00;1", "31;170,00;", "0.7;1;", "1;abc;", "per_kg_above;5,10;"].join("\n");
    const report = await importExpressCsv(csv, null);
    // Changed: the 0.5 kg price and the per-kg rate; added: the 31 kg step.
    expect(report).toMatchObject({ kind: "prices", added: 1, changed: 2, rejected: 3 });
    expect(report.rejections).toEqual([
      { line: 1, value: "X9", reason: "unknownZone" },
      { line: 4, value: "0.7", reason: "badWeight" },
      { line: 5, value: "abc", reason: "badPrice" },
    ]);
    // The file lists 0.5, 1 (bad price: kept) and 31 kg: the zone's other steps are gone.
    const zone = (await getPriceList()).zones.find((z) => z.code === "2")!;
    const steps = (await getZone(zone.id))!.steps;
    expect(steps).toEqual([
      { weightGrams: 500, priceMinor: 3100 },
      { weightGrams: 1000, priceMinor: seedStepPrice(europe, 2) },
      { weightGrams: 31_000, priceMinor: 17_000 },
    ]);
    expect(report.removed).toBe(58);
    expect((await getZone(zone.id))!.perKgMinor).toBe(510);
  });

  it("exports and imports the countries", async () => {
    const csv = await exportCountriesCsv("en");
    expect(csv.split("\r\n")[0]).toBe("country,zone,name");
    expect(csv).toContain("DE,2,Germany");
    const report = await importExpressCsv("country,zone\nde,3\nFR,2\nZZ,1\nJP,77\nFJ,1\nFJ,2\n", null);
    expect(report).toMatchObject({ kind: "countries", added: 1, changed: 1, unchanged: 1, rejected: 3 });
    expect(report.rejections.map((r) => r.reason)).toEqual(["badCountry", "unknownZone", "duplicate"]);
    const quote = await quoteExpress({ country: "DE", weightKg: 1 });
    expect(quote.status === "ok" && quote.zone.code).toBe("3");
  });

  it("refuses a file it does not know", async () => {
    await expect(importExpressCsv("foo,bar\n1,2\n", null)).rejects.toThrow("unknownFormat");
  });
});
