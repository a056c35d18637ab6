import { contactCounts, type ContactCounts } from "./contacts.server";
import { freightFigures, freightScopeFor } from "./freight.server";
import { offerFigures, offerScopeFor } from "./offers.server";
import type { PublicUser } from "./users.server";

/**
 * The home screen's freight, offer and inbox figures for a user's scope (three small queries). `inbox` reads the
 * contact counts (the home passes the request's shared ones, which the menu badge reads too); admins only.
 */
export async function salesHome(user: PublicUser, inbox: () => Promise<ContactCounts> = contactCounts) {
  const [freight, offers, contacts] = await Promise.all([
    freightFigures(freightScopeFor(user)),
    offerFigures(offerScopeFor(user)),
    user.role === "admin" ? inbox() : Promise.resolve(null),
  ]);
  return { role: user.role, freight, offers, contacts };
}
export type SalesHome = Awaited<ReturnType<typeof salesHome>>;
