import type { CodState } from "./domain";

/** Where a cash-on-delivery amount is, from its two dates (null for a shipment without one). */
export function codStateOf(s: {
  cod_amount_minor: number | null;
  cod_collected_at: string | null;
  cod_paid_out_at: string | null;
}): CodState | null {
  if (s.cod_amount_minor === null) return null;
  if (s.cod_paid_out_at) return "paid_out";
  if (s.cod_collected_at) return "collected";
  return "to_collect";
}
