import { COMPANY_TIME_ZONE } from "../dates";

/**
 * Price offer lifecycle: draft → sent → accepted | rejected, and a sent offer whose validity has
 * passed counts as expired. `expired` is never chosen by anyone: it is what `sent` becomes after
 * `validUntil` (the day itself is still valid).
 */
export const OFFER_STATUSES = ["draft", "sent", "accepted", "rejected", "expired"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The offer list's status tabs and sortable columns. */
export const OFFER_STATUS_FILTERS = ["all", ...OFFER_STATUSES] as const;
export type OfferStatusFilter = (typeof OFFER_STATUS_FILTERS)[number];
export const OFFER_SORTS = ["date", "number", "valid_until", "total_minor", "offer_to"] as const;

/** What people do to an offer. */
export const OFFER_EVENTS = ["edit", "send", "accept", "reject", "delete"] as const;
export type OfferEvent = (typeof OFFER_EVENTS)[number];

const TRANSITIONS: Record<OfferStatus, Partial<Record<OfferEvent, OfferStatus>>> = {
  draft: { edit: "draft", send: "sent", delete: "draft" },
  sent: { accept: "accepted", reject: "rejected" },
  accepted: {},
  rejected: {},
  expired: {},
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today as YYYY-MM-DD in the company's time zone (offer dates are calendar days in Türkiye). */
export function todayIso(now: Date = new Date(), timeZone = COMPANY_TIME_ZONE): string {
  // A formatter is costly to create (tens of microseconds) and todayIso runs for every offer row.
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The status as people see it: a sent offer past its validity is expired. */
export function effectiveStatus(stored: OfferStatus, validUntil: string, today: string): OfferStatus {
  return stored === "sent" && validUntil < today ? "expired" : stored;
}

/** The status after an event, or null when the event is not allowed in this status. */
export function nextStatus(current: OfferStatus, event: OfferEvent): OfferStatus | null {
  return TRANSITIONS[current][event] ?? null;
}

/** Whether an event is allowed for an offer as stored, on a given day. */
export function canApply(
  offer: { status: OfferStatus; validUntil: string },
  event: OfferEvent,
  today: string,
): boolean {
  const status = effectiveStatus(offer.status, offer.validUntil, today);
  if (event === "send" && offer.validUntil < today) return false;
  return nextStatus(status, event) !== null;
}

/** Status colours for chips, one per status (a new status fails the type check until drawn). */
export const OFFER_STATUS_COLORS: Record<OfferStatus, "default" | "info" | "success" | "error" | "warning"> = {
  draft: "default",
  sent: "info",
  accepted: "success",
  rejected: "error",
  expired: "warning",
};

/** Days from an ISO date (YYYY-MM-DD), as YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const DEFAULT_VALIDITY_DAYS = 14;
