import { DEFAULT_VALIDITY_DAYS, addDays, todayIso } from "./domain";
import { minorToInput, percentToInput } from "../money";

/** The offer form's values as text, the way the fields hold them. */
export interface OfferFormDefaults {
  freightId?: string;
  offerTo: string;
  offerToEmail: string;
  bidderId: string;
  date: string;
  validUntil: string;
  currency: string;
  price: string;
  discountRate: string;
  description: string;
}

/** Form defaults for a new offer, prefilled from a freight request when there is one. */
export function newOfferDefaults(input: {
  bidderId: number;
  freight?: {
    id: number;
    contact_name: string;
    company_name: string | null;
    contact_email: string;
    origin_country: string;
    destination_country: string;
  } | null;
  accountEmail?: string | null;
  description?: string;
  now?: Date;
}): OfferFormDefaults {
  const today = todayIso(input.now);
  const f = input.freight;
  const domestic = f ? f.origin_country === "TR" && f.destination_country === "TR" : true;
  return {
    freightId: f ? String(f.id) : undefined,
    offerTo: f ? (f.company_name ?? f.contact_name) : "",
    offerToEmail: input.accountEmail ?? f?.contact_email ?? "",
    bidderId: String(input.bidderId),
    date: today,
    validUntil: addDays(today, DEFAULT_VALIDITY_DAYS),
    currency: domestic ? "TRY" : "USD",
    price: "",
    discountRate: "",
    description: input.description ?? "",
  };
}

/** Form defaults from a stored offer (editing a draft). */
export function offerDefaults(o: {
  freight_id: number | null;
  offer_to: string;
  offer_to_email: string | null;
  bidder_id: number | null;
  date: string;
  valid_until: string;
  currency: string;
  price_minor: number;
  discount_bp: number;
  description: string | null;
}): OfferFormDefaults {
  return {
    freightId: o.freight_id ? String(o.freight_id) : undefined,
    offerTo: o.offer_to,
    offerToEmail: o.offer_to_email ?? "",
    bidderId: o.bidder_id ? String(o.bidder_id) : "",
    date: o.date,
    validUntil: o.valid_until,
    currency: o.currency,
    price: minorToInput(o.price_minor, o.currency),
    discountRate: o.discount_bp ? percentToInput(o.discount_bp) : "",
    description: o.description ?? "",
  };
}
