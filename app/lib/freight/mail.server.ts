import { countryName } from "../countries/countries";
import { clip, describeError } from "../error-summary.server";
import { isLanguage, type Language } from "../i18n/i18n";
import { i18nFor } from "../i18n/i18n.server";
import { mailHtml, sendMail, type MailParagraph } from "../mail.server";
import { formatMoney } from "../money";
import { formatDate, formatNumber } from "../format";
import { appOrigin } from "../security/origins.server";
import type { TransportType } from "./domain";

/**
 * The freight and offer mails, each written in its recipient's language (users.locale, or the
 * language a visitor used on the form). They go through sendMail: SMTP, or the .eml outbox.
 */
function baseUrl(request: Request) {
  return appOrigin(request);
}

function lang(locale: string | null | undefined): Language {
  return isLanguage(locale) ? locale : "tr";
}

/** Plain text and a simple HTML version from paragraphs (a link becomes an anchor). */
function compose(paragraphs: MailParagraph[]) {
  const text = paragraphs.map((p) => (typeof p === "string" ? p : `${p.label}: ${p.link}`)).join("\n\n");
  return { text, html: mailHtml(paragraphs) };
}

async function safely(kind: string, to: string, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (error) {
    // A mail that cannot be written must not undo the request that caused it.
    console.error(`[mail] ${kind} to ${clip(to, 254)} failed: ${describeError(error)}`);
  }
}

export interface FreightMailData {
  id: number;
  number: string;
  transportType: TransportType;
  originCountry: string;
  originCity: string;
  destinationCountry: string;
  destinationCity: string;
  packageCount: number;
  chargeableWeightKg: number;
  contactName: string;
  contactEmail: string;
  companyName: string | null;
  isDangerous: boolean;
}

function route(f: FreightMailData, lng: Language) {
  return `${f.originCity} (${countryName(f.originCountry, lng)}) → ${f.destinationCity} (${countryName(f.destinationCountry, lng)})`;
}

/** Tells staff (admins, the branch's agents) about a new freight request. */
export async function sendFreightRequestToStaff(
  request: Request,
  freight: FreightMailData,
  recipients: Array<{ id: number; name: string; email: string; locale: string }>,
) {
  for (const r of recipients) {
    const lng = lang(r.locale);
    const t = i18nFor(lng).getFixedT(lng, "freight");
    const requester = freight.companyName ? `${freight.contactName} · ${freight.companyName}` : freight.contactName;
    const body = compose([
      t("mail.staff.greeting", { name: r.name }),
      t("mail.staff.body", { number: freight.number, requester, email: freight.contactEmail }),
      [
        `${t("fields.transportType")}: ${t(`transportTypes.${freight.transportType}`)}${freight.isDangerous ? ` · ${t("fields.isDangerous")}` : ""}`,
        `${t("route")}: ${route(freight, lng)}`,
        `${t("fields.packageCount")}: ${formatNumber(freight.packageCount, lng)}`,
        `${t("chargeableWeight")}: ${formatNumber(freight.chargeableWeightKg, lng, { maximumFractionDigits: 2 })} kg`,
      ].join("\n"),
      { link: `${baseUrl(request)}/freight/${freight.id}`, label: t("mail.staff.action") },
    ]);
    await safely("freight-request", r.email, () =>
      sendMail({
        kind: "freight-request",
        to: r.email,
        userId: r.id,
        subject: t("mail.staff.subject", { number: freight.number }),
        ...body,
      }),
    );
  }
}

/** Confirms a freight request to the person who made it, with its number. */
export async function sendFreightReceipt(
  request: Request,
  freight: FreightMailData,
  locale: string,
  userId: number | null,
) {
  const lng = lang(locale);
  const t = i18nFor(lng).getFixedT(lng, "freight");
  const body = compose([
    t("mail.receipt.greeting", { name: freight.contactName }),
    t("mail.receipt.body", { number: freight.number }),
    `${t(`transportTypes.${freight.transportType}`)} · ${route(freight, lng)}\n${t("chargeableWeight")}: ${formatNumber(freight.chargeableWeightKg, lng, { maximumFractionDigits: 2 })} kg`,
    userId
      ? { link: `${baseUrl(request)}/freight/${freight.id}`, label: t("mail.receipt.action") }
      : t("mail.receipt.noAccount"),
  ]);
  await safely("freight-receipt", freight.contactEmail, () =>
    sendMail({
      kind: "freight-receipt",
      to: freight.contactEmail,
      userId,
      subject: t("mail.receipt.subject", { number: freight.number }),
      ...body,
    }),
  );
}

export interface OfferMailData {
  id: number;
  number: string;
  offerTo: string;
  currency: string;
  totalMinor: number;
  validUntil: string;
  bidderName: string;
  bidderEmail: string;
}

/** Sends an offer to its customer: a link to the offer for account holders, the figures for everyone. */
export async function sendOfferToCustomer(
  request: Request,
  offer: OfferMailData,
  recipient: { userId: number | null; name: string; email: string; locale: string; hasAccount: boolean },
) {
  const lng = lang(recipient.locale);
  const t = i18nFor(lng).getFixedT(lng, "offers");
  const body = compose([
    t("mail.sent.greeting", { name: recipient.name }),
    t("mail.sent.body", { number: offer.number }),
    `${t("fields.total")}: ${formatMoney(offer.totalMinor, offer.currency, lng)}\n${t("fields.validUntil")}: ${formatDate(`${offer.validUntil}T12:00:00Z`, lng)}`,
    recipient.hasAccount
      ? { link: `${baseUrl(request)}/offers/${offer.id}`, label: t("mail.sent.action") }
      : t("mail.sent.noAccount", { email: offer.bidderEmail }),
    t("mail.sent.signature", { name: offer.bidderName, email: offer.bidderEmail }),
  ]);
  await safely("offer-sent", recipient.email, () =>
    sendMail({
      kind: "offer-sent",
      to: recipient.email,
      userId: recipient.userId,
      subject: t("mail.sent.subject", { number: offer.number }),
      ...body,
    }),
  );
}

/** Tells the bidder that the customer accepted or rejected their offer. */
export async function sendOfferAnswerToBidder(
  request: Request,
  offer: OfferMailData,
  answer: "accepted" | "rejected",
  bidder: { id: number; name: string; email: string; locale: string },
) {
  const lng = lang(bidder.locale);
  const t = i18nFor(lng).getFixedT(lng, "offers");
  const body = compose([
    t("mail.answer.greeting", { name: bidder.name }),
    t(`mail.answer.${answer}`, {
      number: offer.number,
      customer: offer.offerTo,
      total: formatMoney(offer.totalMinor, offer.currency, lng),
    }),
    { link: `${baseUrl(request)}/offers/${offer.id}`, label: t("mail.answer.action") },
  ]);
  await safely("offer-answer", bidder.email, () =>
    sendMail({
      kind: "offer-answer",
      to: bidder.email,
      userId: bidder.id,
      subject: t(`mail.answer.subject.${answer}`, { number: offer.number }),
      ...body,
    }),
  );
}
