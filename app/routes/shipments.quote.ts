import type { Route } from "./+types/shipments.quote";
import { requireAbility } from "~/lib/auth/auth.server";
import { wizardPrice } from "~/lib/shipments/wizard-price.server";
import { getDraft } from "~/models/shipment-drafts.server";

/**
 * The cargo step's live price (with JavaScript, as the user types): the pieces from the query, the route
 * from the user's own draft. Without JavaScript the step's "calculate" button gets the same price.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "create", "Shipment");
  const draft = await getDraft(user.id);
  const cargo: Record<string, string> = {};
  for (const name of ["weight", "count", "width", "length", "height", "shippingType"])
    cargo[name] = (url.searchParams.get(name) ?? "").slice(0, 20);
  const price = await wizardPrice(draft?.values, cargo);
  return Response.json({ price }, { headers: { "Cache-Control": "private, no-store" } });
}
