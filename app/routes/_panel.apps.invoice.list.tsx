import AddRounded from "@mui/icons-material/AddRounded";
import EditOutlined from "@mui/icons-material/EditOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.apps.invoice.list";
import { PageHeader } from "~/components/PageHeader";
import { DeleteButton } from "~/components/demo/invoice/DeleteButton";
import { InvoiceStatusBadge } from "~/components/demo/invoice/InvoiceStatusBadge";
import { Pager } from "~/components/demo/invoice/Pager";
import { CURRENCY } from "~/components/demo/invoice/form";
import { requireDemo } from "~/lib/demo.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { parseId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { redirectWithToast } from "~/lib/toast.server";
import { MockError, initials } from "~/mock/core";
import { INVOICE_STATUSES, InvoiceListQuery, deleteInvoice, listInvoices } from "~/mock/invoices";

/**
 * The demo's strings this screen draws, there before its first render (app/i18n.client.ts). Every control is a
 * link or a form, so the list hydrates on intent like the panel's lists (app/lib/hydrate-on-intent.ts); a delete
 * clicked before then goes through as it does without JavaScript.
 */
export const handle = { ...hydrateOnIntent, i18n: ["demo-invoice"] };

const PER_PAGE = [10, 25, 50] as const;

/** The demo invoices: search, status, paging in the URL; view, edit, print and delete on every row. */
export function loader({ request, context, url }: Route.LoaderArgs) {
  requireDemo(context, request);
  const raw = Object.fromEntries(url.searchParams);
  const perPage = PER_PAGE.find((n) => String(n) === raw.perPage) ?? 10;
  const parsed = InvoiceListQuery.safeParse({ ...raw, perPage: String(perPage) });
  const query = parsed.success ? parsed.data : InvoiceListQuery.parse({ perPage: String(perPage) });
  const { invoices, total } = listInvoices(query);
  return {
    title: getT(context, ["demo-invoice"])("list.title"),
    invoices,
    total,
    query: { q: query.q, status: query.status ?? "", page: query.page, perPage },
  };
}

export async function action({ url, request, context }: Route.ActionArgs) {
  requireDemo(context, request);
  const form = await request.formData();
  const id = parseId(String(form.get("id") ?? ""));
  if (form.get("intent") !== "delete" || id === null) throw data(null, { status: 400 });
  try {
    deleteInvoice(id);
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  return redirectWithToast(request, `/apps/invoice/list${url.search}`, {
    key: "demo-invoice:toast.deleted",
    values: { id },
  });
}

const head = { py: 1.25, px: 1.5, textAlign: "left", fontWeight: 600, fontSize: 13, whiteSpace: "nowrap" } as const;
const cell = { py: 1, px: 1.5, borderTop: 1, borderColor: "divider", verticalAlign: "middle" } as const;

export default function InvoiceList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-invoice", "common"]);
  const { invoices, total, query } = loaderData;
  const lng = i18n.language;
  const money = (major: number) => formatMoney(Math.round(major * 100), CURRENCY, lng);
  const pages = Math.max(1, Math.ceil(total / query.perPage));
  return (
    <>
      <PageHeader
        title={t("list.title")}
        subtitle={t("list.subtitle", { total })}
        actions={
          <Button component={Link} to="/apps/invoice/add" variant="contained" startIcon={<AddRounded />}>
            {t("list.add")}
          </Button>
        }
      />
      <Card>
        <Box
          component={Form}
          method="get"
          role="search"
          aria-label={t("list.filters")}
          sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, p: 2, alignItems: "center" }}
        >
          <TextField
            name="q"
            type="search"
            size="small"
            fullWidth={false}
            label={t("list.search")}
            defaultValue={query.q}
            sx={{ flex: "1 1 220px" }}
          />
          <TextField
            name="status"
            select
            size="small"
            fullWidth={false}
            label={t("list.status")}
            defaultValue={query.status}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          >
            <option value="">{t("list.allStatuses")}</option>
            {INVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </TextField>
          <TextField
            name="perPage"
            select
            size="small"
            fullWidth={false}
            label={t("list.perPage")}
            defaultValue={String(query.perPage)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ width: 110 }}
          >
            {PER_PAGE.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="outlined">
            {t("list.apply")}
          </Button>
        </Box>
        <Box sx={{ overflowX: "auto" }}>
          <Box
            component="table"
            sx={{ width: "100%", borderCollapse: "collapse", minWidth: 760 }}
            data-testid="invoice-table"
          >
            <caption style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
              {t("list.caption")}
            </caption>
            <thead>
              <tr>
                <Box component="th" scope="col" sx={head}>
                  #
                </Box>
                <Box component="th" scope="col" sx={head}>
                  {t("list.status")}
                </Box>
                <Box component="th" scope="col" sx={head}>
                  {t("list.client")}
                </Box>
                <Box component="th" scope="col" sx={{ ...head, textAlign: "right" }}>
                  {t("list.total")}
                </Box>
                <Box component="th" scope="col" sx={head}>
                  {t("fields.issuedDate")}
                </Box>
                <Box component="th" scope="col" sx={{ ...head, textAlign: "right" }}>
                  {t("list.balance")}
                </Box>
                <Box component="th" scope="col" sx={head}>
                  {t("list.actions")}
                </Box>
              </tr>
            </thead>
            <tbody>
              {invoices.map((inv) => (
                <tr key={inv.id} data-testid={`invoice-${inv.id}`}>
                  <Box component="td" sx={cell}>
                    <Link to={`/apps/invoice/view/${inv.id}`}>#{inv.id}</Link>
                  </Box>
                  <Box component="td" sx={cell}>
                    <InvoiceStatusBadge status={inv.invoiceStatus} />
                  </Box>
                  <Box component="td" sx={cell}>
                    <Box sx={{ display: "flex", alignItems: "center", gap: 1.25 }}>
                      <Avatar
                        src={inv.avatar || undefined}
                        alt=""
                        sx={{
                          width: 34,
                          height: 34,
                          fontSize: 14,
                          bgcolor: "primary.main",
                          color: "primary.contrastText",
                        }}
                      >
                        {initials(inv.client.name)}
                      </Avatar>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {inv.client.name}
                        </Typography>
                        <Typography variant="caption" color="textSecondary">
                          {inv.client.companyEmail}
                        </Typography>
                      </Box>
                    </Box>
                  </Box>
                  <Box
                    component="td"
                    sx={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}
                    data-testid="row-total"
                  >
                    {money(inv.total)}
                  </Box>
                  <Box component="td" sx={{ ...cell, whiteSpace: "nowrap" }}>
                    {formatDate(`${inv.issuedDate}T12:00:00Z`, lng)}
                  </Box>
                  <Box component="td" sx={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}>
                    {inv.balance === 0 ? (
                      <Chip size="small" color="success" variant="outlined" label={t("list.paid")} />
                    ) : (
                      money(inv.balance)
                    )}
                  </Box>
                  <Box component="td" sx={{ ...cell, whiteSpace: "nowrap" }}>
                    <IconButton
                      component={Link}
                      to={`/apps/invoice/view/${inv.id}`}
                      size="small"
                      aria-label={t("list.view", { id: inv.id })}
                    >
                      <VisibilityOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      component={Link}
                      to={`/apps/invoice/edit/${inv.id}`}
                      size="small"
                      aria-label={t("list.edit", { id: inv.id })}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      component={Link}
                      to={`/apps/invoice/print/${inv.id}`}
                      reloadDocument
                      size="small"
                      aria-label={t("list.print", { id: inv.id })}
                    >
                      <PrintOutlined fontSize="small" />
                    </IconButton>
                    <DeleteButton
                      id={inv.id}
                      label={t("list.delete", { id: inv.id })}
                      question={t("list.deleteQuestion", { id: inv.id, name: inv.client.name })}
                    />
                  </Box>
                </tr>
              ))}
              {invoices.length === 0 && (
                <tr>
                  <Box component="td" colSpan={7} sx={{ ...cell, textAlign: "center", py: 4 }}>
                    {t("common:messages.noResults")}
                  </Box>
                </tr>
              )}
            </tbody>
          </Box>
        </Box>
        <Box sx={{ p: 2 }}>
          <Pager page={query.page} pages={pages} label={t("list.pages")} />
        </Box>
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
