import { data } from "react-router";
import { MockError } from "~/mock/core";
import { getInvoiceDocument } from "~/mock/invoices";

/** The invoice document, or the panel's 404 for an id the demo does not hold. */
export function loadInvoice(id: number) {
  try {
    return getInvoiceDocument(id);
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
