import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, data, useSearchParams } from "react-router";
import { CodListQuery } from "~/lib/shipments/cod-query";
import type { Route } from "./+types/_panel.cod._index";
import { DataList } from "~/components/data-list/DataList";
import { ExportLinks } from "~/components/exports/ExportLinks";
import { listHref, parseListParams, requirePageInRange } from "~/components/data-list/params";
import { FormErrors, SubmitButton, TextInput } from "~/components/forms/fields";
import { FilterField } from "~/components/forms/FilterField";
import { LinkTabs } from "~/components/LinkTabs";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { StatusChip } from "~/components/shipments/status";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { formatDate, formatNumber } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { PayoutSchema } from "~/lib/schemas/cod";
import { COD_STATES } from "~/lib/shipments/domain";
import { formatMoney } from "~/lib/shipments/format";
import { formatTrackingNumber } from "~/lib/shipments/tracking-number";
import { parseWithZod } from "~/lib/submission";
import { passServerTiming, timedDb } from "~/lib/server-timing";
import { redirectWithToast } from "~/lib/toast.server";
import { codTotals, listCod, recordPayout } from "~/models/cod.server";
import { scopeFor } from "~/models/shipments.server";

/**
 * Cash on delivery: each amount's state (to collect, collected by the courier, paid out to the customer), with
 * counts and totals per state from SQL. Customers see their own, agents their branch's, admins all; staff record
 * a payout of collected amounts with its day and reference.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Cod");
  const params = parseListParams(url, CodListQuery);
  const scope = scopeFor(user);
  const { value, timing } = await timedDb(
    Promise.all([
      codTotals(scope, params.q),
      listCod({ scope, state: params.state, page: params.page, perPage: params.perPage, q: params.q }),
    ]),
  );
  const [totals, rows] = value;
  requirePageInRange(params, totals[params.state].count);
  return data(
    {
      title: getT(context)("cod:title"),
      role: user.role,
      canPayout: can(context, "update", "Cod"),
      totals,
      rows,
      today: new Date().toISOString().slice(0, 10),
      ...params,
    },
    { headers: timing },
  );
}

export const headers = passServerTiming;

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAbility(context, request, "update", "Cod");
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: PayoutSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const paid = await recordPayout({
    scope: scopeFor(user),
    shipmentIds: submission.value.ids,
    paidOn: submission.value.paidOn,
    reference: submission.value.reference,
    by: user.id,
  });
  if (paid === 0)
    return data({ result: submission.reply({ formErrors: ["cod:validation.nothingPaid"] }) }, { status: 400 });
  return redirectWithToast(request, "/cod?state=paid_out", { key: "cod:paidOut", values: { n: paid } });
}

export default function Cod({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["cod", "shipments", "common"]);
  const lng = i18n.language;
  const [params] = useSearchParams();
  const { totals, rows, state, role } = loaderData;
  type Row = (typeof rows)[number];
  const payout = loaderData.canPayout && state === "collected" && rows.length > 0;
  const [form, fields] = useForm({
    id: "payout",
    lastResult: actionData?.result,
    constraint: getZodConstraint(PayoutSchema),
    defaultValue: { paidOn: loaderData.today },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PayoutSchema }),
  });
  return (
    <>
      <PageHeader
        title={loaderData.title}
        subtitle={
          role === "customer" ? t("subtitle.customer") : role === "agent" ? t("subtitle.agent") : t("subtitle.admin")
        }
        actions={<ExportLinks path="/cod/export" />}
      />
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          m: 0,
          mb: 2.5,
          p: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" },
        }}
        data-testid="cod-totals"
      >
        {COD_STATES.map((s) => (
          <Card component="li" key={s} sx={{ p: 2 }} data-testid={`cod-total-${s}`}>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {t(`states.${s}`)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {formatMoney(totals[s].amountMinor, "TRY", lng)}
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {t("count", { n: formatNumber(totals[s].count, lng) })}
            </Typography>
          </Card>
        ))}
      </Box>
      <Card>
        <LinkTabs
          label={t("stateLabel")}
          current={state}
          tabs={COD_STATES.map((s) => ({
            value: s,
            label: t(`states.${s}`),
            to: listHref(params, { state: s }),
            count: totals[s].count,
            countLabel: formatNumber(totals[s].count, lng),
            testId: `cod-tab-${s}`,
          }))}
        />
        <Box component={Form} method="get" role="search" aria-label={t("search")} sx={FILTER_BAR}>
          <input type="hidden" name="state" value={state} />
          <FilterField
            name="q"
            type="search"
            defaultValue={loaderData.q}
            label={t("common:actions.search")}
            placeholder={t("searchHint")}
            fullWidth={false}
            className="cod-q"
          />
          <Button type="submit" variant="outlined">
            {t("common:actions.search")}
          </Button>
        </Box>
        <DataList
          label={loaderData.title}
          testId="cod-list"
          rows={rows}
          total={totals[state].count}
          page={loaderData.page}
          perPage={loaderData.perPage}
          sort={loaderData.sort}
          dir={loaderData.dir}
          getRowId={(r) => r.id}
          rowHref={(r) => `/shipments/${r.id}`}
          empty={t(`empty.${state}`)}
          selection={payout ? { formId: "payout", name: "ids" } : undefined}
          columns={[
            {
              field: "tracking_number",
              header: t("shipments:fields.trackingNumber"),
              primary: true,
              width: 150,
              render: (r: Row) => <span className="cell-mono">{formatTrackingNumber(r.tracking_number)}</span>,
            },
            {
              field: "status",
              header: t("shipments:fields.status"),
              width: 140,
              render: (r: Row) => <StatusChip status={r.status} t={t} />,
            },
            {
              field: "receiver_name",
              header: t("shipments:fields.receiver"),
              render: (r: Row) => (
                <>
                  {r.receiver_name}
                  <div className="cell-sub">{r.receiver_city}</div>
                </>
              ),
            },
            ...(role !== "customer"
              ? [{ field: "customer_name", header: t("shipments:fields.customer"), hideOnPhone: true }]
              : []),
            {
              field: "cod_amount_minor",
              header: t("amount"),
              align: "right" as const,
              width: 130,
              render: (r: Row) => (
                <>
                  <strong data-testid="cod-amount">{formatMoney(r.cod_amount_minor ?? 0, "TRY", lng)}</strong>
                  <div className="cell-sub">{t(`shipments:codPaymentTypes.${r.cod_payment_type ?? "cash"}`)}</div>
                </>
              ),
            },
            {
              field: "created_at",
              header: state === "to_collect" ? t("shipments:fields.createdAt") : t(`dateOf.${state}`),
              sortable: true,
              width: 150,
              render: (r: Row) => (
                <>
                  {formatDate(
                    state === "paid_out"
                      ? `${r.cod_paid_out_at}T12:00:00Z`
                      : state === "collected"
                        ? (r.cod_collected_at ?? r.created_at)
                        : r.created_at,
                    lng,
                  )}
                  {state === "paid_out" && r.cod_payout_reference && (
                    <div className="cell-sub">{r.cod_payout_reference}</div>
                  )}
                </>
              ),
            },
          ]}
        />
      </Card>
      {payout && (
        <Box sx={{ mt: 2.5, maxWidth: 720 }}>
          <Section title={t("payout.title")} subheader={t("payout.hint")} testId="payout">
            <Form method="post" {...getFormProps(form)}>
              <input type="hidden" name="intent" value="payout" />
              <FormErrors errors={[...(form.errors ?? []), ...(fields.ids.errors ?? [])]} />
              <Box
                sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 2fr" }, alignItems: "start" }}
              >
                <TextInput
                  meta={fields.paidOn}
                  type="date"
                  label={t("payout.paidOn")}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextInput meta={fields.reference} label={t("payout.reference")} />
              </Box>
              <Box sx={{ mt: 2 }}>
                <SubmitButton busyIntent="payout">{t("payout.submit")}</SubmitButton>
              </Box>
            </Form>
          </Section>
        </Box>
      )}
      {!payout && actionData?.result && <FormErrors errors={actionData.result.error?.[""] ?? undefined} />}
    </>
  );
}

const FILTER_BAR = {
  display: "flex",
  gap: 1.5,
  flexWrap: "wrap",
  alignItems: "center",
  px: 2,
  py: 1.5,
  borderBottom: 1,
  borderColor: "divider",
  "& .cod-q": { flex: "1 1 260px", maxWidth: 420 },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
