import type { Seeder } from "./index";
import { TR_PLACES } from "./shipments";
import { addShipmentEvent, createShipment, type PartyInput } from "../shipments.server";
import { quoteDomesticBands, type DomesticBand } from "~/lib/shipments/domestic-pricing";
import { generateTrackingNumber } from "~/lib/shipments/tracking-number";

/** The domestic price list (TRY, VAT included), in the range Turkish couriers charge. */
export const SEED_DOMESTIC_BANDS: DomesticBand[] = [
  { maxGrams: 1_000, sameCityMinor: 89_90, betweenCitiesMinor: 109_90 },
  { maxGrams: 3_000, sameCityMinor: 109_90, betweenCitiesMinor: 139_90 },
  { maxGrams: 5_000, sameCityMinor: 129_90, betweenCitiesMinor: 169_90 },
  { maxGrams: 10_000, sameCityMinor: 169_90, betweenCitiesMinor: 229_90 },
  { maxGrams: 20_000, sameCityMinor: 239_90, betweenCitiesMinor: 329_90 },
  { maxGrams: 30_000, sameCityMinor: 309_90, betweenCitiesMinor: 429_90 },
];
export const SEED_DOMESTIC_PER_KG = 12_50;

const RECEIVERS = ["Zeynep Kaya", "Emre Şahin", "Elif Aydın", "Burak Öztürk", "Selin Arslan", "Can Doğan"];

/**
 * The domestic price list, and domestic shipments of the demo customers with cash on delivery in each state:
 * still to collect (out for delivery), collected on delivery, and paid out to the customer.
 */
export const seedCourier: Seeder = async ({ db, foundation, now }, rng) => {
  const at = new Date(now.getTime() - 20 * 86_400_000).toISOString();
  await db
    .insertInto("domestic_price_bands")
    .values(
      SEED_DOMESTIC_BANDS.map((b) => ({
        max_grams: b.maxGrams,
        same_city_minor: b.sameCityMinor,
        between_cities_minor: b.betweenCitiesMinor,
        updated_at: at,
        updated_by: foundation.admin,
      })),
    )
    .execute();
  await db
    .updateTable("company_settings")
    .set({ value: SEED_DOMESTIC_PER_KG, updated_at: at, updated_by: foundation.admin })
    .where("key", "=", "domestic_per_kg_minor")
    .execute();

  const admin = { id: foundation.admin, role: "admin" as const, branch_id: null };
  const plan = [
    { state: "to_collect", days: 2 },
    { state: "collected", days: 6 },
    { state: "paid_out", days: 15 },
  ] as const;
  for (const customerId of [foundation.customer, foundation.corporate]) {
    const customer = await db
      .selectFrom("users")
      .select(["name", "phone", "email"])
      .where("id", "=", customerId)
      .executeTakeFirstOrThrow();
    for (const [i, item] of plan.entries()) {
      const from = TR_PLACES[customerId === foundation.customer ? 0 : 1];
      const to = TR_PLACES[5 + ((i + customerId) % 3)];
      const sender: PartyInput = {
        name: customer.name,
        country: "TR",
        city: from[0],
        county: from[1],
        district: from[2],
        zipCode: from[3],
        address: from[4],
        phone: customer.phone ?? "+90 532 000 00 00",
        email: customer.email,
      };
      const receiver: PartyInput = {
        name: rng.pick(RECEIVERS),
        country: "TR",
        city: to[0],
        county: to[1],
        district: to[2],
        zipCode: to[3],
        address: to[4],
        phone: `+90 53${rng.int(0, 9)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
      };
      const weight = rng.int(5, 40) * 100;
      const quote = quoteDomesticBands(
        SEED_DOMESTIC_BANDS,
        SEED_DOMESTIC_PER_KG,
        { weightGrams: weight, count: 1, widthCm: 30, lengthCm: 25, heightCm: 15 },
        false,
      );
      const booked = new Date(now.getTime() - item.days * 86_400_000);
      const created = await createShipment(
        {
          customerId,
          creator: { id: customerId, role: "customer", branch_id: null },
          sender,
          receiver,
          cargo: {
            shippingType: "package",
            outsideShippingType: "domestic",
            width: 30,
            length: 25,
            height: 15,
            weight,
            count: 1,
            currency: "TRY",
            payer: i === 1 ? "receiver" : "sender",
            codAmount: rng.int(20, 250) * 10_00,
            codPaymentType: i === 2 ? "card" : "cash",
          },
          price: quote.status === "ok" ? { minor: quote.priceMinor, currency: quote.currency } : null,
          now: booked,
          trackingNumber: generateTrackingNumber(() => rng.int(0, 9)),
        },
        db,
      );
      const scope = { kind: "all" } as const;
      const steps = ["accepted", "in_transit", "out_for_delivery"] as const;
      for (const [k, status] of steps.entries()) {
        await addShipmentEvent(
          {
            shipmentId: created.id,
            scope,
            status,
            location: k === 0 ? sender.city : receiver.city,
            by: admin.id,
            now: new Date(booked.getTime() + (k + 1) * 6 * 3_600_000),
            notify: false,
          },
          db,
        );
      }
      if (item.state === "to_collect") continue;
      await addShipmentEvent(
        {
          shipmentId: created.id,
          scope,
          status: "delivered",
          location: receiver.city,
          by: admin.id,
          recipientName: receiver.name,
          codCollected: true,
          now: new Date(booked.getTime() + 26 * 3_600_000),
          notify: false,
        },
        db,
      );
      if (item.state === "paid_out")
        await db
          .updateTable("shipments")
          .set({
            cod_paid_out_at: new Date(booked.getTime() + 4 * 86_400_000).toISOString().slice(0, 10),
            cod_payout_reference: `EFT-${created.trackingNumber.slice(-6)}`,
            cod_paid_out_by: admin.id,
          })
          .where("id", "=", created.id)
          .execute();
    }
  }
};
