import type { Random } from "./core";
import { foldText } from "~/lib/text-fold";

/** Name, company and place pools the areas draw their sample people from (deterministically, via a seeded Random). */
export const FIRST_NAMES = [
  "Ayşe",
  "Mehmet",
  "Elif",
  "Can",
  "Zeynep",
  "Emre",
  "Selin",
  "Burak",
  "Deniz",
  "Cem",
  "Ece",
  "Murat",
  "Derya",
  "Kerem",
  "Gizem",
  "Oğuz",
  "Sophie",
  "Lukas",
  "Emma",
  "Noah",
  "Camille",
  "Hugo",
  "Inês",
  "Tiago",
  "Anna",
  "Jonas",
  "Olivia",
  "Liam",
  "Chloé",
  "Mateus",
  "Hannah",
  "Felix",
  "Léa",
  "Rafael",
  "Mia",
  "Arda",
  "Nisa",
  "Baran",
  "Defne",
  "Kaan",
] as const;

export const LAST_NAMES = [
  "Yılmaz",
  "Kaya",
  "Demir",
  "Şahin",
  "Çelik",
  "Yıldız",
  "Aydın",
  "Öztürk",
  "Arslan",
  "Doğan",
  "Koç",
  "Kurt",
  "Polat",
  "Erdem",
  "Aksoy",
  "Müller",
  "Schmidt",
  "Weber",
  "Dubois",
  "Martin",
  "Bernard",
  "Silva",
  "Santos",
  "Ferreira",
  "Costa",
  "Smith",
  "Brown",
  "Wilson",
  "Taylor",
  "Fischer",
] as const;

export const COMPANIES = [
  "Anadolu Tekstil",
  "Ege Gıda",
  "Marmara Makine",
  "Boğaziçi Elektronik",
  "Karadeniz Fındık",
  "Akdeniz Seramik",
  "Nordlicht GmbH",
  "Rheinhafen Logistik",
  "Atelier Lumière",
  "Vinhos do Douro",
  "Lisboa Cortiça",
  "Bavaria Parts",
  "Kapadokya Halı",
  "Trakya Mobilya",
  "Baltic Timber",
  "Seine Cosmétiques",
  "Porto Têxteis",
  "İzmir Zeytin",
  "Konya Tarım",
  "Atlas Otomotiv",
] as const;

export const COUNTRIES = [
  "Türkiye",
  "Germany",
  "France",
  "Portugal",
  "United Kingdom",
  "Netherlands",
  "Italy",
  "Spain",
  "Poland",
  "Austria",
] as const;

export const CITIES: Record<(typeof COUNTRIES)[number], readonly string[]> = {
  Türkiye: ["İstanbul", "Ankara", "İzmir", "Bursa", "Mersin", "Kocaeli"],
  Germany: ["Hamburg", "Berlin", "München", "Köln", "Frankfurt"],
  France: ["Paris", "Lyon", "Marseille", "Lille"],
  Portugal: ["Lisboa", "Porto", "Braga"],
  "United Kingdom": ["London", "Manchester", "Leeds"],
  Netherlands: ["Rotterdam", "Amsterdam", "Utrecht"],
  Italy: ["Milano", "Genova", "Torino"],
  Spain: ["Madrid", "Barcelona", "Valencia"],
  Poland: ["Warszawa", "Gdańsk", "Kraków"],
  Austria: ["Wien", "Graz", "Linz"],
};

export interface Person {
  fullName: string;
  firstName: string;
  lastName: string;
}

/** Unique full names, in a fixed order for a given Random. */
export function people(rng: Random, count: number): Person[] {
  const seen = new Set<string>();
  const out: Person[] = [];
  while (out.length < count) {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const fullName = `${firstName} ${lastName}`;
    if (seen.has(fullName)) {
      if (seen.size >= FIRST_NAMES.length * LAST_NAMES.length) break;
      continue;
    }
    seen.add(fullName);
    out.push({ fullName, firstName, lastName });
  }
  return out;
}

/** ASCII e-mail local part of a name ("Ayşe Yılmaz" → "ayse.yilmaz"). */
export function emailLocal(fullName: string): string {
  return foldText(fullName)
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");
}

export function phone(rng: Random, country: string): string {
  const prefix: Record<string, string> = { Türkiye: "+90 5", Germany: "+49 15", France: "+33 6", Portugal: "+351 9" };
  return `${prefix[country] ?? "+44 7"}${rng.digits(2)} ${rng.digits(3)} ${rng.digits(4)}`;
}
