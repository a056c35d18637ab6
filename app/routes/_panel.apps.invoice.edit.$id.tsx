import ArrowBack from "@mui/icons-material/ArrowBack";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/_panel.apps.invoice.edit.$id";
import { PageHeader } from "~/components/PageHeader";
import { InvoiceForm } from "~/components/demo/invoice/InvoiceForm";
import { invoiceToValues } from "~/components/demo/invoice/form";
import { invoiceFormAction } from "~/components/demo/invoice/save.server";
import { loadInvoice } from "~/components/demo/invoice/load.server";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { requireId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { invoiceClients } from "~/mock/invoices";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-invoice"] };

/** Edits a demo invoice; the server recomputes every total on save. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireDemo(context, request);
  const doc = loadInvoice(requireId(params.id));
  return {
    title: getT(context, ["demo-invoice"])("edit.title", { id: doc.invoice.id }),
    id: doc.invoice.id,
    clients: invoiceClients(),
    values: invoiceToValues(doc),
  };
}

export function action({ url, request, context, params }: Route.ActionArgs) {
  return invoiceFormAction(context, request, url, requireId(params.id));
}

export default function EditInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["demo-invoice", "common"]);
  const echo = actionData ?? { values: loaderData.values, errors: {}, stamp: `edit-${loaderData.id}` };
  return (
    <>
      <PageHeader
        title={t("edit.title", { id: loaderData.id })}
        actions={
          <Button component={Link} to={`/apps/invoice/view/${loaderData.id}`} startIcon={<ArrowBack />}>
            {t("common:actions.cancel")}
          </Button>
        }
      />
      <InvoiceForm echo={echo} stamp={echo.stamp} clients={loaderData.clients} />
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
