import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import AddOutlined from "@mui/icons-material/AddOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.shipments._index";
import { DataList } from "~/components/data-list/DataList";
import { listHref, listParamsSchema, parseListParams, requirePageInRange } from "~/components/data-list/params";
import { LinkTabs } from "~/components/LinkTabs";
import { FILTER_BAR_SX, FilterField } from "~/components/forms/FilterField";
import { PageHeader } from "~/components/PageHeader";
import { StatusChip } from "~/components/shipments/status";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { TIME_SHORT, formatDate, formatNumber } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { countryName } from "~/lib/shipments/countries";
import { OUTSIDE_SHIPPING_TYPES, SHIPMENT_STATUSES, SHIPPING_TYPES } from "~/lib/shipments/domain";
import { enumLabels } from "~/lib/i18n/i18n";
import { formatMoney, formatWeight } from "~/lib/shipments/format";
import { formatTrackingNumber } from "~/lib/shipments/tracking-number";
import { SHIPMENT_SORTS, listShipments, scopeFor } from "~/models/shipments.server";
import { passServerTiming, timedDb } from "~/lib/server-timing";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";

/** My cargos (customers), the branch's shipments (agents), every shipment (admins): filters, search, sort and pages in the URL. */
/** A real calendar day (2026-02-31 is not one). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  });
const QuerySchema = listParamsSchema({ sortable: SHIPMENT_SORTS, defaultSort: "created_at" }).extend({
  status: z.enum(SHIPMENT_STATUSES).optional().catch(undefined),
  type: z.enum(SHIPPING_TYPES).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
});

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Shipment");
  const params = parseListParams(url, QuerySchema);
  const { value, timing } = await timedDb(
    listShipments({ scope: scopeFor(user), ...params, q: params.q || undefined }),
  );
  const { rows, total, statusCounts } = value;
  requirePageInRange(params, total);
  const t = getT(context);
  const payload = {
    title: user.role === "customer" ? t("shipments:title.list") : t("shipments:title.listStaff"),
    role: user.role,
    canCreate: can(context, "create", "Shipment"),
    rows,
    total,
    statusCounts,
    ...params,
  };
  return data(payload, { headers: timing });
}

export const headers = passServerTiming;

export default function Shipments({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["shipments", "common", "shipment-import"]);
  const [params] = useSearchParams();
  const { rows, total, statusCounts, role } = loaderData;
  const lng = i18n.language;
  type Row = (typeof rows)[number];
  const allCount = Object.values(statusCounts).reduce((a, b) => a + b, 0);
  const labels = {
    status: enumLabels(t, "status", SHIPMENT_STATUSES),
    shipping: enumLabels(t, "shippingTypes", SHIPPING_TYPES),
    outside: enumLabels(t, "outsideShippingTypes", OUTSIDE_SHIPPING_TYPES),
  };
  const subtitle =
    role === "customer" ? t("subtitle.list") : role === "agent" ? t("subtitle.listAgent") : t("subtitle.listAdmin");
  return (
    <>
      <PageHeader
        title={loaderData.title}
        subtitle={subtitle}
        actions={
          loaderData.canCreate && (
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
              <Button
                component={Link}
                to="/shipments/import"
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                data-testid="import-shipments"
              >
                {t("shipment-import:button")}
              </Button>
              <Button
                component={Link}
                to="/shipments/new"
                variant="contained"
                startIcon={<AddOutlined />}
                data-testid="new-shipment"
              >
                {t("list.new")}
              </Button>
            </Box>
          )
        }
      />
      <Card>
        <LinkTabs
          label={t("fields.status")}
          current={loaderData.status ?? "all"}
          tabs={[
            {
              value: "all",
              label: t("list.all"),
              to: listHref(params, { status: null }),
              count: allCount,
              countLabel: formatNumber(allCount, lng),
            },
            ...SHIPMENT_STATUSES.map((s) => ({
              value: s,
              label: t(`status.${s}`),
              to: listHref(params, { status: s }),
              count: statusCounts[s],
              countLabel: formatNumber(statusCounts[s], lng),
              testId: `tab-${s}`,
            })),
          ]}
        />
        <Box component={Form} method="get" role="search" aria-label={t("list.filter")} sx={FILTER_CSS}>
          {loaderData.status && <input type="hidden" name="status" value={loaderData.status} />}
          <FilterField
            name="q"
            type="search"
            defaultValue={loaderData.q}
            label={t("common:actions.search")}
            placeholder={t("list.search")}
            fullWidth={false}
            className="f-q"
          />
          <FilterField
            name="type"
            select
            defaultValue={loaderData.type}
            label={t("fields.type")}
            fullWidth={false}
            className="f-type"
          >
            <option value="">{t("list.anyType")}</option>
            {SHIPPING_TYPES.map((s) => (
              <option key={s} value={s}>
                {t(`shippingTypes.${s}`)}
              </option>
            ))}
          </FilterField>
          <FilterField
            name="from"
            type="date"
            defaultValue={loaderData.from}
            label={t("list.from")}
            fullWidth={false}
            className="f-date"
          />
          <FilterField
            name="to"
            type="date"
            defaultValue={loaderData.to}
            label={t("list.to")}
            fullWidth={false}
            className="f-date"
          />
          <Button type="submit" variant="outlined">
            {t("list.filter")}
          </Button>
          <Button component={Link} to="/shipments">
            {t("list.reset")}
          </Button>
          <Typography
            variant="body2"
            className="f-total"
            sx={{ color: "text.secondary" }}
            data-testid="shipments-total"
          >
            {t("list.total", { n: formatNumber(total, lng) })}
          </Typography>
        </Box>
        <DataList
          label={loaderData.title}
          testId="shipments-list"
          rows={rows}
          total={total}
          page={loaderData.page}
          perPage={loaderData.perPage}
          sort={loaderData.sort}
          dir={loaderData.dir}
          getRowId={(r) => r.id}
          rowHref={(r) => `/shipments/${r.id}`}
          empty={t("list.empty")}
          columns={[
            // Widths that let an administrator's ten columns fit a 1,280 px screen with the menu open: the type carries the
            // pieces and weight, the customer its branch, and the date its time, each as a second line.
            {
              field: "tracking_number",
              header: t("fields.trackingNumber"),
              primary: true,
              sortable: true,
              width: 150,
              render: (r) => <span className="cell-mono">{formatTrackingNumber(r.tracking_number)}</span>,
            },
            {
              field: "status",
              header: t("fields.status"),
              sortable: true,
              width: 140,
              render: (r) => <StatusChip status={r.status} t={t} />,
            },
            {
              field: "receiver_name",
              header: t("fields.receiver"),
              sortable: true,
              render: (r) => (
                <>
                  {r.receiver_name}
                  <div className="cell-sub">{`${r.receiver_city}, ${countryName(r.receiver_country, lng)}`}</div>
                </>
              ),
            },
            {
              field: "sender_name",
              header: t("fields.sender"),
              hideOnPhone: true,
              render: (r) => (
                <>
                  {r.sender_name}
                  <div className="cell-sub">{`${r.sender_city}, ${countryName(r.sender_country, lng)}`}</div>
                </>
              ),
            },
            {
              field: "shipping_type",
              header: t("fields.type"),
              width: 120,
              render: (r) => (
                <>
                  {labels.shipping[r.shipping_type]}
                  <div className="cell-sub">{`${labels.outside[r.outside_shipping_type]} · ${r.piece_count} · ${formatWeight(r.total_weight_g, lng)}`}</div>
                </>
              ),
            },
            {
              // The carriage price as booked; below it, what the courier collects (COD) or that the receiver pays.
              field: "price_minor",
              header: t("fields.price"),
              align: "right",
              hideOnPhone: true,
              width: 120,
              render: (r) => (
                <>
                  <span data-testid="row-price">
                    {r.price_minor !== null && r.price_currency
                      ? formatMoney(r.price_minor, r.price_currency, lng)
                      : "—"}
                  </span>
                  {(r.cod_amount_minor !== null || r.payer === "receiver") && (
                    <div className="cell-sub">
                      {r.cod_amount_minor !== null
                        ? t("list.codShort", { amount: formatMoney(r.cod_amount_minor, "TRY", lng) })
                        : t("payers.receiver")}
                    </div>
                  )}
                </>
              ),
            },
            ...(role !== "customer"
              ? [
                  {
                    field: "customer_name",
                    header: t("fields.customer"),
                    render: (r: Row) => (
                      <>
                        {r.customer_name}
                        {role === "admin" && r.branch_name && <div className="cell-sub">{r.branch_name}</div>}
                      </>
                    ),
                  },
                ]
              : []),
            {
              field: "created_at",
              header: t("fields.createdAt"),
              sortable: true,
              width: 110,
              render: (r) => (
                <>
                  {formatDate(r.created_at, lng)}
                  <div className="cell-sub">{formatDate(r.created_at, lng, TIME_SHORT)}</div>
                </>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

/** The filter bar: one static style for the row and its fields' widths. */
const FILTER_CSS = {
  ...FILTER_BAR_SX,
  alignItems: "center",
  "& .f-q": { flex: "1 1 260px", maxWidth: 380 },
  "& .f-type": { width: 150 },
  "& .f-date": { width: 160 },
  "& .f-total": { ml: "auto" },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

// A read-mostly screen whose fields are all uncontrolled: it hydrates on the visitor's first move.
export const handle = hydrateOnIntent;
