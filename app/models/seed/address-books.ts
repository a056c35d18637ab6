import type { Seeder } from "./index";
import { TR_PLACES } from "./shipments";
import { addressSearchText } from "~/lib/address-book/schema";
import { PICKUP_SLOTS, type PickupStatus } from "~/lib/pickups/domain";
import { foldTr } from "~/lib/shipments/turkish";

/**
 * Address books and courier pickups: the demo customers keep a book of receivers at home and abroad
 * and have asked for pickups (past ones done, failed or cancelled, today's and later ones waiting or
 * taken); some other customers have a few of each. Pickups go to the branch of their city, like
 * shipments.
 */
const FIRST_NAMES = ["Elif", "Mehmet", "Zeynep", "Ahmet", "Derya", "Can", "Selin", "Burak", "Ece", "Okan"];
const LAST_NAMES = ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Aydın", "Öztürk", "Arslan", "Doğan", "Koç"];
const ABROAD = [
  { country: "DE", city: "Köln", address: "Hohe Str. 52", zipCode: "50667", phone: "+49 221 555 0192" },
  { country: "NL", city: "Rotterdam", address: "Coolsingel 40", zipCode: "3011 AD", phone: "+31 10 555 0110" },
  { country: "GB", city: "London", address: "221 Baker Street", zipCode: "NW1 6XE", phone: "+44 20 7946 0321" },
  { country: "FR", city: "Lyon", address: "12 rue de la République", zipCode: "69002", phone: "+33 4 72 00 00 00" },
];
const LABELS = ["Annemler", "Merkez ofis", "Depo", "Şube", "Tedarikçi", "Müşteri", "Kardeşim", "Mağaza"];

function day(now: Date, offset: number) {
  return new Date(now.getTime() + 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

export const seedAddressBooksAndPickups: Seeder = async ({ db, now, foundation }, rng) => {
  const branches = await db.selectFrom("branches").select(["id", "city", "is_main"]).execute();
  const branchOf = (city: string) =>
    (branches.find((b) => foldTr(b.city) === foldTr(city)) ?? branches.find((b) => b.is_main === 1)!).id;
  const agentsOf = await db.selectFrom("users").select(["id", "branch_id"]).where("role", "=", "agent").execute();
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const customers = [foundation.customer, foundation.corporate, ...foundation.customerIds.slice(2, 14)];
  for (const [ci, customerId] of customers.entries()) {
    const demo = ci < 2;
    const entries = demo ? 16 : rng.int(1, 5);
    for (let i = 0; i < entries; i++) {
      const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      const label = `${rng.pick(LABELS)} ${i + 1}`;
      const created = at(rng.int(1, 120));
      const home = i % 3 !== 2;
      const place = home ? rng.pick(TR_PLACES) : null;
      const abroad = home ? null : rng.pick(ABROAD);
      const city = place ? place[0] : abroad!.city;
      const phone = place ? `+90 53${rng.int(0, 9)} ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}` : abroad!.phone;
      await db
        .insertInto("address_book")
        .values({
          customer_id: customerId,
          label,
          name,
          company_name: null,
          country: place ? "TR" : abroad!.country,
          city,
          county: place ? place[1] : null,
          district: place ? place[2] : null,
          address: place ? place[4] : abroad!.address,
          zip_code: place ? place[3] : abroad!.zipCode,
          tax_id: null,
          email: null,
          phone,
          search_text: addressSearchText({ label, name, city, phone }),
          created_at: created,
          updated_at: created,
        })
        .execute();
    }
    const pickups = demo ? 14 : rng.int(0, 3);
    for (let i = 0; i < pickups; i++) {
      const offset = demo ? i - 8 : rng.int(-20, 2);
      let date = day(now, offset);
      if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) date = day(now, offset + 1);
      const place = demo && i % 4 !== 3 ? TR_PLACES[ci] : rng.pick(TR_PLACES);
      const branchId = branchOf(place[0]);
      const future = date >= day(now, 0);
      const status: PickupStatus = future
        ? rng.pick(["requested", "requested", "assigned"] as const)
        : rng.pick(["done", "done", "done", "failed", "cancelled"] as const);
      const agent = agentsOf.find((a) => a.branch_id === branchId)?.id ?? null;
      const taken = status === "assigned" || status === "done" || status === "failed";
      const created = at(Math.max(0, -offset) + rng.int(0, 2));
      await db
        .insertInto("pickups")
        .values({
          customer_id: customerId,
          branch_id: branchId,
          address_id: null,
          pickup_date: date,
          slot: rng.pick(PICKUP_SLOTS),
          status,
          name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
          company_name: null,
          city: place[0],
          county: place[1],
          district: place[2],
          address: place[4],
          zip_code: place[3],
          phone: `+90 53${rng.int(0, 9)} ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}`,
          parcel_count: rng.int(1, 6),
          note: rng.chance(0.3) ? "Kapıcıya bırakılabilir." : null,
          assigned_to: taken ? agent : null,
          failure_reason: status === "failed" ? "Adreste kimse yoktu." : null,
          created_by: customerId,
          created_at: created,
          updated_at: created,
          closed_at: status === "done" || status === "failed" || status === "cancelled" ? created : null,
        })
        .execute();
    }
  }
};
