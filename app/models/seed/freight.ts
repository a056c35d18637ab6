import type { Seeder } from "./index";
import type { Random } from "./random";
import type { DB } from "../db.server";
import { insertFreightRequest, routeBranch } from "../freight.server";
import { insertOffer } from "../offers.server";
import type { PublicUser } from "../users.server";
import type { CountryCode } from "~/lib/countries/countries";
import type { TransportType } from "~/lib/freight/domain";
import { computeFreightMeasures } from "~/lib/freight/domain";
import type { Currency } from "~/lib/money";
import { addDays, todayIso, type OfferStatus } from "~/lib/offers/domain";
import type { FreightRequestInput } from "~/lib/schemas/freight";
import type { OfferInput } from "~/lib/schemas/offers";

/**
 * Freight requests across modes and countries (some taken care of, some routed to branches,
 * some unassigned), price offers in every status (several to the demo customer and the demo
 * corporate account), and contact messages, read and unread. Deterministic for a given day.
 */
const TR: CountryCode = "TR";
const TR_CITIES = [
  "İstanbul",
  "Ankara",
  "İzmir",
  "Bursa",
  "Antalya",
  "Mersin",
  "Gaziantep",
  "Kayseri",
  "Konya",
  "Denizli",
];
const ABROAD: Array<{ country: CountryCode; city: string; modes: TransportType[] }> = [
  { country: "DE", city: "Hamburg", modes: ["road", "sea", "air"] },
  { country: "DE", city: "München", modes: ["road", "air"] },
  { country: "NL", city: "Rotterdam", modes: ["sea", "road"] },
  { country: "IT", city: "Milano", modes: ["road", "air"] },
  { country: "FR", city: "Lyon", modes: ["road", "air"] },
  { country: "PT", city: "Porto", modes: ["sea", "road"] },
  { country: "GB", city: "London", modes: ["air", "road"] },
  { country: "ES", city: "Barcelona", modes: ["sea", "road"] },
  { country: "CN", city: "Shanghai", modes: ["sea", "air"] },
  { country: "US", city: "New York", modes: ["air", "sea"] },
  { country: "AE", city: "Dubai", modes: ["air", "sea"] },
  { country: "IQ", city: "Erbil", modes: ["road"] },
  { country: "AZ", city: "Bakü", modes: ["road", "air"] },
];
const GOODS = [
  { text: "Pamuklu tişört ve sweatshirt, karton koliler içinde", dims: [60, 40, 40], kg: [12, 22] },
  { text: "CNC tezgâh yedek parçaları, ahşap sandıkta", dims: [120, 80, 90], kg: [180, 420] },
  { text: "Sızma zeytinyağı, 5 lt teneke, paletli", dims: [120, 100, 120], kg: [650, 900] },
  { text: "Elektronik kart ve komponentler (ESD ambalaj)", dims: [40, 30, 25], kg: [3, 8] },
  { text: "Porselen seramik karo, paletli", dims: [120, 80, 100], kg: [850, 1100] },
  { text: "Otomotiv yedek parça (fren diski, balata)", dims: [80, 60, 50], kg: [60, 140] },
  { text: "Kuru kayısı ve incir, vakumlu karton", dims: [60, 40, 30], kg: [15, 25] },
  { text: "Demonte ofis mobilyası", dims: [200, 90, 60], kg: [70, 130] },
  { text: "Numune ürünler ve katalog", dims: [35, 25, 20], kg: [2, 5] },
  { text: "Tıbbi sarf malzemesi (eldiven, maske)", dims: [60, 40, 45], kg: [8, 14] },
];
const DANGEROUS = [
  { text: "Sanayi boyası, 20 lt bidonlar, paletli", cls: "UN1263 3" },
  { text: "Lityum iyon batarya modülleri", cls: "UN3480 9" },
  { text: "Aerosol sprey boya", cls: "UN1950 2.1" },
];
const VISITORS = [
  { name: "Hakan Er", company: "Er Makina San. Tic. Ltd.", email: "hakan@ermakina.example" },
  { name: "Sevgi Toprak", company: null, email: "sevgi.toprak@example.com" },
  { name: "Julia Becker", company: "Becker Handels GmbH", email: "j.becker@becker-handel.example" },
  { name: "Orhan Aksu", company: "Aksu Gıda A.Ş.", email: "orhan.aksu@aksugida.example" },
  { name: "Marco Rossi", company: "Rossi Ricambi S.r.l.", email: "m.rossi@rossiricambi.example" },
  { name: "Nur Yavuz", company: "Yavuz Tekstil", email: "nur@yavuztekstil.example" },
  { name: "Pierre Martin", company: "Martin Import SARL", email: "pmartin@martinimport.example" },
  { name: "Tolga Sarı", company: null, email: "tolga.sari@example.com" },
];
const CONTACTS = [
  {
    subject: "Almanya'ya parsiyel yük hakkında",
    message:
      "Merhaba, her ay Bursa'dan Stuttgart'a 3-4 palet parsiyel yükümüz oluyor. Düzenli sevkiyat için anlaşma yapabilir miyiz?",
  },
  {
    subject: "Gümrük müşavirliği hizmetiniz var mı?",
    message:
      "İthalat yaptığımız ürünler için gümrükleme hizmeti de veriyor musunuz? Fiyatlandırmayı nasıl yapıyorsunuz?",
  },
  {
    subject: "Kargo takibi",
    message: "Takip numaram ile sorgulama yaptığımda 3 gündür aynı durumu görüyorum. Bilgi verebilir misiniz?",
  },
  {
    subject: "Depolama hizmeti",
    message: "İzmir'de 20-30 palet için aylık depolama hizmeti arıyoruz. Kapasiteniz var mı?",
  },
  {
    subject: "Teklif talebim yanıtlanmadı",
    message: "Geçen hafta hava kargo için teklif istedim ancak henüz dönüş alamadım. Talep numaram elimde.",
  },
  {
    subject: "İş başvurusu",
    message: "Lojistik operasyon alanında 5 yıllık deneyimim var. Açık pozisyonlarınız hakkında bilgi almak isterim.",
  },
  {
    subject: "Question about sea freight to Rotterdam",
    message:
      "Hello, we would like to ship two 40ft containers from Mersin to Rotterdam monthly. Could you send us your rates?",
  },
  {
    subject: "Fatura talebi",
    message: "Geçen ay yapılan sevkiyatımızın faturasını e-posta ile iletebilir misiniz? Muhasebemiz talep ediyor.",
  },
  {
    subject: "Tehlikeli madde taşıması",
    message:
      "UN1263 sınıf 3 boya ürünlerimizi Irak'a karayolu ile göndermek istiyoruz. ADR belgeli araçlarınız var mı?",
  },
  {
    subject: "Anfrage Luftfracht",
    message: "Guten Tag, wir benötigen ein Angebot für Luftfracht von Istanbul nach Frankfurt, ca. 250 kg, 2 Paletten.",
  },
  {
    subject: "Adres değişikliği",
    message: "Şirket adresimiz değişti, kayıtlarınızı güncelleyebilir misiniz? Yeni adresimiz Levent'te.",
  },
  {
    subject: "Hasarlı teslimat",
    message: "Dün teslim alınan kolilerden ikisi ezilmiş durumda geldi. Fotoğrafları nereye iletebilirim?",
  },
  {
    subject: "Sigorta kapsamı",
    message: "Taşımalarınızda emtia sigortası standart olarak dahil mi, yoksa ayrıca mı talep etmemiz gerekiyor?",
  },
  {
    subject: "Demande de devis",
    message:
      "Bonjour, nous souhaitons importer des pièces détachées de Lyon vers Istanbul. Pouvez-vous nous faire une offre ?",
  },
];

const OFFER_TEXT: Record<TransportType, string> = {
  air: "Havalimanından havalimanına taşıma; yakıt ve güvenlik ek ücretleri dahildir. Gümrükleme ve teslimat hariçtir.",
  sea: "Limandan limana (CFR) navlun; varış limanı masrafları (THC) hariçtir. Transit süre yaklaşık 18-24 gündür.",
  road: "Kapıdan kapıya karayolu taşıması; transit süre 5-7 iş günü. İhracat gümrük işlemleri dahildir.",
};

interface StaffRow {
  id: number;
  name: string;
  email: string;
  role: "admin" | "agent" | "customer";
  branch_id: number | null;
}

function round(n: number, d: number) {
  const f = 10 ** d;
  return Math.round(n * f) / f;
}

/** A plausible rate for the mode, per chargeable kg, in the offer's currency (minor units per kg). */
function rate(
  mode: TransportType,
  domestic: boolean,
  rng: Random,
): { currency: Currency; perKgMinor: number; minimumMinor: number } {
  if (domestic) return { currency: "TRY", perKgMinor: rng.int(900, 1600), minimumMinor: 150_000 };
  if (mode === "air") return { currency: "USD", perKgMinor: rng.int(380, 620), minimumMinor: 12_000 };
  if (mode === "sea") return { currency: "USD", perKgMinor: rng.int(28, 45), minimumMinor: 45_000 };
  return { currency: "EUR", perKgMinor: rng.int(45, 75), minimumMinor: 35_000 };
}

async function staffAndCustomers(db: DB) {
  const rows = await db
    .selectFrom("users")
    .select(["id", "name", "email", "role", "branch_id", "company_name", "phone"])
    .orderBy("id")
    .execute();
  return rows;
}

function asUser(row: StaffRow): PublicUser {
  // insertOffer reads id, role and branch_id of the acting user.
  return {
    ...row,
    customer_type: null,
    country: null,
    tax_id: null,
    company_name: null,
    phone: null,
    address: null,
    permission_sms: 0,
    permission_mail: 1,
    is_active: 1,
    locale: "tr",
    created_at: "",
    updated_at: "",
    updated_by: null,
  };
}

export const seedFreight: Seeder = async ({ db, now: anchor, foundation }, rng) => {
  // The seed anchor is noon (UTC) of the seeding day; recent rows count back from the day's start so none lies in the future.
  const now = new Date(anchor.getTime() - 12 * 3_600_000);
  const users = await staffAndCustomers(db);
  const byId = new Map(users.map((u) => [u.id, u]));
  const admin = byId.get(foundation.admin)!;
  const agentsOf = (branchId: number | null) => users.filter((u) => u.role === "agent" && u.branch_id === branchId);
  const customerUser = byId.get(foundation.customer)!;
  const corporateUser = byId.get(foundation.corporate)!;
  const otherCustomers = foundation.customerIds.slice(2, 14).map((id) => byId.get(id)!);
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  // 1. Freight requests, oldest first so numbers grow with dates.
  interface Spec {
    ageMinutes: number;
    input: FreightRequestInput;
    customerId: number | null;
    takeCare: boolean;
    assignBranch?: number;
  }
  const specs: Spec[] = [];
  const total = 64;
  for (let i = 0; i < total; i++) {
    const kind = rng.pick(["export", "export", "import", "domestic"] as const);
    const abroad = rng.pick(ABROAD);
    const trCity = rng.pick(TR_CITIES);
    let mode: TransportType = kind === "domestic" ? "road" : rng.pick(abroad.modes);
    const dangerous = rng.chance(0.12) ? rng.pick(DANGEROUS) : null;
    if (dangerous && mode === "air" && dangerous.cls.startsWith("UN3480")) mode = "sea";
    const goods = rng.pick(GOODS);
    const count = goods.kg[0] > 500 ? rng.int(1, 12) : rng.int(1, 40);
    const requester =
      i % 11 === 0
        ? { who: "customer" as const }
        : i % 9 === 0
          ? { who: "corporate" as const }
          : rng.chance(0.35)
            ? { who: "other" as const, user: rng.pick(otherCustomers) }
            : { who: "visitor" as const, v: rng.pick(VISITORS) };
    const contact =
      requester.who === "customer"
        ? {
            contactName: customerUser.name,
            contactEmail: customerUser.email,
            contactPhone: customerUser.phone ?? undefined,
            companyName: undefined,
            customerId: customerUser.id,
          }
        : requester.who === "corporate"
          ? {
              contactName: corporateUser.name,
              contactEmail: corporateUser.email,
              contactPhone: corporateUser.phone ?? undefined,
              companyName: corporateUser.company_name ?? undefined,
              customerId: corporateUser.id,
            }
          : requester.who === "other"
            ? {
                contactName: requester.user.name,
                contactEmail: requester.user.email,
                contactPhone: requester.user.phone ?? undefined,
                companyName: requester.user.company_name ?? undefined,
                customerId: requester.user.id,
              }
            : {
                contactName: requester.v.name,
                contactEmail: requester.v.email,
                contactPhone: `+90 5${rng.int(30, 55)} ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}`,
                companyName: requester.v.company ?? undefined,
                customerId: null,
              };
    const [origin, destination] =
      kind === "export"
        ? [{ country: TR, city: trCity }, abroad]
        : kind === "import"
          ? [abroad, { country: TR, city: trCity }]
          : [
              { country: TR, city: trCity },
              { country: TR, city: rng.pick(TR_CITIES.filter((c) => c !== trCity)) },
            ];
    const input: FreightRequestInput = {
      transportType: mode,
      originCountry: origin.country,
      originCity: origin.city,
      destinationCountry: destination.country,
      destinationCity: destination.city,
      isDangerous: Boolean(dangerous),
      dangerousGoodsClass: dangerous ? dangerous.cls : null,
      isNonStackable: rng.chance(0.2),
      packageCount: count,
      weightKg: round(goods.kg[0] + rng.next() * (goods.kg[1] - goods.kg[0]), 1),
      lengthCm: goods.dims[0],
      widthCm: goods.dims[1],
      heightCm: goods.dims[2] + rng.int(0, 3) * 5,
      description: dangerous ? dangerous.text : goods.text,
      contactName: contact.contactName,
      contactEmail: contact.contactEmail,
      contactPhone: contact.contactPhone,
      companyName: contact.companyName,
    };
    const ageMinutes = i < 6 ? rng.int(20, 60 * 30) : rng.int(60 * 24, 60 * 24 * 150);
    specs.push({
      ageMinutes,
      input,
      customerId: contact.customerId,
      takeCare: ageMinutes > 60 * 24 * 2 ? rng.chance(0.75) : rng.chance(0.2),
      assignBranch:
        kind === "import" && rng.chance(0.5)
          ? foundation.branchIds[rng.int(0, foundation.branchIds.length - 1)]
          : undefined,
    });
  }
  // Make sure each demo customer has a fresh, open request too.
  specs.push({
    ageMinutes: 180,
    customerId: customerUser.id,
    takeCare: false,
    input: {
      ...specs.find((s) => s.customerId === customerUser.id)!.input,
      transportType: "air",
      originCity: "İstanbul",
      originCountry: "TR",
      destinationCity: "London",
      destinationCountry: "GB",
      packageCount: 2,
      weightKg: 14.5,
      lengthCm: 60,
      widthCm: 40,
      heightCm: 40,
      isDangerous: false,
      dangerousGoodsClass: null,
      description: "Doğum günü hediyesi: el yapımı seramik tabak seti",
    },
  });
  specs.sort((a, b) => b.ageMinutes - a.ageMinutes);

  const freights: Array<{
    id: number;
    spec: Spec;
    branchId: number | null;
    interested: StaffRow | null;
    createdAt: Date;
  }> = [];
  for (const spec of specs) {
    const createdAt = minutesAgo(spec.ageMinutes);
    const routed = spec.assignBranch ?? (await routeBranch(db, spec.input.originCity));
    let interested: StaffRow | null = null;
    if (spec.takeCare) {
      const pool = routed !== null ? agentsOf(routed) : [];
      interested = pool.length && rng.chance(0.8) ? rng.pick(pool) : (admin as StaffRow);
      if (routed === foundation.mainBranchId && rng.chance(0.6)) interested = byId.get(foundation.agent) as StaffRow;
    }
    const takenAt = new Date(createdAt.getTime() + rng.int(30, 60 * 20) * 60_000);
    const row = await insertFreightRequest(db, spec.input, {
      customerId: spec.customerId,
      locale: rng.chance(0.8) ? "tr" : "en",
      now: createdAt,
      branchId: routed,
      interested: interested
        ? {
            userId: interested.id,
            name: interested.name,
            email: interested.email,
            at: (takenAt < now ? takenAt : now).toISOString(),
          }
        : null,
    });
    freights.push({ id: row.id, spec, branchId: routed, interested, createdAt });
  }

  // 2. Offers for requests that someone took care of, in every status, plus a few made directly;
  //    planned first and inserted by date, so numbers grow with dates.
  const today = todayIso(now);
  const plans: Array<{
    input: OfferInput;
    bidder: StaffRow;
    status: OfferStatus;
    sentAt: string | null;
    respondedAt: string | null;
  }> = [];
  const cycle: OfferStatus[] = ["accepted", "rejected", "sent", "expired", "draft"];
  let k = 0;
  for (const f of freights.filter((x) => x.interested)) {
    const ownCustomer = f.spec.customerId === customerUser.id || f.spec.customerId === corporateUser.id;
    if (!ownCustomer && !rng.chance(0.65)) continue;
    const freightDay = todayIso(f.createdAt);
    const ageDays = Math.floor((now.getTime() - f.createdAt.getTime()) / 86_400_000);
    let status = cycle[k++ % cycle.length];
    if (status === "expired" && ageDays < 20) status = "sent";
    if (ageDays < 1) status = "draft";
    const early = addDays(freightDay, Math.min(ageDays, rng.int(0, 2)));
    const recent = [freightDay, addDays(today, -rng.int(0, 5))].sort()[1];
    const date = status === "sent" || status === "draft" ? recent : early;
    const validUntil = status === "expired" ? addDays(date, 14) : addDays(date, rng.pick([14, 21, 30]));
    const measures = computeFreightMeasures(f.spec.input);
    const domestic = f.spec.input.originCountry === "TR" && f.spec.input.destinationCountry === "TR";
    const r = rate(f.spec.input.transportType, domestic, rng);
    const sentAt = new Date(
      Math.min(now.getTime(), new Date(`${date}T09:00:00Z`).getTime() + rng.int(1, 8) * 3_600_000),
    );
    const respondedAt = new Date(Math.min(now.getTime(), sentAt.getTime() + rng.int(2, 72) * 3_600_000));
    plans.push({
      bidder: f.interested!,
      status,
      sentAt: status === "draft" ? null : sentAt.toISOString(),
      respondedAt: status === "accepted" || status === "rejected" ? respondedAt.toISOString() : null,
      input: {
        freightId: f.id,
        offerTo: f.spec.input.companyName ?? f.spec.input.contactName,
        offerToEmail: f.spec.input.contactEmail,
        bidderId: f.interested!.id,
        date,
        validUntil,
        currency: r.currency,
        priceMinor: Math.max(r.minimumMinor, Math.round((measures.chargeableWeightKg * r.perKgMinor) / 100) * 100),
        discountBp: rng.pick([0, 0, 0, 500, 750, 1000]),
        description: OFFER_TEXT[f.spec.input.transportType],
      },
    });
  }
  const agentRow = byId.get(foundation.agent) as StaffRow;
  const direct: Array<{
    to: string;
    email: string | null;
    status: OfferStatus;
    currency: Currency;
    price: number;
    days: number;
    text: string;
  }> = [
    {
      to: corporateUser.company_name ?? corporateUser.name,
      email: corporateUser.email,
      status: "sent",
      currency: "EUR",
      price: 1_850_000,
      days: 3,
      text: "Aylık 4 komple tır İstanbul - Köln hattı, 2026 yılı için çerçeve fiyat (tır başına).",
    },
    {
      to: corporateUser.company_name ?? corporateUser.name,
      email: corporateUser.email,
      status: "draft",
      currency: "USD",
      price: 420_000,
      days: 1,
      text: "40' HC konteyner Mersin - Shanghai, aylık 2 adet.",
    },
    {
      to: corporateUser.company_name ?? corporateUser.name,
      email: corporateUser.email,
      status: "expired",
      currency: "USD",
      price: 96_000,
      days: 45,
      text: "Hava kargo İstanbul - Dubai, 150 kg numune sevkiyatı.",
    },
    {
      to: customerUser.name,
      email: customerUser.email,
      status: "accepted",
      currency: "TRY",
      price: 385_000,
      days: 40,
      text: "Ev eşyası taşıma, İstanbul - Antalya, 12 m³.",
    },
    {
      to: customerUser.name,
      email: customerUser.email,
      status: "expired",
      currency: "EUR",
      price: 68_000,
      days: 35,
      text: "Parsiyel karayolu, İstanbul - Berlin, 1 palet kişisel eşya.",
    },
    {
      to: customerUser.name,
      email: customerUser.email,
      status: "sent",
      currency: "EUR",
      price: 74_500,
      days: 2,
      text: "Parsiyel karayolu, İstanbul - Berlin, 2 palet kişisel eşya; kapıdan kapıya, gümrük işlemleri dahil.",
    },
    {
      to: "Becker Handels GmbH",
      email: "j.becker@becker-handel.example",
      status: "sent",
      currency: "EUR",
      price: 265_000,
      days: 5,
      text: "Parsiyel karayolu, Hamburg - İstanbul, 3 palet.",
    },
  ];
  for (const d of direct) {
    const date = addDays(today, -d.days);
    plans.push({
      bidder: agentRow,
      status: d.status,
      sentAt: d.status === "draft" ? null : new Date(`${date}T10:30:00Z`).toISOString(),
      respondedAt: d.status === "accepted" ? new Date(`${addDays(date, 2)}T14:00:00Z`).toISOString() : null,
      input: {
        freightId: null,
        offerTo: d.to,
        offerToEmail: d.email,
        bidderId: agentRow.id,
        date,
        validUntil: addDays(date, d.status === "expired" ? 14 : 30),
        currency: d.currency,
        priceMinor: d.price,
        discountBp: d.status === "accepted" ? 500 : 0,
        description: d.text,
      },
    });
  }
  plans.sort((a, b) => (a.input.date < b.input.date ? -1 : a.input.date > b.input.date ? 1 : 0));
  for (const p of plans) {
    await insertOffer(db, p.input, {
      user: asUser(p.bidder),
      now: new Date(Math.min(now.getTime(), new Date(`${p.input.date}T08:00:00Z`).getTime())),
      // "expired" is what a sent offer becomes after its validity; it is stored as sent.
      status: p.status === "expired" ? "sent" : p.status,
      sentAt: p.sentAt,
      respondedAt: p.respondedAt,
    });
  }

  // 3. Contact messages: the newest unread, older ones read by the admin.
  const senders = [...VISITORS, { name: customerUser.name, company: null, email: customerUser.email }];
  for (const [i, c] of CONTACTS.entries()) {
    const s = senders[i % senders.length];
    const created = minutesAgo(i * rng.int(300, 4000) + rng.int(5, 200));
    const unread = i < 5 || (i % 4 === 0 && i < 10);
    await db
      .insertInto("contact_messages")
      .values({
        name: s.name,
        email: s.email,
        phone: rng.chance(0.6) ? `+90 5${rng.int(30, 55)} ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}` : null,
        subject: c.subject,
        message: c.message,
        is_read: unread ? 0 : 1,
        read_at: unread
          ? null
          : new Date(Math.min(now.getTime(), created.getTime() + rng.int(30, 600) * 60_000)).toISOString(),
        read_by: unread ? null : admin.id,
        user_id: s.email === customerUser.email ? customerUser.id : null,
        ip: null,
        locale: /Hello|Guten|Bonjour/.test(c.message)
          ? c.message.startsWith("Hello")
            ? "en"
            : c.message.startsWith("Guten")
              ? "de"
              : "fr"
          : "tr",
        created_at: created.toISOString(),
      })
      .execute();
  }
};
