import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import AddOutlined from "@mui/icons-material/AddOutlined";
import WarningOutlined from "@mui/icons-material/WarningOutlined";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useSearchParams } from "react-router";
import { passServerTiming, timedDb } from "~/lib/server-timing";
import { FreightListQuery } from "~/lib/freight/list-query";
import type { Route } from "./+types/_panel.freight._index";
import { DataList, type Column } from "~/components/data-list/DataList";
import { ExportLinks } from "~/components/exports/ExportLinks";
import { listHref, parseListParams, requirePageInRange } from "~/components/data-list/params";
import { TransportChip } from "~/components/freight/TransportChip";
import { LinkTabs } from "~/components/LinkTabs";
import { OfferStatusChip } from "~/components/offers/OfferStatusChip";
import { PageHeader } from "~/components/PageHeader";
import { requireAbility } from "~/lib/auth/auth.server";
import { CARE_FILTERS, TRANSPORT_TYPES } from "~/lib/freight/domain";
import { countryName } from "~/lib/countries/countries";
import { formatDate, formatNumber } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { listBranchOptions } from "~/models/branches.server";
import { freightScopeFor, listFreightRequests } from "~/models/freight.server";
import { offerScopeFor, offersForFreights } from "~/models/offers.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { FILTER_BAR_SX, FilterField } from "~/components/forms/FilterField";

/**
 * Freight requests. Staff: all (admins) or their branch's and unassigned ones (agents), with
 * filters by mode, care and date, search by requester. Customers: their own requests with the
 * offers made for each.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Freight");
  const params = parseListParams(url, FreightListQuery);
  const scope = freightScopeFor(user);
  const isAdmin = user.role === "admin";
  const { value, timing } = await timedDb(
    Promise.all([
      listFreightRequests(scope, {
        ...params,
        q: params.q || undefined,
        type: params.type ?? null,
        from: params.from ?? null,
        to: params.to ?? null,
        branchId: isAdmin ? (params.branch ?? null) : null,
      }),
      isAdmin ? listBranchOptions() : Promise.resolve([]),
    ]),
  );
  const [{ rows, total, counts }, branches] = value;
  requirePageInRange(params, total);
  const offers =
    user.role === "customer"
      ? await offersForFreights(
          offerScopeFor(user),
          rows.map((r) => r.id),
        )
      : [];
  const t = getT(context, ["freight"]);
  const payload = {
    title: user.role === "customer" ? t("list.myTitle") : t("list.title"),
    customer: user.role === "customer",
    isAdmin,
    rows: rows.map((r) => ({ ...r, offers: offers.filter((o) => o.freight_id === r.id) })),
    total,
    counts,
    branches,
    ...params,
  };
  return data(payload, { headers: timing });
}

export const headers = passServerTiming;

export default function FreightList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["freight", "offers", "common"]);
  const [params] = useSearchParams();
  const { rows, total, counts, customer, care } = loaderData;
  type Row = (typeof rows)[number];
  const lng = i18n.language;
  const columns: Column<Row>[] = [
    { field: "number", header: t("fields.number"), primary: true, sortable: true, width: 170 },
    ...(!customer
      ? [
          {
            field: "contact_name",
            header: t("fields.requester"),
            render: (r: Row) => (
              <div>
                <div>{r.contact_name}</div>
                {r.company_name && <span className="cell-sub">{r.company_name}</span>}
              </div>
            ),
          },
        ]
      : []),
    {
      field: "transport_type",
      header: t("fields.transportType"),
      render: (r) => <TransportChip type={r.transport_type} t={t} />,
    },
    {
      field: "origin_city",
      header: t("route"),
      sortable: true,
      render: (r) => (
        <span className="cell-route">
          <span>
            <span className="cell-line">{`${r.origin_city}, ${countryName(r.origin_country, lng)}`}</span>
            <span className="cell-line cell-muted">{`→ ${r.destination_city}, ${countryName(r.destination_country, lng)}`}</span>
          </span>
          {r.is_dangerous === 1 && (
            <WarningOutlined fontSize="small" color="warning" titleAccess={t("fields.isDangerous")} />
          )}
        </span>
      ),
    },
    {
      field: "chargeable_weight_kg",
      header: t("chargeableWeight"),
      sortable: true,
      align: "right",
      render: (r) => `${formatNumber(r.chargeable_weight_kg, lng, { maximumFractionDigits: 2 })} kg`,
    },
    ...(!customer
      ? [
          {
            field: "interested_name",
            header: t("fields.interestedPerson"),
            render: (r: Row) =>
              r.taken_care ? (
                (r.interested_name ?? "—")
              ) : (
                <span className="cell-warning" data-testid="no-interested">
                  {t("common:messages.noInterestedPerson")}
                </span>
              ),
          },
          {
            field: "branch_name",
            header: t("fields.branch"),
            hideOnPhone: true,
            render: (r: Row) => r.branch_name ?? t("unassigned"),
          },
        ]
      : [
          {
            field: "offers",
            header: t("offers:nav.offers"),
            render: (r: Row) =>
              r.offers.length === 0 ? (
                <span className="cell-muted">{t("list.noOffersYet")}</span>
              ) : (
                <span className="cell-stack">
                  {r.offers.map((o) => (
                    <span key={o.id} className="cell-parts">
                      <Link to={`/offers/${o.id}`}>{o.number}</Link>
                      <OfferStatusChip status={o.status} t={t} />
                      <span>{formatMoney(o.total_minor, o.currency, lng)}</span>
                    </span>
                  ))}
                </span>
              ),
          },
        ]),
    { field: "created_at", header: t("fields.date"), sortable: true, render: (r) => formatDate(r.created_at, lng) },
  ];

  return (
    <>
      <PageHeader
        title={loaderData.title}
        subtitle={customer ? t("list.mySubtitle") : t("list.subtitle")}
        actions={
          <>
            <ExportLinks path="/freight/export" />
            <Button component={Link} to="/freight/calculate" variant="contained" startIcon={<AddOutlined />}>
              {t("list.new")}
            </Button>
          </>
        }
      />
      <Card>
        {!customer && (
          <LinkTabs
            label={t("list.careTabs")}
            current={care}
            testId="care-tabs"
            tabs={CARE_FILTERS.map((c) => ({
              value: c,
              label: t(`list.care.${c}`),
              count: counts[c],
              to: listHref(params, { care: c === "all" ? null : c }),
            }))}
          />
        )}
        <Box component={Form} method="get" sx={FILTER_CSS}>
          {care !== "all" && <input type="hidden" name="care" value={care} />}
          <FilterField
            name="q"
            defaultValue={loaderData.q}
            label={customer ? t("list.searchOwn") : t("list.search")}
            type="search"
            className="f-q"
          />
          <FilterField
            name="type"
            select
            defaultValue={loaderData.type}
            label={t("fields.transportType")}
            className="f-type"
          >
            <option value="">{t("list.allModes")}</option>
            {TRANSPORT_TYPES.map((m) => (
              <option key={m} value={m}>
                {t(`transportTypes.${m}`)}
              </option>
            ))}
          </FilterField>
          <FilterField
            name="from"
            type="date"
            defaultValue={loaderData.from}
            label={t("list.from")}
            className="f-date"
          />
          <FilterField name="to" type="date" defaultValue={loaderData.to} label={t("list.to")} className="f-date" />
          {loaderData.isAdmin && (
            <FilterField
              name="branch"
              select
              defaultValue={loaderData.branch}
              label={t("fields.branch")}
              className="f-branch"
            >
              <option value="">{t("list.allBranches")}</option>
              <option value="none">{t("unassigned")}</option>
              {loaderData.branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </FilterField>
          )}
          <Button type="submit" variant="outlined">
            {t("list.filter")}
          </Button>
          {(loaderData.q || loaderData.type || loaderData.from || loaderData.to || loaderData.branch) && (
            <Button component={Link} to={care === "all" ? "/freight" : `/freight?care=${care}`}>
              {t("list.clear")}
            </Button>
          )}
        </Box>
        <DataList
          label={loaderData.title}
          testId="freight-list"
          rows={rows}
          total={total}
          page={loaderData.page}
          perPage={loaderData.perPage}
          sort={loaderData.sort}
          dir={loaderData.dir}
          getRowId={(r) => r.id}
          rowHref={(r) => `/freight/${r.id}`}
          empty={customer ? t("list.emptyOwn") : undefined}
          columns={columns}
          autoRowHeight
        />
      </Card>
    </>
  );
}

/** The filter bar: one static style for the row and its fields' widths (full width on a phone). */
const FILTER_CSS = {
  ...FILTER_BAR_SX,
  alignItems: "center",
  "& .f-q": { width: { xs: "100%", sm: 240 } },
  "& .f-type": { width: { xs: "100%", sm: 160 } },
  "& .f-date": { width: { xs: "47%", sm: 160 } },
  "& .f-branch": { width: { xs: "100%", sm: 200 } },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

// A read-mostly screen whose fields are all uncontrolled: it hydrates on the visitor's first move.
export const handle = hydrateOnIntent;
