import type { Seeder } from "./index";

/**
 * The express price list of the demo company: prices in USD for shipments from Türkiye, eight
 * zones (named in the panel's five languages), 0.5 kg steps up to 30 kg and a per-kg rate above 30 kg.
 * Prices follow each zone's tariff curve (a steeper rate up to 10 kg, a flatter one above), rounded to 10 cents.
 */
export const SEED_ZONES = [
  {
    code: "1",
    name: "Balkanlar ve Kıbrıs",
    en: "Balkans and Cyprus",
    de: "Balkan und Zypern",
    fr: "Balkans et Chypre",
    pt: "Balcãs e Chipre",
    base: 2400,
    upTo10: 310,
    above10: 220,
    perKg: 410,
    countries: ["BG", "GR", "CY", "RO", "MK", "RS", "AL", "BA", "ME", "MD"],
  },
  {
    code: "2",
    name: "Batı ve Orta Avrupa",
    en: "Western and Central Europe",
    de: "West- und Mitteleuropa",
    fr: "Europe de l'Ouest et centrale",
    pt: "Europa Ocidental e Central",
    base: 2950,
    upTo10: 360,
    above10: 260,
    perKg: 490,
    countries: [
      "DE",
      "AT",
      "BE",
      "NL",
      "LU",
      "FR",
      "IT",
      "ES",
      "PT",
      "CH",
      "LI",
      "DK",
      "PL",
      "CZ",
      "SK",
      "HU",
      "SI",
      "HR",
      "EE",
      "LV",
      "LT",
      "MT",
      "MC",
    ],
  },
  {
    code: "3",
    name: "Birleşik Krallık, İrlanda ve İskandinavya",
    en: "United Kingdom, Ireland and Scandinavia",
    de: "Vereinigtes Königreich, Irland und Skandinavien",
    fr: "Royaume-Uni, Irlande et Scandinavie",
    pt: "Reino Unido, Irlanda e Escandinávia",
    base: 3200,
    upTo10: 410,
    above10: 290,
    perKg: 540,
    countries: ["GB", "IE", "SE", "NO", "FI", "IS"],
  },
  {
    code: "4",
    name: "Körfez ülkeleri ve Orta Doğu",
    en: "Gulf states and the Middle East",
    de: "Golfstaaten und Naher Osten",
    fr: "Pays du Golfe et Moyen-Orient",
    pt: "Países do Golfo e Médio Oriente",
    base: 2750,
    upTo10: 390,
    above10: 280,
    perKg: 520,
    countries: ["AE", "SA", "QA", "KW", "BH", "OM", "JO", "LB", "IL", "EG", "IQ"],
  },
  {
    code: "5",
    name: "Kuzey Amerika",
    en: "North America",
    de: "Nordamerika",
    fr: "Amérique du Nord",
    pt: "América do Norte",
    base: 3800,
    upTo10: 520,
    above10: 370,
    perKg: 690,
    countries: ["US", "CA", "MX", "PR"],
  },
  {
    code: "6",
    name: "Asya ve Uzak Doğu",
    en: "Asia and the Far East",
    de: "Asien und Ferner Osten",
    fr: "Asie et Extrême-Orient",
    pt: "Ásia e Extremo Oriente",
    base: 4100,
    upTo10: 560,
    above10: 410,
    perKg: 760,
    countries: ["CN", "HK", "TW", "JP", "KR", "SG", "MY", "TH", "VN", "ID", "PH", "IN", "PK", "BD"],
  },
  {
    code: "7",
    name: "Rusya, Kafkasya ve Orta Asya",
    en: "Russia, the Caucasus and Central Asia",
    de: "Russland, Kaukasus und Zentralasien",
    fr: "Russie, Caucase et Asie centrale",
    pt: "Rússia, Cáucaso e Ásia Central",
    base: 3400,
    upTo10: 460,
    above10: 330,
    perKg: 610,
    countries: ["RU", "UA", "BY", "GE", "AZ", "AM", "KZ", "UZ", "TM", "KG", "TJ"],
  },
  {
    code: "8",
    name: "Okyanusya, Afrika ve Latin Amerika",
    en: "Oceania, Africa and Latin America",
    de: "Ozeanien, Afrika und Lateinamerika",
    fr: "Océanie, Afrique et Amérique latine",
    pt: "Oceânia, África e América Latina",
    base: 4800,
    upTo10: 640,
    above10: 470,
    perKg: 880,
    countries: ["AU", "NZ", "ZA", "NG", "KE", "MA", "TN", "DZ", "BR", "AR", "CL", "CO", "PE"],
  },
] as const;

/** The price of step k (k × 0.5 kg) in a zone, in cents. */
export function seedStepPrice(zone: (typeof SEED_ZONES)[number], k: number): number {
  const raw = zone.base + zone.upTo10 * (Math.min(k, 20) - 1) + zone.above10 * Math.max(0, k - 20);
  return Math.round(raw / 10) * 10;
}

export const seedExpress: Seeder = async ({ db, foundation, now: anchor }) => {
  const now = new Date(anchor.getTime() - 20 * 86_400_000).toISOString();
  await db
    .insertInto("express_settings")
    .values({ id: 1, currency: "USD", updated_at: now, updated_by: foundation.admin })
    .execute();
  for (const zone of SEED_ZONES) {
    const { id } = await db
      .insertInto("express_zones")
      .values({
        code: zone.code,
        name: zone.name,
        name_en: zone.en,
        name_de: zone.de,
        name_fr: zone.fr,
        name_pt: zone.pt,
        per_kg_minor: zone.perKg,
        created_at: now,
        updated_at: now,
        updated_by: foundation.admin,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("express_countries")
      .values(
        zone.countries.map((country_code) => ({
          country_code,
          zone_id: id,
          updated_at: now,
          updated_by: foundation.admin,
        })),
      )
      .execute();
    await db
      .insertInto("express_prices")
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          zone_id: id,
          weight_grams: (i + 1) * 500,
          price_minor: seedStepPrice(zone, i + 1),
        })),
      )
      .execute();
  }
};
