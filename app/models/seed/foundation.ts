import type { DB } from "../db.server";
import type { Random } from "./random";
import { completeNationalId, completeTaxNumber } from "~/lib/identity-numbers";
import { hashPassword } from "~/lib/auth/password.server";
import { foldText } from "~/lib/text-fold";

/** Branches with coordinates, the demo accounts and a realistic set of customers and agents. */
export const DEMO_PASSWORD = "Demo1234!";

export const DEMO_ACCOUNTS = [
  { email: "admin@kargo.test", role: "admin", label: "Admin" },
  { email: "agent@kargo.test", role: "agent", label: "Agent (main branch)" },
  { email: "customer@kargo.test", role: "customer", label: "Customer (individual)" },
  { email: "corporate@kargo.test", role: "customer", label: "Customer (corporate)" },
] as const;

/** The demo accounts as `npm start` and `npm run db:seed` print them. */
export function printDemoAccounts() {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.label.padEnd(24)} ${a.email.padEnd(24)} ${DEMO_PASSWORD}`);
  console.log(`[demo] accounts (role, email, password):\n${lines.join("\n")}`);
}

export const SEED_BRANCHES = [
  {
    name: "İstanbul Merkez Şube",
    city: "İstanbul",
    latitude: 40.9923,
    longitude: 29.0244,
    address: "Caferağa Mah. Moda Cad. No:12, Kadıköy",
    phone: "+90 216 555 01 00",
    isMain: true,
  },
  {
    name: "Ankara Şube",
    city: "Ankara",
    latitude: 39.9208,
    longitude: 32.8541,
    address: "Kızılay Mah. Atatürk Blv. No:98, Çankaya",
    phone: "+90 312 555 02 00",
    isMain: false,
  },
  {
    name: "İzmir Şube",
    city: "İzmir",
    latitude: 38.4237,
    longitude: 27.1428,
    address: "Alsancak Mah. Kıbrıs Şehitleri Cad. No:41, Konak",
    phone: "+90 232 555 03 00",
    isMain: false,
  },
  {
    name: "Bursa Şube",
    city: "Bursa",
    latitude: 40.1885,
    longitude: 29.061,
    address: "Nilüfer Organize Sanayi Bölgesi 3. Cad. No:7",
    phone: "+90 224 555 04 00",
    isMain: false,
  },
  {
    name: "Antalya Şube",
    city: "Antalya",
    latitude: 36.8969,
    longitude: 30.7133,
    address: "Muratpaşa Mah. Işıklar Cad. No:15",
    phone: "+90 242 555 05 00",
    isMain: false,
  },
  {
    name: "Mersin Liman Şube",
    city: "Mersin",
    latitude: 36.8,
    longitude: 34.6333,
    address: "Liman Mah. Atatürk Cad. No:220, Akdeniz",
    phone: "+90 324 555 06 00",
    isMain: false,
  },
] as const;

const FIRST_NAMES = [
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
];
const LAST_NAMES = [
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
];
const COMPANIES = [
  "Anadolu Tekstil A.Ş.",
  "Ege Zeytin Gıda Ltd. Şti.",
  "Marmara Makine San. A.Ş.",
  "Karadeniz Fındık İhracat Ltd.",
  "Boğaziçi Elektronik A.Ş.",
  "Kapadokya Seramik Ltd. Şti.",
  "Toros Otomotiv Yedek Parça A.Ş.",
  "Trakya Mobilya San. Ltd.",
];

export interface FoundationSeed {
  branchIds: number[];
  mainBranchId: number;
  admin: number;
  agent: number;
  customer: number;
  corporate: number;
  customerIds: number[];
  agentIds: number[];
}

function asciiSlug(text: string) {
  return foldText(text).replace(/[^a-z]/g, "");
}

export async function seedFoundation(db: DB, rng: Random, now: Date): Promise<FoundationSeed> {
  const daysAgo = (d: number, h = 10) => new Date(now.getTime() - d * 86_400_000 - h * 3_600_000).toISOString();
  const branchIds: number[] = [];
  for (const [i, b] of SEED_BRANCHES.entries()) {
    const created = daysAgo(400 - i * 30);
    const row = await db
      .insertInto("branches")
      .values({
        name: b.name,
        city: b.city,
        latitude: b.latitude,
        longitude: b.longitude,
        address: b.address,
        phone: b.phone,
        is_main: b.isMain ? 1 : 0,
        created_at: created,
        updated_at: created,
        updated_by: null,
        deleted_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    branchIds.push(row.id);
  }
  const mainBranchId = branchIds[0];
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const insertUser = async (values: Parameters<ReturnType<DB["insertInto"]>["values"]>[0] & object) =>
    (
      await db
        .insertInto("users")
        .values(values as never)
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  // The demo accounts' addresses count as verified (the company's own sample data), so the seeded offers
  // made out to them reach them.
  const base = (created: string) => ({
    created_at: created,
    updated_at: created,
    updated_by: null,
    is_active: 1 as const,
    locale: "tr",
    email_verified_at: created,
  });
  const admin = await insertUser({
    ...base(daysAgo(420)),
    name: "Selin Aksoy",
    email: "admin@kargo.test",
    password_hash: demoHash,
    role: "admin",
    customer_type: null,
    phone: "+90 532 000 00 01",
    address: "Moda Cad. No:12, Kadıköy, İstanbul",
    permission_mail: 1,
    permission_sms: 0,
  });
  const agent = await insertUser({
    ...base(daysAgo(380)),
    name: "Murat Yalçın",
    email: "agent@kargo.test",
    password_hash: demoHash,
    role: "agent",
    customer_type: null,
    branch_id: mainBranchId,
    phone: "+90 532 000 00 02",
    permission_mail: 1,
    permission_sms: 1,
  });
  const customer = await insertUser({
    ...base(daysAgo(200)),
    name: "Ayşe Demir",
    email: "customer@kargo.test",
    password_hash: demoHash,
    role: "customer",
    customer_type: "individual",
    tax_id: "10000000146",
    phone: "+90 533 111 22 33",
    address: "Caferağa Mah. Moda Cad. No:5 D:3, Kadıköy, İstanbul",
    permission_mail: 1,
    permission_sms: 1,
  });
  const corporate = await insertUser({
    ...base(daysAgo(150)),
    name: "Kemal Öztürk",
    email: "corporate@kargo.test",
    password_hash: demoHash,
    role: "customer",
    customer_type: "corporate",
    company_name: "Anadolu Lojistik Ticaret A.Ş.",
    tax_id: completeTaxNumber("123456789"),
    phone: "+90 212 444 55 66",
    address: "Levent Mah. Büyükdere Cad. No:185, Beşiktaş, İstanbul",
    permission_mail: 1,
    permission_sms: 0,
  });

  // Other users share one password hash: they are sample data that nobody signs in with.
  const agentIds = [agent];
  for (let i = 1; i < branchIds.length * 2; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    agentIds.push(
      await insertUser({
        ...base(daysAgo(rng.int(60, 360))),
        name: `${first} ${last}`,
        email: `${asciiSlug(first)}.${asciiSlug(last)}.${i}@kargo.test`,
        password_hash: demoHash,
        role: "agent",
        customer_type: null,
        branch_id: branchIds[i % branchIds.length],
        phone: `+90 53${rng.int(0, 9)} ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}`,
        permission_mail: 1,
        permission_sms: 0,
      }),
    );
  }
  const customerIds = [customer, corporate];
  for (let i = 0; i < 36; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const corporateCustomer = i % 3 === 0;
    customerIds.push(
      await insertUser({
        ...base(daysAgo(rng.int(0, 180), rng.int(0, 20))),
        name: `${first} ${last}`,
        email: `${asciiSlug(first)}.${asciiSlug(last)}.${i}@example.com`,
        password_hash: demoHash,
        role: "customer",
        customer_type: corporateCustomer ? "corporate" : "individual",
        company_name: corporateCustomer ? rng.pick(COMPANIES) : null,
        tax_id: corporateCustomer ? completeTaxNumber(rng.digits(9)) : completeNationalId(rng.digits(9)),
        phone: `+90 5${rng.int(30, 55)} ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}`,
        address: `${rng.pick(SEED_BRANCHES).city}`,
        permission_mail: rng.chance(0.7) ? 1 : 0,
        permission_sms: rng.chance(0.4) ? 1 : 0,
      }),
    );
  }
  return { branchIds, mainBranchId, admin, agent, customer, corporate, customerIds, agentIds };
}
