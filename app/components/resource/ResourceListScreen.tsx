import Card from "@mui/material/Card";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import RestoreFromTrash from "@mui/icons-material/RestoreFromTrash";
import Search from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useRef, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useSearchParams, useSubmit } from "react-router";
import { DataList } from "~/components/data-list/DataList";
import { listHref } from "~/components/data-list/params";
import { PageHeader } from "~/components/PageHeader";
import { LANGUAGE_NAMES } from "~/lib/i18n/i18n";
import { CONTENT_LOCALES } from "~/lib/content/constants";
import type { FilterDef, ListActionData, ListExtra, OptionLists, ResourceDef, Row } from "~/lib/content/resource";
import { useHydrated } from "~/lib/use-hydrated";
import { useResourceColumns } from "./cells";
import { ConfirmDialog } from "./ConfirmDialog";
import { FILTER_BAR_SX, FilterField } from "~/components/forms/FilterField";

/**
 * The list screen of every resource: views (live / deleted) with counts, search and filters in the
 * URL (a GET form), the server-paged DataList, and bulk delete or restore. Deleting asks first:
 * a dialog with JavaScript, a confirmation section answered by the server without it.
 */
export interface ListData {
  extras: ListExtra;
  rows: Row[];
  total: number;
  counts: { active: number; deleted: number };
  query: {
    q: string;
    page: number;
    perPage: number;
    sort: string;
    dir: "asc" | "desc";
    view: "active" | "deleted";
    filters: Record<string, string | undefined>;
  };
  options: OptionLists;
}

/** What one resource adds to its list screen. */
export interface ListExtras {
  /** Buttons next to "New" (menus: the order screen). */
  Actions?: ComponentType<{ data: ListData }>;
  /** Above the list card (branches: the map). */
  Above?: ComponentType<{ data: ListData }>;
  /** More bulk controls, bound to the form "bulk" (branch users: move to a branch). */
  Bulk?: ComponentType<{ data: ListData }>;
}

interface Props {
  def: ResourceDef;
  data: ListData;
  actionData?: ListActionData;
  extras?: ListExtras;
}

export function ResourceListScreen({ def, data, actionData, extras = {} }: Props) {
  const { Actions, Above, Bulk } = extras;
  const { t } = useTranslation(["content", "common"]);
  const hydrated = useHydrated();
  const columns = useResourceColumns(def, data.options);
  const people = def.deletion === "deactivate";
  const { query } = data;
  return (
    <Box data-testid="resource-screen" data-hydrated={hydrated ? "true" : undefined}>
      <PageHeader
        title={t(`${def.key}.title`)}
        subtitle={t(`${def.key}.subtitle`)}
        actions={
          <>
            {Actions && <Actions data={data} />}
            <Button
              component={Link}
              to={`${def.path}/new`}
              variant="contained"
              startIcon={<Add />}
              data-testid="resource-new"
            >
              {t(`${def.key}.new`)}
            </Button>
          </>
        }
      />
      {Above && <Above data={data} />}
      {actionData?.kind === "error" && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="list-error">
          {t(actionData.error)}
        </Alert>
      )}
      {actionData?.kind === "confirm" && <BulkConfirmation def={def} items={actionData.items} />}
      <Card>
        <ViewTabs def={def} counts={data.counts} view={query.view} />
        <Toolbar def={def} data={data} />
        <BulkBar def={def} view={query.view} extras={Bulk && <Bulk data={data} />} />
        <DataList
          label={t(`${def.key}.title`)}
          testId={`${def.key}-list`}
          rows={data.rows}
          columns={columns}
          total={data.total}
          page={query.page}
          perPage={query.perPage}
          sort={query.sort}
          dir={query.dir}
          getRowId={(r) => Number(r.id)}
          rowHref={(r) => `${def.path}/${r.id}`}
          selection={{ formId: "bulk" }}
          empty={
            <Stack spacing={1.5} sx={{ alignItems: "center" }}>
              <Typography>
                {query.view === "deleted"
                  ? t(people ? "list.noDeactivated" : "list.noDeleted")
                  : query.q || Object.values(query.filters).some(Boolean)
                    ? t("common:messages.noResults")
                    : t(`${def.key}.empty`)}
              </Typography>
              {query.view === "active" && !query.q && (
                <Button component={Link} to={`${def.path}/new`} variant="outlined" startIcon={<Add />}>
                  {t(`${def.key}.new`)}
                </Button>
              )}
            </Stack>
          }
        />
      </Card>
    </Box>
  );
}

function ViewTabs({ def, counts, view }: { def: ResourceDef; counts: ListData["counts"]; view: "active" | "deleted" }) {
  const { t } = useTranslation("content");
  const [params] = useSearchParams();
  const people = def.deletion === "deactivate";
  const tabs = [
    { value: "active", label: t(people ? "views.activePeople" : "views.active", { n: counts.active }) },
    { value: "deleted", label: t(people ? "views.deactivated" : "views.deleted", { n: counts.deleted }) },
  ];
  return (
    <Tabs value={view} aria-label={t("views.label")} sx={{ px: 2, borderBottom: 1, borderColor: "divider" }}>
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          component={Link}
          to={listHref(params, { view: tab.value === "active" ? null : tab.value })}
          data-testid={`view-${tab.value}`}
        />
      ))}
    </Tabs>
  );
}

function filterOptions(filter: FilterDef, options: OptionLists, t: (key: string) => string) {
  switch (filter.kind) {
    case "enum":
      return filter.options.map((o) => ({ value: o, label: t(`${filter.optionKey}.${o}`) }));
    case "flag":
      return [
        { value: "1", label: t(filter.yesKey) },
        { value: "0", label: t(filter.noKey) },
      ];
    case "ref":
      return (options[filter.source] ?? []).map((o) => ({ value: o.value, label: o.label }));
    case "locale":
      return CONTENT_LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));
  }
}

/** Search and filters: a GET form, so the URL holds them and the page works without JavaScript. */
function Toolbar({ def, data }: { def: ResourceDef; data: ListData }) {
  const { t } = useTranslation(["content", "common"]);
  const hydrated = useHydrated();
  const { query } = data;
  const active = Boolean(query.q) || Object.values(query.filters).some(Boolean);
  return (
    <Box component={Form} method="get" role="search" aria-label={t("common:actions.search")} sx={TOOLBAR_CSS}>
      {query.view !== "active" && <input type="hidden" name="view" value={query.view} />}
      {query.sort !== def.defaultSort && <input type="hidden" name="sort" value={query.sort} />}
      {query.dir !== def.defaultDir && <input type="hidden" name="dir" value={query.dir} />}
      <input type="hidden" name="perPage" value={query.perPage} />
      <FilterField
        name="q"
        type="search"
        defaultValue={query.q}
        label={t("common:actions.search")}
        placeholder={t("list.searchPlaceholder")}
        fullWidth={false}
        className="f-q"
        inputProps={{ "data-testid": "list-search", maxLength: 100 }}
      />
      {def.filters.map((filter) => (
        <FilterField
          key={filter.name}
          select
          name={filter.name}
          label={t(filter.labelKey)}
          defaultValue={query.filters[filter.name]}
          onChange={hydrated ? (e) => e.currentTarget.form?.requestSubmit() : undefined}
          inputProps={{ "data-testid": `filter-${filter.name}` }}
          fullWidth={false}
          className="f-filter"
        >
          <option value="">{t("list.all")}</option>
          {filterOptions(filter, data.options, t).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FilterField>
      ))}
      <Button type="submit" variant="outlined" startIcon={<Search />} data-testid="list-apply">
        {t("list.apply")}
      </Button>
      {active && (
        <Button component={Link} to={query.view === "deleted" ? "?view=deleted" : "?"}>
          {t("list.clear")}
        </Button>
      )}
      <Typography variant="body2" className="f-total" sx={{ color: "text.secondary" }} data-testid="list-total">
        {t("list.total", { n: data.total })}
      </Typography>
    </Box>
  );
}

/** The toolbar: one static style for the row, the fields' widths and the total. */
const TOOLBAR_CSS = {
  ...FILTER_BAR_SX,
  alignItems: "center",
  "& .f-q": { width: { xs: "100%", sm: 280 } },
  "& .f-filter": { minWidth: 170, flex: { xs: "1 1 45%", sm: "0 0 auto" } },
  "& .f-total": { ml: "auto" },
} as const;

/** The bulk form: row checkboxes point at it (form="bulk"). */
function BulkBar({ def, view, extras }: { def: ResourceDef; view: "active" | "deleted"; extras?: ReactNode }) {
  const { t } = useTranslation("content");
  const hydrated = useHydrated();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState<number[] | null>(null);
  const [empty, setEmpty] = useState(false);
  const people = def.deletion === "deactivate";

  const selectedIds = () => (formRef.current ? new FormData(formRef.current).getAll("ids").map(Number) : []);
  const askDelete = (event: React.MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    const ids = selectedIds();
    setEmpty(ids.length === 0);
    if (ids.length) setPending(ids);
  };
  const confirm = () => {
    const body = new FormData();
    body.set("intent", "delete");
    body.set("confirmed", "1");
    for (const id of pending ?? []) body.append("ids", String(id));
    setPending(null);
    submit(body, { method: "post" });
  };

  return (
    <Box
      component={Form}
      method="post"
      id="bulk"
      ref={formRef}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        gap: 1,
        alignItems: "center",
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      <Typography variant="body2" color="textSecondary" sx={{ mr: 1 }}>
        {t("list.withSelected")}
      </Typography>
      {view === "active" ? (
        <Button
          type="submit"
          name="intent"
          value="delete"
          color="error"
          size="small"
          startIcon={<DeleteOutline />}
          onClick={askDelete}
          data-testid="bulk-delete"
        >
          {t(people ? "list.deactivateSelected" : "list.deleteSelected")}
        </Button>
      ) : (
        <Button
          type="submit"
          name="intent"
          value="restore"
          size="small"
          startIcon={<RestoreFromTrash />}
          data-testid="bulk-restore"
        >
          {t(people ? "list.reactivateSelected" : "list.restoreSelected")}
        </Button>
      )}
      {view === "active" && extras}
      {empty && (
        <Typography variant="body2" color="error" role="status">
          {t("list.noneSelected")}
        </Typography>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t(people ? "list.confirmDeactivateTitle" : "list.confirmDeleteTitle", { n: pending?.length ?? 0 })}
        body={t(people ? "list.confirmDeactivateBody" : "list.confirmDeleteBody", { n: pending?.length ?? 0 })}
        confirmLabel={t(people ? "actions.deactivate" : "actions.delete")}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}

/** Without JavaScript: the server answers the selection with this confirmation first. */
function BulkConfirmation({ def, items }: { def: ResourceDef; items: Array<{ id: number; label: string }> }) {
  const { t } = useTranslation("content");
  const location = useLocation();
  const people = def.deletion === "deactivate";
  return (
    <Alert severity="warning" sx={{ mb: 2, "& .MuiAlert-message": { width: "100%" } }} data-testid="bulk-confirm">
      <Typography sx={{ fontWeight: 600 }}>
        {t(people ? "list.confirmDeactivateTitle" : "list.confirmDeleteTitle", { n: items.length })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t(people ? "list.confirmDeactivateBody" : "list.confirmDeleteBody", { n: items.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, mb: 1.5, pl: 2.5 }}>
        {items.map((item) => (
          <li key={item.id}>{item.label}</li>
        ))}
      </Box>
      <Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="confirmed" value="1" />
        {items.map((item) => (
          <input key={item.id} type="hidden" name="ids" value={item.id} />
        ))}
        <Stack direction="row" spacing={1}>
          <Button type="submit" color="error" variant="contained" data-testid="confirm-yes">
            {t(people ? "actions.deactivate" : "actions.delete")}
          </Button>
          <Button component={Link} to={location.pathname + location.search}>
            {t("common:actions.cancel")}
          </Button>
        </Stack>
      </Form>
    </Alert>
  );
}
