import { data } from "react-router";
import { parseId } from "../ids";
import { HOME_COUNTRY } from "../shipments/countries";
import type { PublicUser } from "~/models/users.server";
import {
  addressBookScopeFor,
  entryToPartyValues,
  pickedAddress,
  pickerAddresses,
  saveFromWizard,
  type PickerAddress,
} from "~/models/address-book.server";
import type { AddressValues } from "../schemas/shipments";

/**
 * The wizard's address book: the saved addresses an address step may take (the booked customer's, of the
 * side's country), and the values of the one picked with `?addressId=` (a GET: nothing is saved until the
 * step is posted). An id that is not one of those entries is "not found".
 */
export interface WizardBook {
  choices: PickerAddress[];
  q: string;
  pickedId: number | null;
}

export async function wizardAddressBook(input: {
  url: URL;
  user: Pick<PublicUser, "id" | "role" | "branch_id">;
  customerId: number | null;
  party: "sender" | "receiver";
  side: "home" | "abroad";
}): Promise<{ book: WizardBook | null; picked: Record<string, string> | null }> {
  const rawId = input.url.searchParams.get("addressId");
  if (!input.customerId) {
    if (rawId) throw data(null, { status: 404 });
    return { book: null, picked: null };
  }
  const scope = addressBookScopeFor(input.user);
  const q = (input.url.searchParams.get("addressQ") ?? "").trim().slice(0, 100);
  const [choices, entry] = await Promise.all([
    pickerAddresses({ customerId: input.customerId, scope, side: input.side, q }),
    rawId ? pickedAddress(parseId(rawId) ?? 0, input.customerId, scope) : Promise.resolve(null),
  ]);
  if (rawId && (!entry || (entry.country === HOME_COUNTRY) !== (input.side === "home")))
    throw data(null, { status: 404 });
  return {
    book: { choices, q, pickedId: entry?.id ?? null },
    picked: entry ? entryToPartyValues(entry, input.party) : null,
  };
}

/** "Save this address" ticked on a step that passed: the address goes into the booked customer's book. */
export async function saveWizardAddress(
  form: FormData,
  customerId: number | null,
  step: "sender" | "receiver",
  stepValue: unknown,
) {
  const address = (stepValue as Partial<Record<typeof step, AddressValues>>)[step];
  if (form.get("saveAddress") !== "on" || !customerId || !address) return;
  await saveFromWizard(customerId, address);
}
