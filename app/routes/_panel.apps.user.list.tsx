import AddRounded from "@mui/icons-material/AddRounded";
import CloseRounded from "@mui/icons-material/CloseRounded";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import GroupOutlined from "@mui/icons-material/GroupOutlined";
import HowToRegOutlined from "@mui/icons-material/HowToRegOutlined";
import PersonOffOutlined from "@mui/icons-material/PersonOffOutlined";
import HourglassEmptyOutlined from "@mui/icons-material/HourglassEmptyOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/_panel.apps.user.list";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { FIGURE_GRID_SX, StatCard } from "~/components/StatCard";
import { DeleteButton } from "~/components/demo/invoice/DeleteButton";
import { formValues, type FormEcho } from "~/components/demo/invoice/DemoField";
import { Pager } from "~/components/demo/invoice/Pager";
import { UserForm } from "~/components/demo/users/UserForm";
import { UserStatusChip } from "~/components/demo/users/labels";
import { PER_PAGE, readUserQuery } from "~/components/demo/users/query";
import { saveUser } from "~/components/demo/users/save.server";
import { requireDemo } from "~/lib/demo.server";
import { formatNumber } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { parseId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { useHydrated } from "~/lib/use-hydrated";
import { MockError, initials } from "~/mock/core";
import { DEMO_USER_PLANS, DEMO_USER_ROLES, DEMO_USER_STATUSES, deleteUser, listUsers, userStats } from "~/mock/users";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-invoice", "demo-users"] };

/** The demo users: figures, filters, search and paging in the URL, CSV export, add (a drawer) and delete. */
export function loader({ request, context, url }: Route.LoaderArgs) {
  requireDemo(context, request);
  const query = readUserQuery(url);
  const { users, total } = listUsers(query);
  return {
    title: getT(context, ["demo-users"])("list.title"),
    users,
    total,
    stats: userStats(),
    adding: url.searchParams.get("add") === "1",
    query: { ...query, role: query.role ?? "", currentPlan: query.currentPlan ?? "", status: query.status ?? "" },
  };
}

/** The list's query without the drawer's flag (where an answered form goes back to). */
function listSearch(url: URL) {
  const params = new URLSearchParams(url.search);
  params.delete("add");
  const q = params.toString();
  return q ? `?${q}` : "";
}

export async function action({ url, request, context }: Route.ActionArgs) {
  requireDemo(context, request);
  const values = formValues(await request.formData());
  if (values.intent === "delete") {
    const id = parseId(values.id);
    if (id === null) throw data(null, { status: 400 });
    try {
      deleteUser(id);
    } catch (error) {
      if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }
    return redirectWithToast(request, `/apps/user/list${listSearch(url)}`, { key: "demo-users:toast.deleted" });
  }
  if (values.intent !== "add")
    return data<FormEcho>({ values, errors: { form: "demo-users:errors.invalid" } }, { status: 400 });
  const saved = saveUser(null, values);
  if (!saved.ok) return data<FormEcho>({ values, errors: saved.errors }, { status: 400 });
  return redirectWithToast(request, `/apps/user/list${listSearch(url)}`, {
    key: "demo-users:toast.added",
    values: { name: saved.user.fullName },
  });
}

const head = { py: 1.25, px: 1.5, textAlign: "left", fontWeight: 600, fontSize: 13, whiteSpace: "nowrap" } as const;
const cell = { py: 1, px: 1.5, borderTop: 1, borderColor: "divider", verticalAlign: "middle" } as const;

export default function UserList({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-users", "common"]);
  const { users, total, stats, query } = loaderData;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const adding = loaderData.adding || Boolean(actionData);
  const closeHref = `/apps/user/list${listSearch(new URL(location.pathname + location.search, "http://x"))}`;
  const exportParams = new URLSearchParams(location.search);
  for (const k of ["add", "page", "perPage"]) exportParams.delete(k);
  const addHref = (() => {
    const p = new URLSearchParams(location.search);
    p.set("add", "1");
    return `?${p}`;
  })();
  const num = (n: number) => formatNumber(n, i18n.language);
  const form = (
    <UserForm
      echo={actionData ?? null}
      intent="add"
      submitLabel={t("add.submit")}
      onCancel={
        <Button component={Link} to={closeHref} preventScrollReset>
          {t("common:actions.cancel")}
        </Button>
      }
    />
  );
  const select = (name: "role" | "currentPlan" | "status", options: readonly string[], prefix: string) => (
    <TextField
      name={name}
      select
      size="small"
      fullWidth={false}
      label={t(`fields.${name}`)}
      defaultValue={query[name]}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 150 }}
    >
      <option value="">{t("list.any")}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {t(`${prefix}.${o}`)}
        </option>
      ))}
    </TextField>
  );
  return (
    <>
      <PageHeader
        title={t("list.title")}
        actions={
          <Button
            component={Link}
            to={addHref}
            preventScrollReset
            variant="contained"
            startIcon={<AddRounded />}
            data-testid="open-add"
          >
            {t("list.add")}
          </Button>
        }
      />
      <Box sx={{ ...FIGURE_GRID_SX, mb: 2.5 }} data-testid="user-stats">
        <StatCard label={t("stats.total")} value={num(stats.total)} icon={GroupOutlined} />
        <StatCard label={t("statuses.active")} value={num(stats.active)} icon={HowToRegOutlined} color="success" />
        <StatCard label={t("statuses.inactive")} value={num(stats.inactive)} icon={PersonOffOutlined} color="error" />
        <StatCard
          label={t("statuses.pending")}
          value={num(stats.pending)}
          icon={HourglassEmptyOutlined}
          color="warning"
        />
      </Box>
      {adding && !hydrated && (
        <Box sx={{ mb: 2.5 }}>
          <Section title={t("add.title")}>{form}</Section>
        </Box>
      )}
      {hydrated && (
        <Drawer
          anchor="right"
          open={adding}
          onClose={() => navigate(closeHref, { preventScrollReset: true })}
          slotProps={{ paper: { sx: { width: { xs: "100%", sm: 420 }, p: 3 }, "aria-labelledby": "add-user-title" } }}
        >
          <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 2 }}>
            <Typography variant="h5" component="h2" id="add-user-title">
              {t("add.title")}
            </Typography>
            <IconButton component={Link} to={closeHref} preventScrollReset aria-label={t("common:actions.close")}>
              <CloseRounded />
            </IconButton>
          </Box>
          {form}
        </Drawer>
      )}
      <Card>
        <Box
          component={Form}
          method="get"
          role="search"
          aria-label={t("list.filters")}
          sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, p: 2, alignItems: "center" }}
        >
          {select("role", DEMO_USER_ROLES, "roles")}
          {select("currentPlan", DEMO_USER_PLANS, "plans")}
          {select("status", DEMO_USER_STATUSES, "statuses")}
          <TextField
            name="q"
            type="search"
            size="small"
            fullWidth={false}
            label={t("list.search")}
            defaultValue={query.q}
            sx={{ flex: "1 1 200px" }}
          />
          <TextField
            name="perPage"
            select
            size="small"
            fullWidth={false}
            label={t("list.perPage")}
            defaultValue={String(query.perPage)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ width: 100 }}
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
          <Button
            component="a"
            href={`/apps/user/export.csv${exportParams.size ? `?${exportParams}` : ""}`}
            download
            startIcon={<DownloadOutlined />}
            data-testid="export-csv"
          >
            {t("list.export")}
          </Button>
        </Box>
        <Typography sx={{ px: 2, pb: 1, color: "text.secondary" }} role="status">
          {t("list.count", { total: num(total) })}
        </Typography>
        <Box sx={{ overflowX: "auto" }}>
          <Box
            component="table"
            sx={{ width: "100%", borderCollapse: "collapse", minWidth: 720 }}
            data-testid="user-table"
          >
            <thead>
              <tr>
                <Box component="th" scope="col" sx={head}>
                  {t("list.user")}
                </Box>
                <Box component="th" scope="col" sx={head}>
                  {t("fields.role")}
                </Box>
                <Box component="th" scope="col" sx={head}>
                  {t("fields.currentPlan")}
                </Box>
                <Box component="th" scope="col" sx={head}>
                  {t("fields.status")}
                </Box>
                <Box component="th" scope="col" sx={head}>
                  {t("list.actions")}
                </Box>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id} data-testid={`user-${u.id}`}>
                  <Box component="td" sx={cell}>
                    <Box sx={{ display: "flex", alignItems: "center", gap: 1.25 }}>
                      <Avatar
                        src={u.avatar || undefined}
                        alt=""
                        sx={{
                          width: 34,
                          height: 34,
                          fontSize: 14,
                          bgcolor: "primary.main",
                          color: "primary.contrastText",
                        }}
                      >
                        {initials(u.fullName)}
                      </Avatar>
                      <Box sx={{ minWidth: 0 }}>
                        <Link to={`/apps/user/view/${u.id}`}>{u.fullName}</Link>
                        <Typography variant="caption" color="textSecondary" component="div">
                          @{u.username} · {u.email}
                        </Typography>
                      </Box>
                    </Box>
                  </Box>
                  <Box component="td" sx={cell}>
                    {t(`roles.${u.role}`)}
                  </Box>
                  <Box component="td" sx={cell}>
                    {t(`plans.${u.currentPlan}`)}
                  </Box>
                  <Box component="td" sx={cell}>
                    <UserStatusChip status={u.status} />
                  </Box>
                  <Box component="td" sx={{ ...cell, whiteSpace: "nowrap" }}>
                    <IconButton
                      component={Link}
                      to={`/apps/user/edit/${u.id}`}
                      size="small"
                      aria-label={t("list.edit", { name: u.fullName })}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                    <DeleteButton
                      id={u.id}
                      label={t("list.delete", { name: u.fullName })}
                      question={t("list.deleteQuestion", { name: u.fullName })}
                    />
                  </Box>
                </tr>
              ))}
              {users.length === 0 && (
                <tr>
                  <Box component="td" colSpan={5} sx={{ ...cell, textAlign: "center", py: 4 }}>
                    {t("common:messages.noResults")}
                  </Box>
                </tr>
              )}
            </tbody>
          </Box>
        </Box>
        <Box sx={{ p: 2 }}>
          <Pager page={query.page} pages={Math.max(1, Math.ceil(total / query.perPage))} label={t("list.pages")} />
        </Box>
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
