import { data } from "react-router";

/**
 * A row id from a URL (a route segment or a query value): a positive whole number written the plain way.
 * "012", "1e3", "12abc", " 12" and numbers past the safe range are no id, so each row has one address.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** The id of the row a route shows; an address that holds none is the 404 of any unknown page. */
export function requireId(raw: string | null | undefined): number {
  const id = parseId(raw);
  if (id === null) throw data(null, { status: 404 });
  return id;
}
