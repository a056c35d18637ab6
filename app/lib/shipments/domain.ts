/**
 * The shipment domain's closed lists. Each drives the DB check, the zod enum, the select options
 * and the translation keys (`shipments:status.<value>`, `shipments:shippingTypes.<value>`, ...).
 */
export const SHIPMENT_STATUSES = [
  "created",
  "accepted",
  "in_transit",
  "at_customs",
  "out_for_delivery",
  "delivered",
  "returned",
  "cancelled",
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPPING_TYPES = ["document", "package"] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];

/** `import`: get from abroad; `export`: send abroad; `domestic`: both addresses in Türkiye. */
export const OUTSIDE_SHIPPING_TYPES = ["export", "import", "domestic"] as const;
export type OutsideShippingType = (typeof OUTSIDE_SHIPPING_TYPES)[number];

/** Who pays the carriage: receiver-pays is common between Turkish cities. */
export const PAYERS = ["sender", "receiver"] as const;
export type Payer = (typeof PAYERS)[number];

/** How the courier takes a cash-on-delivery amount at the door. */
export const COD_PAYMENT_TYPES = ["cash", "card"] as const;
export type CodPaymentType = (typeof COD_PAYMENT_TYPES)[number];

/** Where a cash-on-delivery amount is: still at the door, with the courier company, or paid out to the customer. */
export const COD_STATES = ["to_collect", "collected", "paid_out"] as const;
export type CodState = (typeof COD_STATES)[number];

/** Why a delivery attempt failed (an `out_for_delivery` event that did not deliver). */
export const ATTEMPT_FAILURES = ["closed", "address_not_found", "refused"] as const;
export type AttemptFailure = (typeof ATTEMPT_FAILURES)[number];

/** Currencies a declared value may be given in (all with two decimal places). */
export const SHIPMENT_CURRENCIES = ["TRY", "USD", "EUR", "GBP"] as const;
export type ShipmentCurrency = (typeof SHIPMENT_CURRENCIES)[number];

export const WIZARD_STEPS = ["sender", "receiver", "cargo"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * The lifecycle. A status may follow itself where a real route has several such scans
 * (another hub in transit, another day at customs, a second delivery attempt).
 * `delivered`, `returned` (back at the sender) and `cancelled` are final.
 */
export const STATUS_TRANSITIONS: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  created: ["accepted", "cancelled"],
  accepted: ["in_transit", "cancelled"],
  in_transit: ["in_transit", "at_customs", "out_for_delivery", "returned"],
  at_customs: ["at_customs", "in_transit", "returned"],
  out_for_delivery: ["out_for_delivery", "delivered", "in_transit", "returned"],
  delivered: [],
  returned: [],
  cancelled: [],
};

export function canTransition(from: ShipmentStatus, to: ShipmentStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** Statuses staff may record next (cancelling has its own action). */
export function nextEventStatuses(from: ShipmentStatus): ShipmentStatus[] {
  return STATUS_TRANSITIONS[from].filter((s) => s !== "cancelled");
}

export function isFinal(status: ShipmentStatus): boolean {
  return STATUS_TRANSITIONS[status].length === 0;
}

/** Customers may cancel only what nobody has accepted yet; staff also an accepted shipment not yet moving. */
export function canCancel(status: ShipmentStatus, role: "admin" | "agent" | "customer"): boolean {
  if (role === "customer") return status === "created";
  return canTransition(status, "cancelled");
}

export function isShipmentStatus(value: unknown): value is ShipmentStatus {
  return typeof value === "string" && (SHIPMENT_STATUSES as readonly string[]).includes(value);
}

/** Limits of one booking. */
export const LIMITS = {
  maxPieces: 99,
  maxDimensionCm: 400,
  maxWeightKg: 1000,
  maxUnitPriceMinor: 100_000_000_00,
} as const;

/** Volumetric weight ("desi") of one piece: cm³ / 3000, the divisor Turkish carriers use. */
export function volumetricWeightKg(widthCm: number, lengthCm: number, heightCm: number): number {
  return Math.round(((widthCm * lengthCm * heightCm) / 3000) * 100) / 100;
}
