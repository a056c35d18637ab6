import { sendOfferAnswerToBidder, sendOfferToCustomer } from "../freight/mail.server";
import { offerRecipient, staffContact, transitionOffer, type OfferScope } from "~/models/offers.server";
import type { Offer } from "~/models/schema";

/**
 * Offer transitions with their mails: sending notifies the customer (when they allow mail),
 * an answer notifies the bidder. Answers carry the i18n key of the toast to show.
 */
function mailData(offer: Offer) {
  return {
    id: offer.id,
    number: offer.number,
    offerTo: offer.offer_to,
    currency: offer.currency,
    totalMinor: offer.total_minor,
    validUntil: offer.valid_until,
    bidderName: offer.bidder_name,
    bidderEmail: offer.bidder_email,
  };
}

const failureKey = {
  "not-found": "offers:detail.notFound",
  status: "offers:detail.wrongStatus",
  expired: "offers:detail.expired",
} as const;

export async function sendOffer(request: Request, scope: OfferScope, id: number, userId: number) {
  const result = await transitionOffer(scope, id, "send", userId);
  if (!result.ok) return { ok: false as const, reason: result.reason, key: failureKey[result.reason] };
  const recipient = await offerRecipient(result.offer);
  if (recipient) await sendOfferToCustomer(request, mailData(result.offer), recipient);
  return { ok: true as const, offer: result.offer, key: recipient ? "offers:detail.sent" : "offers:detail.sentNoMail" };
}

export async function answerOffer(
  request: Request,
  scope: OfferScope,
  id: number,
  answer: "accept" | "reject",
  userId: number,
) {
  const result = await transitionOffer(scope, id, answer, userId);
  if (!result.ok) return { ok: false as const, reason: result.reason, key: failureKey[result.reason] };
  const bidder = await staffContact(result.offer.bidder_id);
  const status = answer === "accept" ? "accepted" : "rejected";
  if (bidder && bidder.is_active && bidder.permission_mail === 1 && bidder.id !== userId) {
    await sendOfferAnswerToBidder(request, mailData(result.offer), status, bidder);
  }
  return { ok: true as const, offer: result.offer, key: `offers:detail.${status}` };
}
