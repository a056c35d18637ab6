import type { Seeder } from "./index";
import type { Random } from "./random";
import { createShipment, type CargoInput, type PartyInput } from "../shipments.server";
import type { ShipmentStatus } from "~/lib/shipments/domain";
import { generateTrackingNumber } from "~/lib/shipments/tracking-number";

/**
 * Shipments in every status with their tracking histories, for the demo customers (each status at
 * least once for customer@ and corporate@) and the other customers, across branches, domestic and
 * sent abroad and brought from abroad, booked by customers themselves and by agents. Deterministic: the seeded random
 * source and dates relative to the seed's "now".
 */
/** Real places from the postal list (checked by shipments-seed.test.ts), so the seed needs no lookups. */
export const TR_PLACES: Array<[city: string, county: string, district: string, zipCode: string, street: string]> = [
  ["İstanbul", "Kadıköy", "Caferağa Mah", "34710", "Moda Cad. No:5 D:3"],
  ["İstanbul", "Beşiktaş", "Levent Mah", "34330", "Büyükdere Cad. No:185"],
  ["İstanbul", "Ümraniye", "Necip Fazıl Mah", "34773", "Alemdağ Cad. No:44 K:2"],
  ["İstanbul", "Bağcılar", "Barbaros Mah", "34200", "Mahmutbey Yolu No:12"],
  ["İstanbul", "Kadıköy", "Fenerbahçe Mah", "34726", "Fener Kalamış Cad. No:31"],
  ["Ankara", "Çankaya", "Kızılay Mah", "06420", "Atatürk Blv. No:98 D:7"],
  ["İzmir", "Konak", "Alsancak Mah", "35220", "Kıbrıs Şehitleri Cad. No:41"],
  ["Bursa", "Nilüfer", "Ataevler Mah", "16210", "Fatih Sultan Mehmet Blv. No:23"],
  ["Antalya", "Muratpaşa", "Meltem Mah", "07030", "Dumlupınar Blv. No:15"],
  ["Mersin", "Akdeniz", "Mesudiye Mah", "33060", "Atatürk Cad. No:220"],
  ["Gaziantep", "Şahinbey", "Alaybey Mah", "27220", "Suburcu Cad. No:9"],
  ["Kayseri", "Melikgazi", "Battalgazi Mah", "38150", "Sivas Cad. No:61"],
  ["Eskişehir", "Tepebaşı", "Bahçelievler Mah", "26170", "İsmet İnönü Cad. No:30"],
  ["Trabzon", "Ortahisar", "Kemerkaya Mah", "61050", "Uzun Sok. No:17"],
  ["Denizli", "Pamukkale", "Kınıklı Mah", "20160", "İzmir Blv. No:88"],
  ["Konya", "Selçuklu", "Bedir Mah", "42100", "Yeni İstanbul Cad. No:102"],
  ["Samsun", "Atakum", "Mimarsinan Mah", "55200", "Atatürk Blv. No:450"],
  ["Adana", "Seyhan", "Reşatbey Mah", "01120", "Ziyapaşa Blv. No:14"],
];

const ABROAD: Array<{ country: string; city: string; address: string; zipCode: string; phone: string; hub: string }> = [
  {
    country: "DE",
    city: "Köln",
    address: "Hohe Str. 52",
    zipCode: "50667",
    phone: "+49 221 555 0192",
    hub: "Köln/Bonn",
  },
  {
    country: "DE",
    city: "Berlin",
    address: "Friedrichstraße 68",
    zipCode: "10117",
    phone: "+49 30 555 0148",
    hub: "Berlin",
  },
  {
    country: "GB",
    city: "London",
    address: "221 Baker Street",
    zipCode: "NW1 6XE",
    phone: "+44 20 7946 0321",
    hub: "London Heathrow",
  },
  {
    country: "NL",
    city: "Rotterdam",
    address: "Coolsingel 40",
    zipCode: "3011 AD",
    phone: "+31 10 555 0177",
    hub: "Amsterdam Schiphol",
  },
  {
    country: "FR",
    city: "Lyon",
    address: "12 Rue de la République",
    zipCode: "69002",
    phone: "+33 4 55 50 12 34",
    hub: "Paris CDG",
  },
  {
    country: "US",
    city: "New York",
    address: "350 Fifth Avenue",
    zipCode: "10118",
    phone: "+1 212 555 0134",
    hub: "New York JFK",
  },
  {
    country: "AZ",
    city: "Bakı",
    address: "Nizami küç. 18",
    zipCode: "AZ1000",
    phone: "+994 12 555 01 22",
    hub: "Bakı Heydər Əliyev",
  },
  {
    country: "AT",
    city: "Wien",
    address: "Mariahilfer Str. 77",
    zipCode: "1060",
    phone: "+43 1 555 0199",
    hub: "Wien",
  },
];

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
];
const FOREIGN_COMPANIES = [
  "Rheinland Handels GmbH",
  "Thames Import Ltd.",
  "Maasstad Trading B.V.",
  "Rhône Distribution SARL",
  "Hudson Retail LLC",
  "Caspian Ticarət MMC",
];

const GOODS: Array<{
  description: string;
  gtip: string;
  unitPrice: [number, number];
  currency: CargoInput["currency"];
  weightG: [number, number];
}> = [
  {
    description: "Pamuklu örme tişört",
    gtip: "6109.10",
    unitPrice: [800, 2500],
    currency: "EUR",
    weightG: [300, 1500],
  },
  {
    description: "Natürel sızma zeytinyağı (5 L teneke)",
    gtip: "1509.20",
    unitPrice: [2500, 6000],
    currency: "EUR",
    weightG: [4800, 5200],
  },
  { description: "Kuru kayısı", gtip: "0813.10", unitPrice: [900, 2200], currency: "USD", weightG: [1000, 5000] },
  {
    description: "Kabuksuz fındık içi",
    gtip: "0802.22",
    unitPrice: [1500, 3500],
    currency: "USD",
    weightG: [1000, 10000],
  },
  {
    description: "El dokuma yün halı",
    gtip: "5701.10",
    unitPrice: [25000, 90000],
    currency: "USD",
    weightG: [6000, 18000],
  },
  {
    description: "Seramik sofra takımı",
    gtip: "6912.00",
    unitPrice: [4000, 12000],
    currency: "EUR",
    weightG: [3000, 8000],
  },
  {
    description: "Fren balatası (otomotiv yedek parça)",
    gtip: "8708.30",
    unitPrice: [1800, 6500],
    currency: "EUR",
    weightG: [1500, 4000],
  },
  {
    description: "Dizüstü bilgisayar",
    gtip: "8471.30",
    unitPrice: [55000, 140000],
    currency: "TRY",
    weightG: [1800, 3200],
  },
  { description: "Deri el çantası", gtip: "4202.21", unitPrice: [6000, 18000], currency: "EUR", weightG: [700, 1600] },
  {
    description: "Lokum (karışık, hediyelik kutu)",
    gtip: "1704.90",
    unitPrice: [600, 1500],
    currency: "GBP",
    weightG: [500, 2000],
  },
  {
    description: "Pamuklu havlu seti",
    gtip: "6302.60",
    unitPrice: [1200, 3500],
    currency: "EUR",
    weightG: [800, 2500],
  },
];

const HUBS: Record<string, string> = {
  İstanbul: "İstanbul Aktarma Merkezi",
  Ankara: "Ankara Aktarma Merkezi",
  İzmir: "İzmir Aktarma Merkezi",
  Bursa: "Bursa Aktarma Merkezi",
  Antalya: "Antalya Aktarma Merkezi",
  Mersin: "Mersin Aktarma Merkezi",
};
const hubOf = (city: string) => HUBS[city] ?? `${city} Transfer Merkezi`;

/** Minutes an event may come after its step's whole hours. */
const STEP_JITTER_MINUTES = 50;

const STATUS_WEIGHTS: Array<[ShipmentStatus, number]> = [
  ["delivered", 44],
  ["in_transit", 12],
  ["created", 8],
  ["accepted", 8],
  ["out_for_delivery", 7],
  ["at_customs", 6],
  ["returned", 5],
  ["cancelled", 10],
];

function weighted(rng: Random): ShipmentStatus {
  let roll = rng.int(
    1,
    STATUS_WEIGHTS.reduce((a, [, w]) => a + w, 0),
  );
  for (const [status, w] of STATUS_WEIGHTS) {
    roll -= w;
    if (roll <= 0) return status;
  }
  return "delivered";
}

function turkishParty(
  rng: Random,
  place: (typeof TR_PLACES)[number],
  who: {
    name: string;
    companyName?: string | null;
    email?: string | null;
    phone?: string | null;
    taxId?: string | null;
  },
): PartyInput {
  const [city, county, district, zipCode, street] = place;
  return {
    name: who.name,
    companyName: who.companyName ?? undefined,
    country: "TR",
    city,
    county,
    district,
    address: street,
    zipCode,
    taxId: who.taxId ?? undefined,
    email: who.email ?? undefined,
    phone: who.phone ?? `+90 5${rng.int(30, 55)} ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}`,
  };
}

interface Step {
  status: ShipmentStatus;
  location: string;
  hours: number;
  note?: string;
}

/** The tracking history that leads to `target`, as steps with the hours since the previous one. Every route crosses the border. */
function history(
  rng: Random,
  target: ShipmentStatus,
  from: string,
  to: string,
  route: { hub: string; outbound: boolean },
): Step[] {
  const origin = route.outbound ? hubOf(from) : `${route.hub} Hub`;
  const destination = route.outbound ? `${to} Distribution Center` : hubOf(to);
  const steps: Step[] = [{ status: "created", location: from, hours: 0 }];
  const push = (status: ShipmentStatus, location: string, hours: number, note?: string) =>
    steps.push({ status, location, hours, note });
  if (target === "cancelled") {
    if (rng.chance(0.5)) push("accepted", route.outbound ? `${from} Şube` : `${route.hub} Hub`, rng.int(2, 6));
    push("cancelled", from, rng.int(1, 20), rng.chance(0.5) ? "Gönderici talebiyle iptal edildi." : undefined);
    return steps;
  }
  if (target === "created") return steps;
  push("accepted", route.outbound ? `${from} Şube` : `${route.hub} Hub`, rng.int(2, 6));
  if (target === "accepted") return steps;
  push("in_transit", origin, rng.int(4, 10));
  push("in_transit", route.outbound ? "İstanbul Havalimanı Kargo Terminali" : `${route.hub} Cargo`, rng.int(5, 9));
  if (target === "in_transit") return steps;
  const customs = route.outbound ? `${route.hub} Gümrük` : "İstanbul Havalimanı Gümrük Müdürlüğü";
  push("at_customs", customs, rng.int(14, 30), rng.chance(0.4) ? "Gümrük beyannamesi kontrolde." : undefined);
  if (target === "at_customs") return steps;
  push("in_transit", destination, rng.int(10, 30));
  push("out_for_delivery", `${to} Dağıtım`, rng.int(6, 14));
  if (target === "out_for_delivery") return steps;
  if (target === "returned") {
    push("in_transit", destination, rng.int(4, 8), "Alıcı adreste bulunamadı.");
    push("out_for_delivery", `${to} Dağıtım`, rng.int(18, 26), "İkinci teslimat denemesi.");
    push("returned", from, rng.int(40, 90), "Alıcıya ulaşılamadı, göndericiye iade edildi.");
    return steps;
  }
  push("delivered", to, rng.int(1, 5));
  return steps;
}

export const seedShipments: Seeder = async (ctx, rng) => {
  const { db, now, foundation } = ctx;
  const users = await db
    .selectFrom("users")
    .select(["id", "name", "email", "role", "branch_id", "company_name", "phone", "tax_id"])
    .where("id", "in", [...foundation.customerIds, ...foundation.agentIds])
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  const agents = foundation.agentIds.map((id) => byId.get(id)!).filter((a) => a.branch_id);

  const plan: Array<{ customerId: number; status: ShipmentStatus }> = [];
  // Every status for both demo customers, then a realistic mix for everyone.
  const demoStatuses: ShipmentStatus[] = [
    "created",
    "accepted",
    "in_transit",
    "at_customs",
    "out_for_delivery",
    "delivered",
    "returned",
    "cancelled",
  ];
  for (const id of [foundation.customer, foundation.corporate]) {
    for (const status of demoStatuses) plan.push({ customerId: id, status });
    for (let i = 0; i < 10; i++) plan.push({ customerId: id, status: weighted(rng) });
  }
  for (let i = 0; i < 110; i++)
    plan.push({ customerId: rng.pick(foundation.customerIds.slice(2)), status: weighted(rng) });

  for (const item of plan) {
    const customer = byId.get(item.customerId)!;
    const isDemo = item.customerId === foundation.customer || item.customerId === foundation.corporate;
    // Every booking crosses the border (send abroad or get from abroad), most of them outbound.
    const outbound = rng.chance(0.75);
    const abroad = rng.pick(ABROAD);
    const homePlace =
      item.customerId === foundation.customer
        ? TR_PLACES[0]
        : item.customerId === foundation.corporate
          ? TR_PLACES[1]
          : rng.pick(TR_PLACES);
    const self = turkishParty(rng, homePlace, customer);
    const foreignParty: PartyInput = {
      name: rng.pick(FOREIGN),
      companyName: rng.chance(0.4) ? rng.pick(FOREIGN_COMPANIES) : undefined,
      country: abroad.country,
      city: abroad.city,
      address: abroad.address,
      zipCode: abroad.zipCode,
      email: undefined,
      phone: abroad.phone,
    };
    const sender = outbound ? self : foreignParty;
    const receiver = outbound ? foreignParty : self;

    const isDocument = rng.chance(0.22);
    const goods = rng.pick(GOODS);
    const count = isDocument ? 1 : rng.chance(0.7) ? 1 : rng.int(2, 4);
    const cargo: CargoInput = isDocument
      ? {
          shippingType: "document",
          outsideShippingType: outbound ? "export" : "import",
          weight: rng.int(100, 900),
          count,
          unitPrice: 0,
          currency: "TRY",
          customsTariffDescription: "Ticari evrak",
          specialNote: rng.chance(0.3) ? "İmzalı orijinal sözleşme, katlanmamalı." : undefined,
          insurance: false,
          proformaInvoice: false,
        }
      : {
          shippingType: "package",
          outsideShippingType: outbound ? "export" : "import",
          width: rng.int(15, 60),
          length: rng.int(20, 80),
          height: rng.int(8, 50),
          weight: Math.round(rng.int(goods.weightG[0], goods.weightG[1]) / 10) * 10,
          count,
          unitPrice: rng.int(goods.unitPrice[0], goods.unitPrice[1]) * 10,
          currency: goods.currency,
          customsTariffDescription: goods.description,
          gtipCode: goods.gtip,
          productCountry: outbound ? "TR" : abroad.country,
          specialNote: rng.chance(0.2) ? "Kırılacak eşya, dikkatli taşınmalı." : undefined,
          insurance: rng.chance(0.45),
          proformaInvoice: rng.chance(0.8),
        };

    const steps = history(rng, item.status, sender.city, receiver.city, { hub: abroad.hub, outbound });
    const span = steps.reduce((a, s) => a + s.hours, 0);
    const final = item.status === "delivered" || item.status === "returned" || item.status === "cancelled";
    const spreadDays = isDemo ? 75 : 120;
    // Finished shipments spread over the last months; open ones booked in the last days.
    const endHoursAgo = final ? rng.int(6, spreadDays * 24) : rng.int(1, 30);
    // Each event below comes up to STEP_JITTER_MINUTES after its step's hours: that room is kept, so the last
    // event is at least `endHoursAgo` before now, never after it.
    const jitterRoom = (steps.length - 1) * STEP_JITTER_MINUTES * 60_000;
    const start = new Date(now.getTime() - (endHoursAgo + span) * 3_600_000 - rng.int(0, 59) * 60_000 - jitterRoom);

    const creator = !isDemo && rng.chance(0.3) ? rng.pick(agents) : rng.chance(0.15) ? rng.pick(agents) : customer;
    const created = await createShipment(
      {
        customerId: customer.id,
        creator: { id: creator.id, role: creator.role, branch_id: creator.branch_id },
        sender,
        receiver,
        cargo,
        now: start,
        trackingNumber: generateTrackingNumber(() => rng.int(0, 9)),
      },
      db,
    );
    let at = start.getTime();
    const staff = agents.filter((a) => a.branch_id === created.branchId);
    for (const step of steps.slice(1)) {
      at += step.hours * 3_600_000 + rng.int(0, STEP_JITTER_MINUTES) * 60_000;
      const iso = new Date(at).toISOString();
      const by =
        step.status === "cancelled" && rng.chance(0.6)
          ? customer.id
          : (staff.length ? rng.pick(staff) : rng.pick(agents)).id;
      await db
        .insertInto("shipment_events")
        .values({
          shipment_id: created.id,
          status: step.status,
          location: step.location,
          note: step.note ?? null,
          occurred_at: iso,
          created_by: by,
          created_at: iso,
        })
        .execute();
    }
    const last = steps[steps.length - 1];
    await db
      .updateTable("shipments")
      .set({ status: last.status, updated_at: new Date(at).toISOString() })
      .where("id", "=", created.id)
      .execute();
  }
};
