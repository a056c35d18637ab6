import ArrowBack from "@mui/icons-material/ArrowBack";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/_panel.apps.invoice.add";
import { PageHeader } from "~/components/PageHeader";
import { InvoiceForm } from "~/components/demo/invoice/InvoiceForm";
import { invoiceFormAction } from "~/components/demo/invoice/save.server";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { isoDate, addDays } from "~/mock/core";
import { invoiceClients } from "~/mock/invoices";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-invoice"] };

/** A new demo invoice: dates, client (picked or typed), lines, discount and tax. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const today = new Date();
  return {
    title: getT(context, ["demo-invoice"])("add.title"),
    clients: invoiceClients(),
    values: {
      issuedDate: isoDate(today),
      dueDate: isoDate(addDays(today, 30)),
      "items[0].title": "",
      "items[0].qty": "1",
      discount: "0",
      tax: "0",
    } as Record<string, string>,
  };
}

export function action({ url, request, context }: Route.ActionArgs) {
  return invoiceFormAction(context, request, url, null);
}

export default function AddInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["demo-invoice", "common"]);
  const echo = actionData ?? { values: loaderData.values, errors: {}, stamp: "new" };
  return (
    <>
      <PageHeader
        title={t("add.title")}
        subtitle={t("add.subtitle")}
        actions={
          <Button component={Link} to="/apps/invoice/list" startIcon={<ArrowBack />}>
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
