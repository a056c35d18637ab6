import { z } from "zod";
import { addressSchema, type PlaceChecker } from "../schemas/shipments";
import { ADDRESS_FIELDS, type AddressField } from "../shipments/wizard";
import { SEARCH_FIELD_SEPARATOR, foldSearch } from "../shipments/search-fold";

/**
 * A saved address: the wizard's address fields (the same schema, so anything the book keeps the wizard
 * accepts) under `book`, and a label the customer knows it by. Messages are i18n keys.
 */
export const LABEL_MAX = 80;

export function addressBookSchema(places?: PlaceChecker) {
  return z.object({
    label: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, "validation.required")
      .max(LABEL_MAX, "validation.tooLong"),
    book: addressSchema(places),
  });
}
export type AddressBookValues = z.output<ReturnType<typeof addressBookSchema>>;

export const ADDRESS_BOOK_SORTS = ["label", "created_at"] as const;
export type AddressBookSort = (typeof ADDRESS_BOOK_SORTS)[number];

/** The CSV layout (export and import): the label, then the wizard's field names. */
export const CSV_COLUMNS = ["label", ...ADDRESS_FIELDS] as const;

/** The folded text a search looks in: label, names, company, city and phone. */
export function addressSearchText(a: {
  label: string;
  name: string;
  companyName?: string | null;
  city: string;
  phone: string;
}): string {
  return foldSearch(
    [a.label, a.name, a.companyName ?? "", a.city, a.phone].map((v) => v.normalize("NFC")).join(SEARCH_FIELD_SEPARATOR),
  );
}

export type { AddressField };
