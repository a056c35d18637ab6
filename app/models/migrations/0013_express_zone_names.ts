import type { Kysely } from "kysely";

// Express zones get a name in every language of the panel: `name` stays the Turkish one (the default
// language, and what a reader sees where a translation is missing), and name_en, name_de, name_fr and
// name_pt hold the others. Columns rather than a table of translations: the languages are a closed list,
// and the price list, the calculation and the zone editor read a zone's names with the zone, without a join.
// Zones the seed wrote get their translations here, found by their Turkish name (as the seed wrote them
// when this migration landed); other zones keep empty translations until an admin saves them.
const LANGUAGES = ["en", "de", "fr", "pt"] as const;

const SEEDED: Array<[tr: string, en: string, de: string, fr: string, pt: string]> = [
  ["Balkanlar ve Kıbrıs", "Balkans and Cyprus", "Balkan und Zypern", "Balkans et Chypre", "Balcãs e Chipre"],
  [
    "Batı ve Orta Avrupa",
    "Western and Central Europe",
    "West- und Mitteleuropa",
    "Europe de l'Ouest et centrale",
    "Europa Ocidental e Central",
  ],
  [
    "Birleşik Krallık, İrlanda ve İskandinavya",
    "United Kingdom, Ireland and Scandinavia",
    "Vereinigtes Königreich, Irland und Skandinavien",
    "Royaume-Uni, Irlande et Scandinavie",
    "Reino Unido, Irlanda e Escandinávia",
  ],
  [
    "Körfez ülkeleri ve Orta Doğu",
    "Gulf states and the Middle East",
    "Golfstaaten und Naher Osten",
    "Pays du Golfe et Moyen-Orient",
    "Países do Golfo e Médio Oriente",
  ],
  ["Kuzey Amerika", "North America", "Nordamerika", "Amérique du Nord", "América do Norte"],
  [
    "Asya ve Uzak Doğu",
    "Asia and the Far East",
    "Asien und Ferner Osten",
    "Asie et Extrême-Orient",
    "Ásia e Extremo Oriente",
  ],
  [
    "Rusya, Kafkasya ve Orta Asya",
    "Russia, the Caucasus and Central Asia",
    "Russland, Kaukasus und Zentralasien",
    "Russie, Caucase et Asie centrale",
    "Rússia, Cáucaso e Ásia Central",
  ],
  [
    "Okyanusya, Afrika ve Latin Amerika",
    "Oceania, Africa and Latin America",
    "Ozeanien, Afrika und Lateinamerika",
    "Océanie, Afrique et Amérique latine",
    "Oceânia, África e América Latina",
  ],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const lng of LANGUAGES) await db.schema.alterTable("express_zones").addColumn(`name_${lng}`, "text").execute();
  for (const [tr, en, de, fr, pt] of SEEDED) {
    await db
      .updateTable("express_zones")
      .set({ name_en: en, name_de: de, name_fr: fr, name_pt: pt })
      .where("name", "=", tr)
      .where("name_en", "is", null)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const lng of LANGUAGES) await db.schema.alterTable("express_zones").dropColumn(`name_${lng}`).execute();
}
