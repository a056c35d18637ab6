/**
 * Courier pickups: the time slots a courier comes in, and the life of a request. A customer asks
 * (`requested`) and may cancel until an agent of the serving branch takes it (`assigned`); the agent
 * then records it `done`, or `failed` with a reason.
 */
export const PICKUP_SLOTS = ["09-12", "12-15", "15-18"] as const;
export type PickupSlot = (typeof PICKUP_SLOTS)[number];

export const PICKUP_STATUSES = ["requested", "assigned", "done", "failed", "cancelled"] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

export const PICKUP_SORTS = ["pickup_date", "slot", "created_at", "status"] as const;
export type PickupSort = (typeof PICKUP_SORTS)[number];

export const PICKUP_VIEWS = ["all", "today"] as const;
export type PickupView = (typeof PICKUP_VIEWS)[number];

export const MAX_PARCELS = 99;

/** Today's date in Türkiye (UTC+3 all year), `YYYY-MM-DD`. */
export function turkeyToday(now = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** Whether a `YYYY-MM-DD` day is a Sunday (couriers do not collect on Sundays). */
export function isSunday(day: string): boolean {
  return new Date(`${day}T12:00:00Z`).getUTCDay() === 0;
}

/** The customer may cancel only while nobody has taken the request. */
export function canCustomerCancel(status: PickupStatus): boolean {
  return status === "requested";
}
