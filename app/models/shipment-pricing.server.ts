import { getDb, type DB } from "./db.server";
import { quoteDomestic } from "./domestic-prices.server";
import { quoteExpress } from "./express-prices.server";
import type { OutsideShippingType } from "~/lib/shipments/domain";

/**
 * The carriage price of a booking, the same on the wizard's cargo step and on "create": domestic from the
 * domestic list (same city or between cities), sending abroad from the express list by the receiver's
 * country, getting from abroad by the sender's. `none` when the list has no price for the route.
 */
export type ShipmentPrice =
  { status: "ok"; priceMinor: number; currency: string; chargeableGrams: number } | { status: "none" };

export interface PricedRoute {
  direction: OutsideShippingType;
  senderCountry: string;
  senderCity: string;
  receiverCountry: string;
  receiverCity: string;
  /** Per piece, grams. */
  weightGrams: number;
  count: number;
  widthCm?: number | null;
  lengthCm?: number | null;
  heightCm?: number | null;
}

export async function priceShipment(route: PricedRoute, db: DB = getDb()): Promise<ShipmentPrice> {
  if (route.direction === "domestic") {
    const quote = await quoteDomestic(route, db);
    return quote.status === "ok"
      ? { status: "ok", priceMinor: quote.priceMinor, currency: quote.currency, chargeableGrams: quote.chargeableGrams }
      : { status: "none" };
  }
  const { widthCm: w, lengthCm: l, heightCm: h } = route;
  const quote = await quoteExpress(
    {
      country: route.direction === "export" ? route.receiverCountry : route.senderCountry,
      weightKg: (route.weightGrams * route.count) / 1000,
      // The pieces side by side: the express rule's volume of all of them (L × W × H per piece, times the pieces).
      dimensions: w && l && h ? { lengthCm: l * route.count, widthCm: w, heightCm: h } : null,
    },
    db,
  );
  return quote.status === "ok"
    ? {
        status: "ok",
        priceMinor: quote.priceMinor,
        currency: quote.currency,
        chargeableGrams: quote.weight.chargeableGrams,
      }
    : { status: "none" };
}
