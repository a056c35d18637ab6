import Download from "@mui/icons-material/Download";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { Route } from "./+types/_panel.datatables.$name";
import { DataList } from "~/components/data-list/DataList";
import { FilterField } from "~/components/forms/FilterField";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { STAFF_STATUSES, STATUS_COLORS } from "~/components/demo/gallery/staff";
import { formatDate } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { FILTER_COLUMNS, TableQuery, tableData } from "~/mock/datatables";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery"] };

/**
 * The data table demos on the demo model's `/api/datatables/data` (the same function, called directly): search
 * `q`, paging `page`/`perPage`, sort `sort`/`dir`, and on the advanced table a search per column, a status filter
 * and a CSV export of what the filters select. The server draws the page as a plain table; MUI X DataGrid takes
 * over in server mode once scripts run on a wide screen (DataList).
 */
export function loader({ params, url, request, context }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "datatables", params.name);
  const parsed = TableQuery.safeParse(Object.fromEntries(url.searchParams));
  // A hand-edited address with a bad value shows the first page rather than an error.
  const query = parsed.success ? parsed.data : TableQuery.parse({});
  const advanced = demo.name === "advanced";
  const effective = advanced
    ? query
    : { ...query, full_name: undefined, post: undefined, email: undefined, city: undefined, status: undefined };
  return { ...demo, query: effective, ...tableData(effective) };
}

export default function DataTable({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-gallery", "common"]);
  const { name, query, data, total } = loaderData;
  const advanced = name === "advanced";
  const exportQuery = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) =>
      v === undefined || v === "" || k === "page" || k === "perPage" ? [] : [[k, String(v)]],
    ),
  ).toString();
  return (
    <GalleryDemo
      gallery="datatables"
      name={name}
      source="app/routes/_panel.datatables.$name.tsx"
      actions={
        advanced && (
          <Button
            component={Link}
            to={`/datatables/export.csv${exportQuery ? `?${exportQuery}` : ""}`}
            reloadDocument
            variant="outlined"
            startIcon={<Download />}
            data-testid="export-csv"
          >
            {t("datatables.s.csv")}
          </Button>
        )
      }
    >
      <Card>
        <Box
          component={Form}
          method="get"
          data-testid="table-filters"
          sx={{
            display: "grid",
            gap: 1.5,
            p: 2,
            borderBottom: 1,
            borderColor: "divider",
            gridTemplateColumns: advanced
              ? { xs: "1fr", sm: "1fr 1fr", lg: "repeat(3, 1fr)" }
              : { xs: "1fr auto", sm: "minmax(0, 360px) auto" },
            alignItems: "center",
          }}
        >
          {query.sort && <input type="hidden" name="sort" value={query.sort} />}
          {query.sort && <input type="hidden" name="dir" value={query.dir} />}
          {query.perPage !== 10 && <input type="hidden" name="perPage" value={query.perPage} />}
          <FilterField name="q" type="search" defaultValue={query.q} label={t("datatables.s.search")} />
          {advanced &&
            FILTER_COLUMNS.map((c) => (
              <FilterField
                key={c}
                name={c}
                type="search"
                defaultValue={query[c] ?? ""}
                label={t("datatables.s.columnSearch", { column: t(`datatables.col.${c}`) })}
              />
            ))}
          {advanced && (
            <FilterField
              name="status"
              select
              defaultValue={query.status ? String(query.status) : ""}
              label={t("datatables.col.status")}
            >
              <option value="">{t("datatables.s.allStatuses")}</option>
              {STAFF_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`datatables.status.${s}`)}
                </option>
              ))}
            </FilterField>
          )}
          <Box>
            <Button type="submit" variant="contained" data-testid="apply-filters">
              {t("common:actions.search")}
            </Button>
          </Box>
        </Box>
        <DataList
          label={t(`datatables.demos.${name}.title`)}
          testId="staff-table"
          rows={data}
          total={total}
          page={query.page}
          perPage={query.perPage}
          sort={query.sort}
          dir={query.dir}
          getRowId={(r) => r.id}
          empty={t("datatables.s.empty")}
          columns={[
            { field: "full_name", header: t("datatables.col.full_name"), primary: true, sortable: true },
            { field: "post", header: t("datatables.col.post"), sortable: true },
            { field: "email", header: t("datatables.col.email"), sortable: true, hideOnPhone: !advanced },
            { field: "city", header: t("datatables.col.city"), sortable: true },
            {
              field: "start_date",
              header: t("datatables.col.start_date"),
              sortable: true,
              render: (r) =>
                formatDate(`${r.start_date}T12:00:00Z`, i18n.language, { dateStyle: "medium", timeZone: "UTC" }),
            },
            { field: "salary", header: t("datatables.col.salary"), sortable: true, align: "right" },
            { field: "age", header: t("datatables.col.age"), sortable: true, align: "right", hideOnPhone: true },
            {
              field: "status",
              header: t("datatables.col.status"),
              sortable: true,
              render: (r) => (
                <Chip size="small" color={STATUS_COLORS[r.status]} label={t(`datatables.status.${r.status}`)} />
              ),
            },
          ]}
        />
      </Card>
    </GalleryDemo>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
