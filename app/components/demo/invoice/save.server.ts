import { data, type RouterContextProvider } from "react-router";
import { requireDemo } from "~/lib/demo.server";
import { redirectWithToast } from "~/lib/toast.server";
import { MockError } from "~/mock/core";
import { invoiceClients, saveInvoice } from "~/mock/invoices";
import { formValues, type FormEcho } from "./DemoField";
import { addLine, postedLine, readInvoiceForm, removeLine } from "./form";

/**
 * The add and edit screens' action: `add-line` and `remove-line` answer the typed form with one line more or
 * less (the repeater without JavaScript), `save` checks it and writes it to the demo model.
 */
export async function invoiceFormAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  id: number | null,
): Promise<Response | ReturnType<typeof data<FormEcho & { stamp: string }>>> {
  requireDemo(context, request);
  const values = formValues(await request.formData());
  const { intent, line: _line, ...rest } = values;
  const stamp = Math.random().toString(36).slice(2, 10);
  if (intent === "add-line") return data({ values: addLine(rest), errors: {}, stamp });
  if (intent === "remove-line") return data({ values: removeLine(rest, postedLine(values, url)), errors: {}, stamp });
  if (intent !== "save") return data({ values: rest, errors: { form: "demo-invoice:errors.invalid" }, stamp }, 400);
  const read = readInvoiceForm(rest, invoiceClients());
  if (!read.ok) return data({ values: rest, errors: read.errors, stamp }, 400);
  try {
    const saved = saveInvoice(id, read.value);
    return redirectWithToast(request, `/apps/invoice/view/${saved.id}`, {
      key: id === null ? "demo-invoice:toast.added" : "demo-invoice:toast.saved",
      values: { id: saved.id },
    });
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof MockError)
      return data({ values: rest, errors: { form: "demo-invoice:errors.full" }, stamp }, 409);
    throw error;
  }
}
