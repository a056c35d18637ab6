import AddOutlined from "@mui/icons-material/AddOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import { Form, Link, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.pickups._index";
import { DataList } from "~/components/data-list/DataList";
import { listHref, listParamsSchema, parseListParams, requirePageInRange } from "~/components/data-list/params";
import { LinkTabs } from "~/components/LinkTabs";
import { PageHeader } from "~/components/PageHeader";
import { PickupStatusChip } from "~/components/pickups/status";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { PICKUP_SORTS, PICKUP_STATUSES, PICKUP_VIEWS, turkeyToday } from "~/lib/pickups/domain";
import { listPickups, pickupScopeFor } from "~/models/pickups.server";

/**
 * Courier pickups: a customer's requests, a branch's (the city it serves), or all for admins. "Today" is
 * the day's list of the branch, in slot order by default. Paged and counted in SQL.
 */
const QuerySchema = listParamsSchema({ sortable: PICKUP_SORTS, defaultSort: "pickup_date" }).extend({
  view: z.enum(PICKUP_VIEWS).catch("all").default("all"),
  status: z.enum(PICKUP_STATUSES).optional().catch(undefined),
});

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Pickup");
  const params = parseListParams(url, QuerySchema);
  // Today's list reads in slot order unless another order is asked for.
  if (params.view === "today" && !url.searchParams.has("sort")) Object.assign(params, { sort: "slot", dir: "asc" });
  const today = turkeyToday();
  const list = await listPickups({ scope: pickupScopeFor(user), today, ...params });
  requirePageInRange(params, list.total);
  return {
    title: getT(context)("pickups:title"),
    customer: user.role === "customer",
    admin: user.role === "admin",
    canRequest: user.role === "customer" && can(context, "create", "Pickup"),
    today,
    ...list,
    ...params,
  };
}

export default function Pickups({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["pickups", "common"]);
  const [params] = useSearchParams();
  const { rows, total, view, status, viewCounts, customer, admin } = loaderData;
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, i18n.language);
  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={customer ? t("subtitle") : t("subtitleStaff")}
        actions={
          loaderData.canRequest && (
            <Button
              component={Link}
              to="/pickups/new"
              variant="contained"
              startIcon={<AddOutlined />}
              data-testid="pickup-new"
            >
              {t("new")}
            </Button>
          )
        }
      />
      <Card>
        <LinkTabs
          label={t("views.label")}
          current={view}
          testId="pickup-views"
          tabs={PICKUP_VIEWS.map((v) => ({
            value: v,
            label: t(`views.${v}`),
            count: viewCounts[v],
            to: listHref(params, { view: v === "all" ? null : v, sort: null, dir: null }),
            testId: `pickup-view-${v}`,
          }))}
        />
        <Box component={Form} method="get" sx={FILTER_CSS}>
          {view !== "all" && <input type="hidden" name="view" value={view} />}
          <TextField
            select
            name="status"
            size="small"
            label={t("fields.status")}
            defaultValue={status ?? ""}
            className="f-status"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t("allStatuses")}</option>
            {PICKUP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {`${t(`status.${s}`)} (${loaderData.statusCounts[s]})`}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="outlined">
            {t("filter")}
          </Button>
        </Box>
        <DataList
          label={t("title")}
          testId="pickup-list"
          rows={rows}
          total={total}
          page={loaderData.page}
          perPage={loaderData.perPage}
          sort={loaderData.sort}
          dir={loaderData.dir}
          getRowId={(r) => r.id}
          rowHref={(r) => `/pickups/${r.id}`}
          empty={view === "today" ? t("emptyToday") : t("empty")}
          columns={[
            {
              field: "pickup_date",
              header: t("fields.date"),
              primary: true,
              sortable: true,
              render: (r) => day(r.pickup_date),
            },
            { field: "slot", header: t("fields.slot"), sortable: true, render: (r) => t(`slots.${r.slot}`) },
            {
              field: "status",
              header: t("fields.status"),
              sortable: true,
              render: (r) => <PickupStatusChip status={r.status} />,
            },
            {
              field: "name",
              header: t("fields.address"),
              render: (r) => (
                <>
                  {r.name}
                  <div className="cell-sub">{`${r.district}, ${r.county} / ${r.city}`}</div>
                </>
              ),
            },
            { field: "parcel_count", header: t("fields.parcelCount"), align: "right" },
            ...(customer ? [] : [{ field: "customer_name", header: t("fields.customer") }]),
            ...(admin ? [{ field: "branch_name", header: t("fields.branch"), hideOnPhone: true }] : []),
            {
              field: "agent_name",
              header: t("fields.agent"),
              hideOnPhone: true,
              render: (r) => r.agent_name ?? "—",
            },
          ]}
        />
      </Card>
    </>
  );
}

const FILTER_CSS = {
  display: "flex",
  gap: 1,
  p: 2,
  borderBottom: 1,
  borderColor: "divider",
  alignItems: "center",
  "& .f-status": { minWidth: 200 },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
