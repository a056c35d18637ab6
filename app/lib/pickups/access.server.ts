import { data, type RouterContextProvider } from "react-router";
import { requireAbility } from "../auth/auth.server";

/** Only a customer asks for a pickup (for their own address and shipments); staff take and close them. */
export function requirePickupCustomer(context: Readonly<RouterContextProvider>, request: Request) {
  const user = requireAbility(context, request, "create", "Pickup");
  if (user.role !== "customer") throw data(null, { status: 403 });
  return user;
}
