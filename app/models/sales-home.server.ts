import { contactCounts } from "./contacts.server";
import { freightFigures, freightScopeFor } from "./freight.server";
import { offerFigures, offerScopeFor } from "./offers.server";
import type { PublicUser } from "./users.server";

/** The home screen's freight, offer and inbox figures for a user's scope (three small queries). */
export async function salesHome(user: PublicUser) {
  const [freight, offers, contacts] = await Promise.all([
    freightFigures(freightScopeFor(user)),
    offerFigures(offerScopeFor(user)),
    user.role === "admin" ? contactCounts() : Promise.resolve(null),
  ]);
  return { role: user.role, freight, offers, contacts };
}
export type SalesHome = Awaited<ReturnType<typeof salesHome>>;
