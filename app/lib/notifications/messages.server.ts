import type { Language } from "../i18n/i18n";
import { i18nFor } from "../i18n/i18n.server";
import { formatDate, formatDateTime } from "../format";
import { mailHtml, type MailParagraph } from "../mail.server";
import { formatTrackingNumber } from "../shipments/tracking-number";
import type { AttemptFailure, ShipmentStatus } from "../shipments/domain";

/**
 * The words of a status notification, in the recipient's language. Like public tracking, they carry no names,
 * addresses or contact details: the tracking number, the status, the city where it happened and the public
 * tracking link (a courier SMS says no more).
 */
export interface StatusNotice {
  audience: "sender" | "receiver";
  trackingNumber: string;
  status: ShipmentStatus;
  location: string;
  occurredAt: string;
  failureReason: AttemptFailure | null;
  nextAttemptOn: string | null;
  /** The public tracking page of the shipment, from APP_URL (docs/decisions/0010). */
  trackingUrl: string;
}

export const MAIL_KIND = "shipment-status";
export const SMS_KIND = "shipment-status-sms";

export function trackingUrl(origin: string, trackingNumber: string) {
  return `${origin}/tracking?number=${encodeURIComponent(trackingNumber)}`;
}

function words(notice: StatusNotice, lng: Language) {
  const t = i18nFor(lng).getFixedT(lng, "notifications");
  const number = formatTrackingNumber(notice.trackingNumber);
  const reason = notice.failureReason ? t(`tracking:outcome.reasons.${notice.failureReason}`) : null;
  // A failed attempt is an "out for delivery" event with a reason; the return after the last one keeps it.
  const status =
    reason && notice.status === "out_for_delivery"
      ? t("attemptFailed", { reason })
      : t(`shipments:status.${notice.status}`);
  return { t, number, status };
}

export function renderStatusMail(notice: StatusNotice, lng: Language) {
  const { t, number, status } = words(notice, lng);
  const when = formatDateTime(notice.occurredAt, lng);
  const paragraphs: MailParagraph[] = [
    t("mail.greeting"),
    t(`mail.body.${notice.audience}`, { number, status }),
    t("mail.where", { location: notice.location, when }),
  ];
  if (notice.nextAttemptOn) paragraphs.push(t("mail.nextAttempt", { date: formatDate(notice.nextAttemptOn, lng) }));
  paragraphs.push({ link: notice.trackingUrl, label: t("mail.track") }, t(`mail.why.${notice.audience}`));
  const text = paragraphs.map((p) => (typeof p === "string" ? p : `${p.label}: ${p.link}`)).join("\n\n");
  return { subject: t("mail.subject", { number, status }), text, html: mailHtml(paragraphs) };
}

export function renderStatusSms(notice: StatusNotice, lng: Language) {
  const { t, number, status } = words(notice, lng);
  return t("sms", { number, status, location: notice.location, link: notice.trackingUrl });
}
