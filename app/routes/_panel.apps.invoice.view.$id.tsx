import EditOutlined from "@mui/icons-material/EditOutlined";
import PaymentsOutlined from "@mui/icons-material/PaymentsOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import SendOutlined from "@mui/icons-material/SendOutlined";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import { z } from "zod";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.apps.invoice.view.$id";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { DemoField, formValues, type FormEcho } from "~/components/demo/invoice/DemoField";
import { InvoiceDocument } from "~/components/demo/invoice/InvoiceDocument";
import { InvoiceStatusBadge } from "~/components/demo/invoice/InvoiceStatusBadge";
import { CURRENCY } from "~/components/demo/invoice/form";
import { loadInvoice } from "~/components/demo/invoice/load.server";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { requireId } from "~/lib/ids";
import { sendMail } from "~/lib/mail.server";
import { titleMeta } from "~/lib/meta";
import { formatDate } from "~/lib/format";
import { formatMoney, minorToInput, parseAmount } from "~/lib/money";
import { redirectWithToast } from "~/lib/toast.server";
import { isoDate, MockError } from "~/mock/core";
import { PAYMENT_METHODS, addInvoicePayment, markInvoiceSent } from "~/mock/invoices";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-invoice"] };

/** One demo invoice as a document, with Edit, Print, Send (a mail to the outbox) and Add payment. */
export function loader({ request, context, params, url }: Route.LoaderArgs) {
  requireDemo(context, request);
  const doc = loadInvoice(requireId(params.id));
  const panel = url.searchParams.get("panel");
  return {
    title: getT(context, ["demo-invoice"])("view.title", { id: doc.invoice.id }),
    doc,
    panel: panel === "send" || panel === "payment" ? panel : null,
    today: isoDate(new Date()),
  };
}

const SendForm = z.object({
  to: z.email().max(200),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
});

type Answer = FormEcho & { panel: "send" | "payment" };

export async function action({ request, context, params }: Route.ActionArgs) {
  requireDemo(context, request);
  const id = requireId(params.id);
  const doc = loadInvoice(id);
  const values = formValues(await request.formData());
  const refuse = (panel: Answer["panel"], errors: Record<string, string>) =>
    data<Answer>({ values, errors, panel }, { status: 400 });
  if (values.intent === "send") {
    const parsed = SendForm.safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        errors[String(issue.path[0])] ??=
          issue.path[0] === "to" ? "demo-invoice:errors.email" : "demo-invoice:errors.required";
      return refuse("send", errors);
    }
    await sendMail({
      kind: "demo-invoice",
      to: parsed.data.to,
      subject: parsed.data.subject,
      text: parsed.data.message,
    });
    markInvoiceSent(id);
    return redirectWithToast(request, `/apps/invoice/view/${id}`, {
      key: "demo-invoice:toast.sent",
      values: { to: parsed.data.to },
    });
  }
  if (values.intent === "add-payment") {
    const errors: Record<string, string> = {};
    const amount = parseAmount(values.amount ?? "", CURRENCY);
    if (amount === null || amount === 0) errors.amount = "demo-invoice:errors.amount";
    else if (amount > doc.balance) errors.amount = "demo-invoice:errors.overBalance";
    if (!z.iso.date().safeParse(values.date ?? "").success) errors.date = "demo-invoice:errors.date";
    const method = PAYMENT_METHODS.find((m) => m === values.method);
    if (!method) errors.method = "demo-invoice:errors.required";
    const note = (values.note ?? "").trim();
    if (note.length > 300) errors.note = "demo-invoice:errors.tooLong";
    if (Object.keys(errors).length > 0 || amount === null || !method) return refuse("payment", errors);
    try {
      addInvoicePayment(id, { amount, date: values.date, method, note });
    } catch (error) {
      if (error instanceof MockError) return refuse("payment", { amount: "demo-invoice:errors.overBalance" });
      throw error;
    }
    return redirectWithToast(request, `/apps/invoice/view/${id}`, { key: "demo-invoice:toast.paid" });
  }
  return data<Answer>({ values, errors: { form: "demo-invoice:errors.invalid" }, panel: "send" }, { status: 400 });
}

export default function InvoiceView({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-invoice", "common"]);
  const { doc, today } = loaderData;
  const inv = doc.invoice;
  const panel = actionData?.panel ?? loaderData.panel;
  const echo = actionData ?? null;
  const lng = i18n.language;
  return (
    <>
      <PageHeader
        title={t("view.title", { id: inv.id })}
        subtitle={<InvoiceStatusBadge status={inv.invoiceStatus} withLabel />}
        actions={
          <Button component={Link} to="/apps/invoice/list" startIcon={<ArrowBack />}>
            {t("view.back")}
          </Button>
        }
      />
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 320px" },
          alignItems: "start",
        }}
      >
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <InvoiceDocument doc={doc} />
          </CardContent>
        </Card>
        <Box sx={{ display: "grid", gap: 2.5 }}>
          <Card>
            <CardContent sx={{ display: "grid", gap: 1.25 }}>
              <Button
                component={Link}
                to="?panel=send"
                variant="contained"
                startIcon={<SendOutlined />}
                preventScrollReset
                data-testid="open-send"
              >
                {t("view.send")}
              </Button>
              <Button
                component={Link}
                to={`/apps/invoice/edit/${inv.id}`}
                variant="outlined"
                startIcon={<EditOutlined />}
              >
                {t("view.edit")}
              </Button>
              <Button
                component={Link}
                to={`/apps/invoice/print/${inv.id}`}
                reloadDocument
                variant="outlined"
                startIcon={<PrintOutlined />}
              >
                {t("view.print")}
              </Button>
              <Button
                component={Link}
                to="?panel=payment"
                variant="outlined"
                color="success"
                startIcon={<PaymentsOutlined />}
                preventScrollReset
                data-testid="open-payment"
              >
                {t("view.addPayment")}
              </Button>
            </CardContent>
          </Card>
          {panel === "send" && (
            <Section title={t("send.title")} titleId="send-title">
              <Form method="post" noValidate aria-labelledby="send-title" style={{ display: "grid", gap: 16 }}>
                {echo?.errors.form && <Alert severity="error">{t(echo.errors.form)}</Alert>}
                <DemoField
                  name="to"
                  type="email"
                  echo={echo}
                  label={t("send.to")}
                  defaultValue={inv.client.companyEmail}
                />
                <DemoField
                  name="subject"
                  echo={echo}
                  label={t("send.subject")}
                  defaultValue={t("send.defaultSubject", { id: inv.id })}
                />
                <DemoField
                  name="message"
                  echo={echo}
                  label={t("send.message")}
                  multiline
                  minRows={5}
                  defaultValue={t("send.defaultMessage", {
                    name: inv.client.name,
                    total: formatMoney(doc.totals.total, CURRENCY, lng),
                    due: formatDate(`${inv.dueDate}T12:00:00Z`, lng),
                  })}
                />
                <Button type="submit" name="intent" value="send" variant="contained" data-testid="send-invoice">
                  {t("send.submit")}
                </Button>
              </Form>
            </Section>
          )}
          {panel === "payment" && (
            <Section title={t("payment.title")} titleId="payment-title">
              <Form method="post" noValidate aria-labelledby="payment-title" style={{ display: "grid", gap: 16 }}>
                <DemoField
                  name="amount"
                  echo={echo}
                  label={t("payment.amount")}
                  defaultValue={minorToInput(doc.balance, CURRENCY)}
                  slotProps={{ htmlInput: { inputMode: "decimal" } }}
                />
                <DemoField
                  name="date"
                  type="date"
                  echo={echo}
                  label={t("payment.date")}
                  defaultValue={today}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <DemoField
                  name="method"
                  echo={echo}
                  select
                  label={t("payment.method")}
                  options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.methods.${m}`) }))}
                />
                <DemoField name="note" echo={echo} label={t("payment.note")} multiline minRows={2} />
                <Button type="submit" name="intent" value="add-payment" variant="contained" data-testid="add-payment">
                  {t("payment.submit")}
                </Button>
              </Form>
            </Section>
          )}
          {doc.payments.length > 0 && (
            <Section title={t("payment.history")}>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {doc.payments.map((p) => (
                  <li key={p.id}>
                    {formatDate(`${p.date}T12:00:00Z`, lng)} · {formatMoney(p.amount, CURRENCY, lng)} ·{" "}
                    {t(`payment.methods.${p.method}`)}
                    {p.note ? ` · ${p.note}` : ""}
                  </li>
                ))}
              </Box>
            </Section>
          )}
        </Box>
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
