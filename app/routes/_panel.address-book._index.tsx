import AddOutlined from "@mui/icons-material/AddOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import FileUploadOutlined from "@mui/icons-material/FileUploadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { Route } from "./+types/_panel.address-book._index";
import { DataList } from "~/components/data-list/DataList";
import { listParamsSchema, parseListParams, requirePageInRange } from "~/components/data-list/params";
import { FilterField } from "~/components/forms/FilterField";
import { PageHeader } from "~/components/PageHeader";
import { ADDRESS_BOOK_SORTS } from "~/lib/address-book/schema";
import { requireAbility } from "~/lib/auth/auth.server";
import { formatDateTime } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { countryName } from "~/lib/shipments/countries";
import { addressBookScopeFor, listAddresses } from "~/models/address-book.server";

/** The address book: a customer's saved addresses (staff: those of the customers they serve), searched and paged in SQL. */
const QuerySchema = listParamsSchema({ sortable: ADDRESS_BOOK_SORTS, defaultSort: "label", defaultDir: "asc" });

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "AddressBook");
  const params = parseListParams(url, QuerySchema);
  const { rows, total } = await listAddresses({ scope: addressBookScopeFor(user), ...params });
  requirePageInRange(params, total);
  return {
    title: getT(context)("address-book:title"),
    owner: user.role === "customer",
    rows,
    total,
    ...params,
  };
}

export default function AddressBook({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["address-book", "shipments", "common"]);
  const { rows, total, owner, q } = loaderData;
  const exportHref = `/address-book/export.csv${q ? `?q=${encodeURIComponent(q)}` : ""}`;
  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={owner ? t("subtitle") : t("subtitleStaff")}
        actions={
          <>
            <Button component="a" href={exportHref} variant="outlined" startIcon={<FileDownloadOutlined />}>
              {t("export")}
            </Button>
            {owner && (
              <>
                <Button
                  component={Link}
                  to="/address-book/import"
                  variant="outlined"
                  startIcon={<FileUploadOutlined />}
                >
                  {t("import.title")}
                </Button>
                <Button
                  component={Link}
                  to="/address-book/new"
                  variant="contained"
                  startIcon={<AddOutlined />}
                  data-testid="address-new"
                >
                  {t("new")}
                </Button>
              </>
            )}
          </>
        }
      />
      <Card>
        <Box component={Form} method="get" sx={FILTER_CSS}>
          <FilterField name="q" defaultValue={q} label={t("search")} type="search" className="f-q" />
          <Button type="submit" variant="outlined">
            {t("common:actions.search")}
          </Button>
        </Box>
        <DataList
          label={t("title")}
          testId="address-list"
          rows={rows}
          total={total}
          page={loaderData.page}
          perPage={loaderData.perPage}
          sort={loaderData.sort}
          dir={loaderData.dir}
          getRowId={(r) => r.id}
          rowHref={(r) => `/address-book/${r.id}`}
          empty={q ? t("emptySearch") : t("empty")}
          columns={[
            { field: "label", header: t("fields.label"), primary: true, sortable: true },
            {
              field: "name",
              header: t("shipments:fields.name"),
              render: (r) => (
                <>
                  {r.name}
                  {r.company_name && <div className="cell-sub">{r.company_name}</div>}
                </>
              ),
            },
            {
              field: "city",
              header: t("shipments:fields.city"),
              render: (r) => `${r.city}${r.county ? ` / ${r.county}` : ""} · ${countryName(r.country, i18n.language)}`,
            },
            { field: "phone", header: t("shipments:fields.phone"), hideOnPhone: true },
            ...(owner ? [] : [{ field: "customer_name" as const, header: t("fields.customer") }]),
            {
              field: "created_at",
              header: t("fields.createdAt"),
              sortable: true,
              hideOnPhone: true,
              render: (r) => formatDateTime(r.created_at, i18n.language),
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
  "& .f-q": { maxWidth: 360 },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
