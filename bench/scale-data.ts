// The scale benchmark's database: the demo seed, then bulk rows up to a large company's totals (100,000
// shipments with 500,000 tracking events, 20,000 customers, 50 branches, 300 agents, 10,000 freight
// requests, 10,000 offers, 2,000 contact messages, 50,000 saved addresses, 20,000 courier pickups) and
// the tariff table (the full HS file when it is around, else the sample, plus 20,000 generated GTIP rows).
// Deterministic: a fixed-seed generator and dates relative to the seed's anchor day. Rows are typed with
// the app's schema (Insertable<…>) and written with prepared statements in large transactions on the
// tables the migrations created.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import type { Insertable } from "kysely";
import { closeDb, createDatabase, migrateToLatest, setDb } from "../app/models/db.server";
import { seedAnchor, seedDatabase } from "../app/models/seed";
import { createRandom, type Random } from "../app/models/seed/random";
import { TR_PLACES } from "../app/models/seed/shipments";
import { importTariffText } from "../app/models/tariff-import.server";
import type { Database as Schema } from "../app/models/schema";
import type { ShipmentStatus } from "../app/lib/shipments/domain";
import { generateTrackingNumber } from "../app/lib/shipments/tracking-number";
import { addressSearchText } from "../app/lib/address-book/schema";
import {
  computeFreightMeasures,
  formatDocumentNumber,
  NUMBER_PREFIXES,
  type TransportType,
} from "../app/lib/freight/domain";
import { discountedTotal } from "../app/lib/money";
import { quoteDomesticBands } from "../app/lib/shipments/domestic-pricing";
import { SEED_DOMESTIC_BANDS, SEED_DOMESTIC_PER_KG } from "../app/models/seed/courier";
import { todayIso } from "../app/lib/offers/domain";
import { findHsFile, generateTgtc } from "./tariff-data";

export const TARGET = {
  branches: 50,
  agents: 300,
  customers: 20_000,
  shipments: 100_000,
  events: 500_000,
  freight: 10_000,
  offers: 10_000,
  contacts: 2_000,
  addresses: 50_000,
  pickups: 20_000,
  gtipRows: 20_000,
} as const;

export interface ScaleDb {
  file: string;
  counts: Record<string, number>;
  timings: Record<string, number>;
  /** Real rows the benchmark asks for. */
  samples: {
    trackingNumbers: string[];
    shipmentId: number;
    agentBranchId: number;
    deepStatus: ShipmentStatus;
    deepQuery: string;
  };
  hsFile: string | null;
}

const FIRST = [
  "Ayşe",
  "Mehmet",
  "Fatma",
  "Mustafa",
  "Emine",
  "Ahmet",
  "Zeynep",
  "Ali",
  "Elif",
  "Hüseyin",
  "Merve",
  "Hasan",
  "Selin",
  "İbrahim",
  "Büşra",
  "Emre",
  "Gamze",
  "Burak",
  "Deniz",
  "Cem",
  "Oğuz",
  "Ebru",
  "Kerem",
  "Derya",
  "Tuncay",
  "Pınar",
  "Serkan",
  "Gül",
  "Volkan",
  "Esra",
];
const LAST = [
  "Yılmaz",
  "Kaya",
  "Demir",
  "Şahin",
  "Çelik",
  "Yıldız",
  "Yıldırım",
  "Öztürk",
  "Aydın",
  "Özdemir",
  "Arslan",
  "Doğan",
  "Kılıç",
  "Aslan",
  "Çetin",
  "Koç",
  "Kurt",
  "Özkan",
  "Şimşek",
  "Polat",
  "Korkmaz",
  "Erdoğan",
  "Güneş",
  "Acar",
  "Bulut",
];
const COMPANY_WORDS = [
  "Anadolu",
  "Ege",
  "Marmara",
  "Karadeniz",
  "Boğaziçi",
  "Toros",
  "Trakya",
  "Akdeniz",
  "Kapadokya",
  "Fırat",
  "Dicle",
  "Uludağ",
  "Erciyes",
  "Palandöken",
];
const COMPANY_KINDS = [
  "Tekstil A.Ş.",
  "Gıda Ltd. Şti.",
  "Makine San. A.Ş.",
  "İhracat Ltd.",
  "Elektronik A.Ş.",
  "Seramik Ltd. Şti.",
  "Otomotiv A.Ş.",
  "Mobilya San. Ltd.",
  "Kimya A.Ş.",
  "Lojistik Ltd. Şti.",
];
const CITIES = [
  "Adana",
  "Adıyaman",
  "Afyonkarahisar",
  "Aksaray",
  "Amasya",
  "Ankara",
  "Antalya",
  "Aydın",
  "Balıkesir",
  "Batman",
  "Bolu",
  "Bursa",
  "Çanakkale",
  "Çorum",
  "Denizli",
  "Diyarbakır",
  "Düzce",
  "Edirne",
  "Elazığ",
  "Erzurum",
  "Eskişehir",
  "Gaziantep",
  "Giresun",
  "Hatay",
  "Isparta",
  "İstanbul",
  "İzmir",
  "Kahramanmaraş",
  "Karabük",
  "Kastamonu",
  "Kayseri",
  "Kırıkkale",
  "Kocaeli",
  "Konya",
  "Kütahya",
  "Malatya",
  "Manisa",
  "Mardin",
  "Mersin",
  "Muğla",
  "Ordu",
  "Rize",
  "Sakarya",
  "Samsun",
  "Sivas",
  "Tekirdağ",
  "Tokat",
  "Trabzon",
  "Şanlıurfa",
  "Uşak",
  "Van",
  "Yalova",
  "Zonguldak",
];
const ABROAD = [
  { country: "DE", city: "Köln", hub: "Köln/Bonn" },
  { country: "DE", city: "Berlin", hub: "Berlin" },
  { country: "DE", city: "Hamburg", hub: "Hamburg" },
  { country: "GB", city: "London", hub: "London Heathrow" },
  { country: "NL", city: "Rotterdam", hub: "Amsterdam Schiphol" },
  { country: "FR", city: "Lyon", hub: "Paris CDG" },
  { country: "US", city: "New York", hub: "New York JFK" },
  { country: "AZ", city: "Bakı", hub: "Bakı Heydər Əliyev" },
  { country: "AT", city: "Wien", hub: "Wien" },
  { country: "IT", city: "Milano", hub: "Milano Malpensa" },
  { country: "ES", city: "Barcelona", hub: "Barcelona" },
  { country: "AE", city: "Dubai", hub: "Dubai DXB" },
] as const;
const FOREIGN = [
  "Anna Schmidt",
  "Lukas Weber",
  "Emma Thompson",
  "Oliver Brown",
  "Sanne de Vries",
  "Camille Martin",
  "Michael Johnson",
  "Leyla Məmmədova",
  "Sophie Gruber",
  "Jonas Fischer",
  "Charlotte Davies",
  "Daan Bakker",
  "Giulia Romano",
  "Pablo García",
  "Omar Haddad",
];
const FOREIGN_COMPANIES = [
  "Rheinland Handels GmbH",
  "Thames Import Ltd.",
  "Maasstad Trading B.V.",
  "Rhône Distribution SARL",
  "Hudson Retail LLC",
  "Caspian Ticarət MMC",
  "Lombardia Import S.r.l.",
];
const GOODS = [
  { d: "Pamuklu örme tişört", gtip: "6109.10", cur: "EUR" },
  { d: "Natürel sızma zeytinyağı", gtip: "1509.20", cur: "EUR" },
  { d: "Kuru kayısı", gtip: "0813.10", cur: "USD" },
  { d: "Kabuksuz fındık içi", gtip: "0802.22", cur: "USD" },
  { d: "El dokuma yün halı", gtip: "5701.10", cur: "USD" },
  { d: "Seramik sofra takımı", gtip: "6912.00", cur: "EUR" },
  { d: "Fren balatası", gtip: "8708.30", cur: "EUR" },
  { d: "Dizüstü bilgisayar", gtip: "8471.30", cur: "TRY" },
  { d: "Deri el çantası", gtip: "4202.21", cur: "EUR" },
  { d: "Lokum", gtip: "1704.90", cur: "GBP" },
] as const;
const FREIGHT_GOODS = [
  "Pamuklu tişört, karton koliler",
  "CNC tezgâh yedek parçaları",
  "Sızma zeytinyağı, paletli",
  "Elektronik kart ve komponentler",
  "Porselen seramik karo",
  "Otomotiv yedek parça",
  "Kuru kayısı ve incir",
  "Demonte ofis mobilyası",
  "Numune ürünler ve katalog",
  "Tıbbi sarf malzemesi",
];
const SUBJECTS = [
  "Almanya'ya parsiyel yük",
  "Gümrük müşavirliği",
  "Kargo takibi",
  "Depolama hizmeti",
  "Teklif talebim",
  "Question about sea freight",
  "Fatura talebi",
  "Hasarlı teslimat",
  "Sigorta kapsamı",
  "Demande de devis",
  "Anfrage Luftfracht",
];

/** A bulk writer: one prepared INSERT per table, the columns taken from the first (typed) row. */
function writer<T extends keyof Schema>(sqlite: Database.Database, table: T) {
  let stmt: Database.Statement | undefined;
  let count = 0;
  return {
    insert(row: Insertable<Schema[T]>): number {
      if (!stmt) {
        const cols = Object.keys(row);
        stmt = sqlite.prepare(
          `insert into ${table} (${cols.join(", ")}) values (${cols.map((c) => `@${c}`).join(", ")})`,
        );
      }
      count++;
      return Number(stmt.run(row as Record<string, unknown>).lastInsertRowid);
    },
    get count() {
      return count;
    },
  };
}

function asciiSlug(text: string) {
  return text
    .toLocaleLowerCase("tr")
    .replace(/ı/g, "i")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z]/g, "");
}

function phone(rng: Random) {
  return `+90 5${rng.int(30, 55)} ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}`;
}

/** The minimal tracking history that leads to a status (more scans are added to reach the event total). */
function baseHistory(status: ShipmentStatus, rng: Random): ShipmentStatus[] {
  switch (status) {
    case "created":
      return ["created"];
    case "accepted":
      return ["created", "accepted"];
    case "in_transit":
      return ["created", "accepted", "in_transit"];
    case "at_customs":
      return ["created", "accepted", "in_transit", "at_customs"];
    case "out_for_delivery":
      return ["created", "accepted", "in_transit", "out_for_delivery"];
    case "delivered":
      return ["created", "accepted", "in_transit", "out_for_delivery", "delivered"];
    case "returned":
      return ["created", "accepted", "in_transit", "returned"];
    case "cancelled":
      return rng.chance(0.5) ? ["created", "accepted", "cancelled"] : ["created", "cancelled"];
  }
}

/** Adds a customs stop (at_customs, in_transit) after the first in_transit, or one more transit scan. */
function extend(history: ShipmentStatus[], extra: number): ShipmentStatus[] {
  if (extra <= 0) return history;
  const at = history.indexOf("in_transit");
  if (at < 0) return history;
  const inserted: ShipmentStatus[] = extra >= 2 ? ["at_customs", "in_transit"] : ["in_transit"];
  const next = [...history.slice(0, at + 1), ...inserted, ...history.slice(at + 1)];
  return extend(next, extra - inserted.length);
}

function count(sqlite: Database.Database, table: string, where = "1=1"): number {
  return Number((sqlite.prepare(`select count(*) as n from ${table} where ${where}`).get() as { n: number }).n);
}

export async function generateScaleDb(dir: string, log: (line: string) => void = console.log): Promise<ScaleDb> {
  const file = path.join(dir, "bench.db");
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t);
    t = now;
  };
  const anchor = seedAnchor();
  const db = await createDatabase(`file:${file}`);
  setDb(db);
  await migrateToLatest(db);
  await seedDatabase(db, anchor);
  lap("migrate+seed");

  // The tariff table through the app's own importer (the same path as `npm run bench:tariffs`).
  const hsFile = findHsFile();
  if (hsFile)
    await importTariffText(fs.readFileSync(hsFile, "utf8"), {
      fileName: path.basename(hsFile),
      mode: "merge",
      userId: null,
    });
  await importTariffText(generateTgtc(TARGET.gtipRows), {
    fileName: "generated-tgtc.csv",
    mode: "merge",
    userId: null,
  });
  lap("tariffs");
  await closeDb();

  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = OFF");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("cache_size = -200000");
  const rng = createRandom(7_000_007);
  const anchorMs = anchor.getTime();
  const YEARS = 4;
  const spanMs = YEARS * 365 * 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const passwordHash = (
    sqlite.prepare("select password_hash from users where email = 'admin@kargo.test'").get() as {
      password_hash: string;
    }
  ).password_hash;

  // ---- branches and users
  const users = writer(sqlite, "users");
  const branches = writer(sqlite, "branches");
  const branchIds: number[] = [];
  const branchCity = new Map<number, string>();
  const existing = sqlite.prepare("select id, city from branches where deleted_at is null order by id").all() as Array<{
    id: number;
    city: string;
  }>;
  for (const b of existing) {
    branchIds.push(b.id);
    branchCity.set(b.id, b.city);
  }
  const mainBranchId = (
    sqlite.prepare("select id from branches where is_main = 1 order by id limit 1").get() as { id: number }
  ).id;
  const usedCities = new Set(existing.map((b) => b.city));
  const freeCities = CITIES.filter((c) => !usedCities.has(c));
  sqlite.transaction(() => {
    for (let i = 0; branchIds.length < TARGET.branches; i++) {
      const city = freeCities[i % freeCities.length];
      const created = iso(anchorMs - rng.int(400, 1500) * 86_400_000);
      const id = branches.insert({
        name: `${city} Şube${i >= freeCities.length ? ` ${Math.floor(i / freeCities.length) + 1}` : ""}`,
        is_main: 0,
        latitude: 36 + rng.next() * 6,
        longitude: 26 + rng.next() * 18,
        phone: `+90 ${rng.int(212, 488)} 555 ${rng.digits(2)} ${rng.digits(2)}`,
        address: `${rng.pick(["Cumhuriyet", "Atatürk", "İstiklal", "Gazi"])} Cad. No:${rng.int(1, 200)}`,
        city,
        created_at: created,
        updated_at: created,
        updated_by: null,
        deleted_at: null,
      });
      branchIds.push(id);
      branchCity.set(id, city);
    }
    let agents = count(sqlite, "users", "role = 'agent'");
    for (let i = 0; agents < TARGET.agents; i++, agents++) {
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      const created = iso(anchorMs - rng.int(30, 1400) * 86_400_000);
      users.insert({
        name: `${first} ${last}`,
        email: `${asciiSlug(first)}.${asciiSlug(last)}.b${i}@kargo.test`,
        password_hash: passwordHash,
        role: "agent",
        customer_type: null,
        tax_id: null,
        company_name: null,
        phone: phone(rng),
        address: null,
        permission_sms: 1,
        permission_mail: 1,
        branch_id: branchIds[i % branchIds.length],
        is_active: rng.chance(0.95) ? 1 : 0,
        locale: "tr",
        created_at: created,
        updated_at: created,
        updated_by: null,
      });
    }
    let customers = count(sqlite, "users", "role = 'customer'");
    for (let i = 0; customers < TARGET.customers; i++, customers++) {
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      const corporate = rng.chance(0.3);
      const created = iso(anchorMs - spanMs + Math.floor((i / TARGET.customers) * spanMs) + rng.int(0, 86_400_000));
      users.insert({
        name: `${first} ${last}`,
        email: `${asciiSlug(first)}.${asciiSlug(last)}.c${i}@example.com`,
        password_hash: passwordHash,
        role: "customer",
        customer_type: corporate ? "corporate" : "individual",
        tax_id: rng.digits(corporate ? 10 : 11),
        company_name: corporate ? `${rng.pick(COMPANY_WORDS)} ${rng.pick(COMPANY_KINDS)}` : null,
        phone: phone(rng),
        address: `${rng.pick(TR_PLACES)[4]}, ${rng.pick(CITIES)}`,
        permission_sms: rng.chance(0.4) ? 1 : 0,
        permission_mail: rng.chance(0.7) ? 1 : 0,
        branch_id: null,
        is_active: rng.chance(0.97) ? 1 : 0,
        locale: rng.pick(["tr", "tr", "tr", "en", "de"]),
        created_at: created,
        updated_at: created,
        updated_by: null,
      });
    }
  })();
  lap("users");

  type Person = { id: number; name: string; company: string | null; phone: string | null; email: string };
  const customerRows = sqlite
    .prepare(
      "select id, name, company_name as company, phone, email from users where role = 'customer' and is_active = 1 order by id",
    )
    .all() as Person[];
  const agentRows = sqlite
    .prepare("select id, branch_id from users where role = 'agent' and is_active = 1 order by id")
    .all() as Array<{ id: number; branch_id: number }>;
  const agentsOf = new Map<number, number[]>();
  for (const a of agentRows) agentsOf.set(a.branch_id, [...(agentsOf.get(a.branch_id) ?? []), a.id]);

  // ---- shipments and their tracking events
  const seedShipments = count(sqlite, "shipments");
  const seedEvents = count(sqlite, "shipment_events");
  const n = TARGET.shipments - seedShipments;
  const startMs = anchorMs - spanMs;
  // Booking times in id order over four years (busier lately); the last ~2% are still on their way.
  const times = Array.from(
    { length: n },
    (_, i) => startMs + Math.floor(Math.sqrt((i + rng.next()) / n) * (spanMs - 2 * 3_600_000)),
  );
  const statuses: ShipmentStatus[] = times.map((ms) => {
    const ageDays = (anchorMs - ms) / 86_400_000;
    if (ageDays < 12)
      return rng.pick([
        "created",
        "accepted",
        "in_transit",
        "in_transit",
        "at_customs",
        "out_for_delivery",
        "delivered",
        "delivered",
      ] as const);
    const r = rng.next();
    return r < 0.87 ? "delivered" : r < 0.91 ? "returned" : "cancelled";
  });
  const histories = statuses.map((s) => baseHistory(s, rng));
  let remaining = TARGET.events - seedEvents - histories.reduce((a, h) => a + h.length, 0);
  if (remaining < 0) throw new Error(`The minimal histories already exceed ${TARGET.events} events`);
  // Spread the remaining scans: customs stops (two events) and extra transit scans on moving shipments.
  const eligible = histories.map((h, i) => (h.includes("in_transit") ? i : -1)).filter((i) => i >= 0);
  for (let pass = 0; remaining > 0; pass++) {
    const p = Math.min(1, remaining / (2 * eligible.length));
    for (const i of eligible) {
      if (remaining <= 0) break;
      if (pass > 0 || rng.chance(p)) {
        const extra = remaining >= 2 ? 2 : 1;
        histories[i] = extend(histories[i], extra);
        remaining -= extra;
      }
    }
  }

  const shipments = writer(sqlite, "shipments");
  const events = writer(sqlite, "shipment_events");
  const seen = new Set(
    (sqlite.prepare("select tracking_number from shipments").all() as Array<{ tracking_number: string }>).map(
      (r) => r.tracking_number,
    ),
  );
  const trackingSamples: string[] = [];
  sqlite.transaction(() => {
    for (let i = 0; i < n; i++) {
      // A few customers book a lot (corporate senders), most a handful.
      const customer = customerRows[Math.floor(customerRows.length * rng.next() ** 2.2)];
      const branchId = rng.chance(0.1) ? mainBranchId : rng.pick(branchIds);
      const place = rng.pick(TR_PLACES);
      const city = branchCity.get(branchId) ?? place[0];
      const abroad = rng.pick(ABROAD);
      const outbound = rng.chance(0.75);
      const foreignName = rng.pick(FOREIGN);
      const foreignCompany = rng.chance(0.4) ? rng.pick(FOREIGN_COMPANIES) : null;
      const doc = rng.chance(0.22);
      const goods = rng.pick(GOODS);
      const pieces = doc ? 1 : rng.chance(0.7) ? 1 : rng.int(2, 4);
      const unit = doc ? 0 : rng.int(500, 20000) * 10;
      let number: string;
      do number = generateTrackingNumber(() => rng.int(0, 9));
      while (seen.has(number));
      seen.add(number);
      if (i % 997 === 0) trackingSamples.push(number);
      const created = times[i];
      const staff = agentsOf.get(branchId) ?? [];
      const creator = staff.length && rng.chance(0.35) ? rng.pick(staff) : customer.id;
      const history = histories[i];
      const hours = history.map((_, k) => (k === 0 ? 0 : rng.int(2, 30)));
      const lastMs = Math.min(anchorMs - 60_000, created + hours.reduce((a, h) => a + h, 0) * 3_600_000);
      const self = {
        name: customer.name,
        company: customer.company,
        city,
        phone: customer.phone ?? phone(rng),
        email: customer.email,
      };
      const other = {
        name: foreignName,
        company: foreignCompany,
        city: abroad.city,
        phone: "+49 221 555 0192",
        email: null as string | null,
      };
      // Every eighth booking stays in Türkiye, half of those with cash on delivery: chosen by position, not by
      // the generator, so the rest of the data is the same as before domestic shipments existed.
      const domestic = i % 8 === 5;
      const cod = domestic && i % 16 === 5;
      const far = TR_PLACES[(i * 7) % TR_PLACES.length];
      const local = {
        name: FIRST[i % FIRST.length] + " " + LAST[(i * 3) % LAST.length],
        company: null as string | null,
        city: far[0],
        phone: "+90 532 555 01 02",
        email: null as string | null,
      };
      const sender = outbound || domestic ? self : other;
      const receiver = domestic ? local : outbound ? other : self;
      const home = outbound || domestic;
      const grams = pieces * (doc ? rng.int(100, 900) : rng.int(300, 18000));
      const price = domestic
        ? quoteDomesticBands(
            SEED_DOMESTIC_BANDS,
            SEED_DOMESTIC_PER_KG,
            { weightGrams: grams, count: 1 },
            city === far[0],
          )
        : null;
      const finalStatus = histories[i][histories[i].length - 1];
      const collected = cod && finalStatus === "delivered" ? iso(times[i] + 3 * 86_400_000) : null;
      const id = shipments.insert({
        tracking_number: number,
        customer_id: customer.id,
        branch_id: branchId,
        created_by: creator,
        status: history[history.length - 1],
        shipping_type: doc ? "document" : "package",
        outside_shipping_type: domestic ? "domestic" : outbound ? "export" : "import",
        sender_name: sender.name,
        sender_company_name: sender.company,
        sender_country: home ? "TR" : abroad.country,
        sender_city: sender.city,
        sender_county: home ? place[1] : null,
        sender_district: home ? place[2] : null,
        sender_address: home ? place[4] : "Hohe Str. 52",
        sender_zip_code: home ? place[3] : "50667",
        sender_tax_id: null,
        sender_email: sender.email,
        sender_phone: sender.phone,
        receiver_name: receiver.name,
        receiver_company_name: receiver.company,
        receiver_country: domestic ? "TR" : outbound ? abroad.country : "TR",
        receiver_city: receiver.city,
        receiver_county: domestic ? far[1] : outbound ? null : place[1],
        receiver_district: domestic ? far[2] : outbound ? null : place[2],
        receiver_address: domestic ? far[4] : outbound ? "Hohe Str. 52" : place[4],
        receiver_zip_code: domestic ? far[3] : outbound ? "50667" : place[3],
        receiver_tax_id: null,
        receiver_email: receiver.email,
        receiver_phone: receiver.phone,
        piece_count: pieces,
        total_weight_g: grams,
        customs_tariff_description: doc ? "Ticari evrak" : goods.d,
        gtip_code: doc ? null : goods.gtip,
        product_country: doc ? null : outbound ? "TR" : abroad.country,
        unit_price_minor: unit,
        total_price_minor: unit * pieces,
        currency: doc ? "TRY" : goods.cur,
        special_note: rng.chance(0.1) ? "Kırılacak eşya, dikkatli taşınmalı." : null,
        insurance: rng.chance(0.4) ? 1 : 0,
        proforma_invoice: doc ? 0 : 1,
        terms_accepted_at: iso(created),
        created_at: iso(created),
        updated_at: iso(lastMs),
        price_minor: price?.status === "ok" ? price.priceMinor : null,
        price_currency: price?.status === "ok" ? price.currency : null,
        payer: domestic && i % 5 === 0 ? "receiver" : "sender",
        cod_amount_minor: cod ? (100 + ((i * 37) % 4900)) * 100 : null,
        cod_payment_type: cod ? (i % 3 === 0 ? "card" : "cash") : null,
        cod_collected_at: collected,
        cod_paid_out_at: collected && i % 3 === 0 ? collected.slice(0, 10) : null,
        cod_payout_reference: collected && i % 3 === 0 ? `EFT-${number.slice(-6)}` : null,
        cod_paid_out_by: null,
      });
      let at = created;
      for (let k = 0; k < history.length; k++) {
        at = Math.min(lastMs, at + hours[k] * 3_600_000);
        const status = history[k];
        const location =
          status === "created" || status === "accepted" || status === "cancelled"
            ? sender.city
            : status === "at_customs"
              ? `${abroad.hub} Gümrük`
              : status === "delivered" || status === "out_for_delivery"
                ? receiver.city
                : `${abroad.hub} Hub`;
        events.insert({
          shipment_id: id,
          status,
          location,
          note: status === "returned" ? "Alıcıya ulaşılamadı, göndericiye iade edildi." : null,
          occurred_at: iso(at),
          created_by: k === 0 ? creator : staff.length ? rng.pick(staff) : null,
          created_at: iso(at),
          recipient_name: domestic && status === "delivered" ? receiver.name : null,
          failure_reason: null,
          next_attempt_on: null,
        });
      }
    }
  })();
  lap("shipments+events");

  // ---- freight requests, offers, contact messages
  const freight = writer(sqlite, "freight_requests");
  const offers = writer(sqlite, "offers");
  const contacts = writer(sqlite, "contact_messages");
  const seqs = new Map<string, number>();
  for (const r of sqlite.prepare("select name, year, value from number_sequences").all() as Array<{
    name: string;
    year: number;
    value: number;
  }>)
    seqs.set(`${r.name}:${r.year}`, r.value);
  const nextSeq = (name: string, year: number) => {
    const key = `${name}:${year}`;
    const v = (seqs.get(key) ?? 0) + 1;
    seqs.set(key, v);
    return v;
  };
  const staffUsers = sqlite
    .prepare(
      "select id, name, email, branch_id from users where role in ('admin', 'agent') and is_active = 1 order by id",
    )
    .all() as Array<{ id: number; name: string; email: string; branch_id: number | null }>;
  const today = todayIso(anchor);
  sqlite.transaction(() => {
    const nFreight = TARGET.freight - count(sqlite, "freight_requests");
    const freightTimes = Array.from(
      { length: nFreight },
      (_, i) => startMs + Math.floor(Math.sqrt((i + rng.next()) / nFreight) * spanMs),
    );
    const freightIds: Array<{
      id: number;
      at: number;
      customer: Person | null;
      branchId: number | null;
      mode: TransportType;
      kg: number;
    }> = [];
    for (let i = 0; i < nFreight; i++) {
      const mode = rng.pick(["air", "sea", "road"] as const);
      const dims = {
        lengthCm: rng.int(30, 240),
        widthCm: rng.int(30, 120),
        heightCm: rng.int(20, 160),
        weightKg: rng.int(2, 900),
        packageCount: rng.int(1, 30),
      };
      const m = computeFreightMeasures({ ...dims, transportType: mode });
      const customer = rng.chance(0.4) ? customerRows[Math.floor(customerRows.length * rng.next() ** 2)] : null;
      const at = freightTimes[i];
      const year = Number(todayIso(new Date(at)).slice(0, 4));
      const branchId = rng.chance(0.85) ? rng.pick(branchIds) : null;
      const taken = (anchorMs - at) / 86_400_000 > 20 ? rng.chance(0.9) : rng.chance(0.3);
      const staff = taken ? rng.pick(staffUsers) : null;
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      const id = freight.insert({
        number: formatDocumentNumber(NUMBER_PREFIXES.freight, year, nextSeq("freight", year)),
        transport_type: mode,
        origin_country: "TR",
        origin_city: rng.pick(CITIES),
        destination_country: rng.pick(ABROAD).country,
        destination_city: rng.pick(ABROAD).city,
        is_dangerous: rng.chance(0.1) ? 1 : 0,
        dangerous_goods_class: null,
        is_non_stackable: rng.chance(0.2) ? 1 : 0,
        package_count: dims.packageCount,
        weight_kg: dims.weightKg,
        length_cm: dims.lengthCm,
        width_cm: dims.widthCm,
        height_cm: dims.heightCm,
        description: rng.pick(FREIGHT_GOODS),
        total_weight_kg: m.totalWeightKg,
        volume_m3: m.volumeM3,
        volumetric_weight_kg: m.volumetricWeightKg,
        chargeable_weight_kg: m.chargeableWeightKg,
        contact_name: customer?.name ?? `${first} ${last}`,
        contact_email: customer?.email ?? `${asciiSlug(first)}.${asciiSlug(last)}.f${i}@example.com`,
        contact_phone: phone(rng),
        company_name:
          customer?.company ?? (rng.chance(0.5) ? `${rng.pick(COMPANY_WORDS)} ${rng.pick(COMPANY_KINDS)}` : null),
        customer_id: customer?.id ?? null,
        branch_id: branchId,
        taken_care: taken ? 1 : 0,
        interested_user_id: staff?.id ?? null,
        interested_name: staff?.name ?? null,
        interested_email: staff?.email ?? null,
        taken_care_at: staff ? iso(at + rng.int(1, 48) * 3_600_000) : null,
        locale: "tr",
        created_at: iso(at),
        updated_at: iso(at),
        updated_by: null,
      });
      freightIds.push({ id, at, customer, branchId, mode, kg: m.chargeableWeightKg });
    }
    const nOffers = TARGET.offers - count(sqlite, "offers");
    for (let i = 0; i < nOffers; i++) {
      const f = freightIds[Math.floor((i / nOffers) * freightIds.length)];
      const bidder = rng.pick(staffUsers);
      const dateMs = Math.min(anchorMs, f.at + rng.int(0, 72) * 3_600_000);
      const date = todayIso(new Date(dateMs));
      const validUntil = todayIso(new Date(dateMs + rng.int(7, 30) * 86_400_000));
      const year = Number(date.slice(0, 4));
      const price = Math.max(10_000, Math.round(f.kg * rng.int(30, 600)));
      const discount = rng.chance(0.3) ? rng.pick([250, 500, 1000]) : 0;
      const status =
        validUntil < today
          ? rng.pick(["accepted", "accepted", "rejected", "expired", "sent"] as const)
          : rng.pick(["draft", "sent", "sent", "accepted"] as const);
      offers.insert({
        number: formatDocumentNumber(NUMBER_PREFIXES.offer, year, nextSeq("offer", year)),
        freight_id: f.id,
        customer_id: f.customer?.id ?? null,
        offer_to: f.customer?.company ?? f.customer?.name ?? `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
        offer_to_email: f.customer?.email ?? null,
        bidder_id: bidder.id,
        bidder_name: bidder.name,
        bidder_email: bidder.email,
        branch_id: f.branchId ?? bidder.branch_id,
        date,
        valid_until: validUntil,
        currency: f.mode === "road" ? "EUR" : "USD",
        price_minor: price,
        discount_bp: discount,
        total_minor: discountedTotal(price, discount),
        description: null,
        status,
        sent_at: status === "draft" ? null : iso(dateMs + 3_600_000),
        responded_at: status === "accepted" || status === "rejected" ? iso(dateMs + 86_400_000) : null,
        created_by: bidder.id,
        created_at: iso(dateMs),
        updated_at: iso(dateMs),
        updated_by: bidder.id,
      });
    }
    const nContacts = TARGET.contacts - count(sqlite, "contact_messages");
    for (let i = 0; i < nContacts; i++) {
      const at = startMs + Math.floor(((i + rng.next()) / nContacts) * spanMs);
      const read = (anchorMs - at) / 86_400_000 > 7 || rng.chance(0.3);
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      contacts.insert({
        name: `${first} ${last}`,
        email: `${asciiSlug(first)}.${asciiSlug(last)}@example.com`,
        phone: rng.chance(0.5) ? phone(rng) : null,
        subject: rng.pick(SUBJECTS),
        message: "Merhaba, bilgi almak istiyorum. Uygun olduğunuzda dönüş yapabilir misiniz?",
        is_read: read ? 1 : 0,
        read_at: read ? iso(at + 3_600_000) : null,
        read_by: read ? staffUsers[0].id : null,
        user_id: null,
        ip: `203.0.113.${rng.int(1, 254)}`,
        locale: "tr",
        created_at: iso(at),
      });
    }
    const upsert = sqlite.prepare(
      "insert into number_sequences (name, year, value) values (?, ?, ?) on conflict (name, year) do update set value = excluded.value",
    );
    for (const [key, value] of seqs) {
      const [name, year] = key.split(":");
      upsert.run(name, Number(year), value);
    }
  })();
  lap("freight+offers+contacts");

  // ---- address books and courier pickups: most customers keep a few addresses, some many; pickups over the
  // last half year and the coming week, each at its branch's city, in every state its day allows.
  const addresses = writer(sqlite, "address_book");
  const pickups = writer(sqlite, "pickups");
  const pickupAgents = new Map<number, number[]>();
  for (const a of agentRows) pickupAgents.set(a.branch_id, [...(pickupAgents.get(a.branch_id) ?? []), a.id]);
  sqlite.transaction(() => {
    const nAddresses = TARGET.addresses - count(sqlite, "address_book");
    for (let i = 0; i < nAddresses; i++) {
      const customer = customerRows[Math.floor(customerRows.length * rng.next() ** 2)];
      const at = iso(startMs + Math.floor(((i + rng.next()) / nAddresses) * spanMs));
      const home = rng.chance(0.7);
      const place = rng.pick(TR_PLACES);
      const abroad = rng.pick(ABROAD);
      const name = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
      const label = `${rng.pick(["Ofis", "Depo", "Şube", "Müşteri", "Tedarikçi", "Ev"])} ${i % 97}`;
      const city = home ? place[0] : abroad.city;
      const tel = phone(rng);
      addresses.insert({
        customer_id: customer.id,
        label,
        name,
        company_name: rng.chance(0.3) ? `${rng.pick(COMPANY_WORDS)} ${rng.pick(COMPANY_KINDS)}` : null,
        country: home ? "TR" : abroad.country,
        city,
        county: home ? place[1] : null,
        district: home ? place[2] : null,
        address: home ? place[4] : "Hohe Str. 52",
        zip_code: home ? place[3] : null,
        tax_id: null,
        email: null,
        phone: tel,
        search_text: addressSearchText({ label, name, city, phone: tel }),
        created_at: at,
        updated_at: at,
      });
    }
    const nPickups = TARGET.pickups - count(sqlite, "pickups");
    const slots = ["09-12", "12-15", "15-18"] as const;
    for (let i = 0; i < nPickups; i++) {
      const customer = customerRows[Math.floor(customerRows.length * rng.next() ** 2)];
      const branchId = rng.pick(branchIds);
      const place = rng.pick(TR_PLACES);
      const dayMs =
        anchorMs - Math.floor(rng.next() * 180) * 86_400_000 + (rng.chance(0.05) ? rng.int(0, 7) : 0) * 86_400_000;
      const date = todayIso(new Date(dayMs));
      const ahead = date >= today;
      const status = ahead
        ? rng.pick(["requested", "requested", "assigned"] as const)
        : rng.pick(["done", "done", "done", "done", "failed", "cancelled"] as const);
      const agents = pickupAgents.get(branchId) ?? [];
      const taken = status === "assigned" || status === "done" || status === "failed";
      const created = iso(Math.min(anchorMs, dayMs - rng.int(1, 72) * 3_600_000));
      pickups.insert({
        customer_id: customer.id,
        branch_id: branchId,
        address_id: null,
        pickup_date: date,
        slot: rng.pick(slots),
        status,
        name: customer.name,
        company_name: customer.company,
        city: branchCity.get(branchId) ?? place[0],
        county: place[1],
        district: place[2],
        address: place[4],
        zip_code: place[3],
        phone: customer.phone ?? phone(rng),
        parcel_count: rng.int(1, 12),
        note: null,
        assigned_to: taken && agents.length ? rng.pick(agents) : null,
        failure_reason: status === "failed" ? "Adreste kimse yoktu." : null,
        created_by: customer.id,
        created_at: created,
        updated_at: created,
        closed_at: ahead || status === "assigned" ? null : iso(Math.min(anchorMs, dayMs)),
      });
    }
  })();
  lap("addresses+pickups");
  sqlite.pragma("analysis_limit = 1000");
  sqlite.exec("analyze");
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  lap("analyze");

  const counts: Record<string, number> = {
    branches: count(sqlite, "branches"),
    agents: count(sqlite, "users", "role = 'agent'"),
    customers: count(sqlite, "users", "role = 'customer'"),
    shipments: count(sqlite, "shipments"),
    events: count(sqlite, "shipment_events"),
    freight: count(sqlite, "freight_requests"),
    offers: count(sqlite, "offers"),
    contacts: count(sqlite, "contact_messages"),
    addresses: count(sqlite, "address_book"),
    pickups: count(sqlite, "pickups"),
    tariffs: count(sqlite, "tariff_codes"),
    cod: count(sqlite, "shipments", "cod_amount_minor is not null"),
  };
  const agentBranch = (
    sqlite.prepare("select branch_id from users where email = 'agent@kargo.test'").get() as { branch_id: number }
  ).branch_id;
  // A shipment with a long history, for the detail page.
  const detail = sqlite
    .prepare("select shipment_id from shipment_events group by shipment_id order by count(*) desc, shipment_id limit 1")
    .get() as { shipment_id: number };
  sqlite.close();
  log(
    `[bench] generated ${Object.entries(counts)
      .map(([k, v]) => `${v.toLocaleString("en")} ${k}`)
      .join(", ")} in ${Object.values(timings).reduce((a, b) => a + b, 0)} ms (${Object.entries(timings)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(", ")})`,
  );
  return {
    file,
    counts,
    timings,
    samples: {
      trackingNumbers: trackingSamples,
      shipmentId: detail.shipment_id,
      agentBranchId: agentBranch,
      deepStatus: "delivered",
      deepQuery: "e",
    },
    hsFile,
  };
}
