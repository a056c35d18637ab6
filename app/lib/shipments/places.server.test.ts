import { beforeAll, describe, expect, it } from "vitest";
import {
  guessTurkishPlace,
  postalCodesOf,
  turkeyPlaces,
  turkishCities,
  turkishDistricts,
  turkishNeighbourhoods,
} from "./places.server";

describe("Turkish places", () => {
  // The first call reads and indexes the list (about a second).
  beforeAll(() => void turkishCities(), 30_000);

  it("has 81 provinces and 973 districts", () => {
    const cities = turkishCities();
    expect(cities).toHaveLength(81);
    expect(cities[0]).toBe("Adana");
    expect(cities.reduce((n, c) => n + (turkishDistricts(c)?.length ?? 0), 0)).toBe(973);
  });

  it("finds names case-insensitively with Turkish rules and answers the list's spelling", () => {
    expect(turkeyPlaces.city("istanbul")).toBe("İstanbul");
    expect(turkeyPlaces.city("ISPARTA")).toBe("Isparta");
    expect(turkeyPlaces.city("IZMIR")).toBeNull();
    expect(turkeyPlaces.county("İstanbul", "KADIKÖY")).toBe("Kadıköy");
    expect(turkeyPlaces.district("İstanbul", "Kadıköy", "caferağa mahallesi")).toBe("Caferağa Mah");
    expect(turkeyPlaces.county("Ankara", "Kadıköy")).toBeNull();
  });

  it("knows each neighbourhood's postal codes", () => {
    expect(postalCodesOf("İstanbul", "Kadıköy", "Caferağa Mah")).toEqual(["34710"]);
    expect(turkeyPlaces.zips("İstanbul", "Kadıköy", "Caferağa Mah")).toEqual(["34710"]);
    const ns = turkishNeighbourhoods("İstanbul", "Kadıköy")!;
    expect(ns.map((n) => n.name)).toContain("Fenerbahçe Mah");
    expect(ns.every((n) => n.zips.every((z) => z.startsWith("34")))).toBe(true);
    expect(turkishNeighbourhoods("İstanbul", "Nowhere")).toBeNull();
  });

  it("reads a profile address", () => {
    expect(guessTurkishPlace("Caferağa Mah. Moda Cad. No:5 D:3, Kadıköy, İstanbul")).toEqual({
      city: "İstanbul",
      county: "Kadıköy",
      district: "Caferağa Mah",
      zipCode: "34710",
      street: "Moda Cad. No:5 D:3",
    });
    expect(guessTurkishPlace("Levent Mah. Büyükdere Cad. No:185, Beşiktaş, İstanbul")).toMatchObject({
      city: "İstanbul",
      county: "Beşiktaş",
      district: "Levent Mah",
      street: "Büyükdere Cad. No:185",
    });
    expect(guessTurkishPlace("Ankara")).toMatchObject({ city: "Ankara", county: "", street: "" });
    expect(guessTurkishPlace("Somewhere abroad")).toEqual({
      city: "",
      county: "",
      district: "",
      zipCode: "",
      street: "Somewhere abroad",
    });
  });
});
