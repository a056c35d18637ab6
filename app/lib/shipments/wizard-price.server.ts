import { parseScaled } from "../schemas/shipments";
import { directionOf } from "./wizard";
import type { DraftValues } from "~/models/shipment-drafts.server";
import { priceShipment, type ShipmentPrice } from "~/models/shipment-pricing.server";

/**
 * The price the cargo step shows for what the user typed and the addresses the draft holds: read leniently
 * (null while the weight or count is not a number yet). The final "create" prices the checked values again.
 */
export async function wizardPrice(
  draft: DraftValues | undefined,
  cargo: Record<string, string | undefined>,
): Promise<ShipmentPrice | null> {
  const sender = draft?.sender ?? {};
  const receiver = draft?.receiver ?? {};
  const grams = cargo.weight ? parseScaled(cargo.weight, 3) : null;
  const count = Number(cargo.count ?? "1");
  if (grams === null || grams < 10 || !Number.isInteger(count) || count < 1 || count > 99) return null;
  if (!sender["sender.country"] || !receiver["receiver.country"]) return null;
  const dimension = (value: string | undefined) => {
    const n = Number(value);
    return value && Number.isInteger(n) && n > 0 && n <= 400 ? n : null;
  };
  return priceShipment({
    direction: directionOf(sender),
    senderCountry: sender["sender.country"],
    senderCity: sender["sender.city"] ?? "",
    receiverCountry: receiver["receiver.country"],
    receiverCity: receiver["receiver.city"] ?? "",
    weightGrams: grams,
    count,
    // Documents are priced by their weight alone.
    widthCm: cargo.shippingType === "document" ? null : dimension(cargo.width),
    lengthCm: cargo.shippingType === "document" ? null : dimension(cargo.length),
    heightCm: cargo.shippingType === "document" ? null : dimension(cargo.height),
  });
}
