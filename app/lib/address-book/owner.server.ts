import { data, type RouterContextProvider } from "react-router";
import { requireAbility } from "../auth/auth.server";
import type { Action } from "../auth/permissions";

/**
 * An address book is written only by the customer it belongs to (staff read the books of the
 * customers they serve, and save into them only from the wizard they book with): anyone else is
 * refused like any missing ability.
 */
export function requireBookOwner(context: Readonly<RouterContextProvider>, request: Request, action: Action) {
  const user = requireAbility(context, request, action, "AddressBook");
  if (user.role !== "customer") throw data(null, { status: 403 });
  return user;
}
