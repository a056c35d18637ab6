import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import AddOutlined from "@mui/icons-material/AddOutlined";
import LocalPrintshopOutlined from "@mui/icons-material/LocalPrintshopOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useSearchParams } from "react-router";
import type { Route } from "./+types/_panel.shipments._index";
import { DataList } from "~/components/data-list/DataList";
import { ExportLinks } from "~/components/exports/ExportLinks";
import { listHref, parseListParams, requirePageInRange } from "~/components/data-list/params";
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
import { listShipments, scopeFor } from "~/models/shipments.server";
import { ShipmentListQuery } from "~/lib/shipments/list-query.server";
import { passServerTiming, timedDb } from "~/lib/server-timing";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";

/** My cargos (customers), the branch's shipments (agents), every shipment (admins): filters, search, sort and pages in the URL. */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Shipment");
  const params = parseListParams(url, ShipmentListQuery);
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
    canPrint: can(context, "print", "Shipment"),
    rows,
    total,
    statusCounts,
    ...params,
  };
  return data(payload, { headers: timing });
}

export const headers = passServerTiming;

export default function Shipments({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["shipments", "exports", "common", "shipment-import"]);
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
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <ExportLinks path="/shipments/export" />
            {loaderData.canCreate && (
              <>
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
              </>
            )}
          </Box>
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
        {loaderData.canPrint && rows.length > 0 && (
          // The rows' checkboxes (and the grid's selection) belong to this form by its id: a plain GET to the batch
          // print, so it works without JavaScript and loads the print view as a document of its own.
          <Box
            component="form"
            id="labels"
            method="get"
            action="/shipments/labels"
            sx={LABELS_BAR_CSS}
            data-testid="labels-form"
          >
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {t("exports:labels.selected")}
            </Typography>
            <Button type="submit" name="format" value="a6" size="small" startIcon={<LocalPrintshopOutlined />}>
              {t("exports:labels.a6")}
            </Button>
            <Button type="submit" name="format" value="thermal" size="small" startIcon={<LocalPrintshopOutlined />}>
              {t("exports:labels.thermal")}
            </Button>
          </Box>
        )}
        <DataList
          label={loaderData.title}
          testId="shipments-list"
          selection={loaderData.canPrint ? { formId: "labels", name: "id" } : undefined}
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
            // Widths that let an administrator's ten columns and the selection boxes fit a 1,280 px screen with the menu
            // open: the type carries the pieces and weight, the customer its branch, the date its time, as second lines.
            {
              field: "tracking_number",
              header: t("fields.trackingNumber"),
              primary: true,
              sortable: true,
              width: 160,
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
              width: 110,
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
              width: 110,
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

/** The batch print's bar: a line between the filters and the list. */
const LABELS_BAR_CSS = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 1,
  px: 2,
  py: 1,
  borderBottom: 1,
  borderColor: "divider",
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

// A read-mostly screen whose fields are all uncontrolled: it hydrates on the visitor's first move.
export const handle = hydrateOnIntent;
