import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useSearchParams } from "react-router";
import { passServerTiming, timedDb } from "~/lib/server-timing";
import { OfferListQuery } from "~/lib/offers/list-query";
import type { Route } from "./+types/_panel.offers._index";
import { DataList, type Column } from "~/components/data-list/DataList";
import { ExportLinks } from "~/components/exports/ExportLinks";
import { listHref, parseListParams, requirePageInRange } from "~/components/data-list/params";
import { LinkTabs } from "~/components/LinkTabs";
import { OfferStatusChip } from "~/components/offers/OfferStatusChip";
import { PageHeader } from "~/components/PageHeader";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { CURRENCIES, formatMoney } from "~/lib/money";
import { OFFER_STATUS_FILTERS } from "~/lib/offers/domain";
import { listOffers, offerScopeFor } from "~/models/offers.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { FILTER_BAR_SX, FilterField } from "~/components/forms/FilterField";

/** Price offers: staff see all or their branch's; customers the offers made to them, once sent. */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Offer");
  const params = parseListParams(url, OfferListQuery);
  const customer = user.role === "customer";
  const status = customer && params.status === "draft" ? "all" : params.status;
  const { value, timing } = await timedDb(
    listOffers(offerScopeFor(user), { ...params, status, q: params.q || undefined, currency: params.currency ?? null }),
  );
  const { rows, total, counts } = value;
  requirePageInRange(params, total);
  const t = getT(context, ["offers"]);
  const payload = {
    title: customer ? t("list.myTitle") : t("list.title"),
    customer,
    mayCreate: can(context, "create", "Offer"),
    rows,
    total,
    counts,
    ...params,
    status,
  };
  return data(payload, { headers: timing });
}

export const headers = passServerTiming;

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["offers", "common"]);
  const [params] = useSearchParams();
  const { rows, total, counts, customer, status } = loaderData;
  type Row = (typeof rows)[number];
  const lng = i18n.language;
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, lng);
  const tabs = OFFER_STATUS_FILTERS.filter((s) => !(customer && s === "draft"));
  const columns: Column<Row>[] = [
    { field: "number", header: t("fields.number"), primary: true, sortable: true, width: 170 },
    ...(!customer
      ? [
          { field: "offer_to", header: t("fields.offerTo"), sortable: true },
          { field: "bidder_name", header: t("fields.bidder"), hideOnPhone: true },
        ]
      : []),
    {
      field: "freight_number",
      header: t("fields.freight"),
      hideOnPhone: true,
      width: 160,
      render: (r) => r.freight_number ?? "—",
    },
    { field: "date", header: t("fields.date"), sortable: true, render: (r) => day(r.date) },
    { field: "valid_until", header: t("fields.validUntil"), sortable: true, render: (r) => day(r.valid_until) },
    {
      field: "total_minor",
      header: t("fields.total"),
      sortable: true,
      align: "right",
      render: (r) => formatMoney(r.total_minor, r.currency, lng),
    },
    {
      field: "status",
      header: t("fields.status"),
      width: 130,
      render: (r) => <OfferStatusChip status={r.status} t={t} />,
    },
  ];
  return (
    <>
      <PageHeader
        title={loaderData.title}
        subtitle={customer ? t("list.mySubtitle") : t("list.subtitle")}
        actions={
          <>
            <ExportLinks path="/offers/export" />
            {loaderData.mayCreate && (
              <Button component={Link} to="/offers/new" variant="contained" startIcon={<AddOutlined />}>
                {t("list.new")}
              </Button>
            )}
          </>
        }
      />
      <Card>
        <LinkTabs
          label={t("list.statusTabs")}
          current={status}
          testId="offer-tabs"
          tabs={tabs.map((s) => ({
            value: s,
            label: s === "all" ? t("list.all") : t(`status.${s}`),
            count: counts[s],
            to: listHref(params, { status: s === "all" ? null : s }),
          }))}
        />
        <Box component={Form} method="get" sx={FILTER_CSS}>
          {status !== "all" && <input type="hidden" name="status" value={status} />}
          <FilterField name="q" defaultValue={loaderData.q} label={t("list.search")} type="search" className="f-q" />
          <FilterField
            name="currency"
            select
            defaultValue={loaderData.currency}
            label={t("fields.currency")}
            className="f-currency"
          >
            <option value="">{t("list.allCurrencies")}</option>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </FilterField>
          <Button type="submit" variant="outlined">
            {t("common:actions.search")}
          </Button>
        </Box>
        <DataList
          label={loaderData.title}
          testId="offer-list"
          rows={rows}
          total={total}
          page={loaderData.page}
          perPage={loaderData.perPage}
          sort={loaderData.sort}
          dir={loaderData.dir}
          getRowId={(r) => r.id}
          rowHref={(r) => `/offers/${r.id}`}
          empty={customer ? t("list.emptyOwn") : undefined}
          columns={columns}
        />
      </Card>
    </>
  );
}

/** The filter bar: one static style for the row and its fields' widths (full width on a phone). */
const FILTER_CSS = {
  ...FILTER_BAR_SX,
  "& .f-q": { width: { xs: "100%", sm: 280 } },
  "& .f-currency": { width: { xs: "100%", sm: 160 } },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

// A read-mostly screen whose fields are all uncontrolled: it hydrates on the visitor's first move.
export const handle = hydrateOnIntent;
