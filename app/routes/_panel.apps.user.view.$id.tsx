import ArrowBack from "@mui/icons-material/ArrowBack";
import CheckRounded from "@mui/icons-material/CheckRounded";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.apps.user.view.$id";
import { Facts } from "~/components/Facts";
import { LinkTabs } from "~/components/LinkTabs";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { UserStatusChip } from "~/components/demo/users/labels";
import { requireDemo } from "~/lib/demo.server";
import { formatNumber } from "~/lib/format";
import { requireId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { MockError, createRandom, initials } from "~/mock/core";
import { ChangePlanBody, DEMO_USER_PLANS, changeUserPlan, getUser, suspendUser } from "~/mock/users";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-users"] };

const TABS = ["account", "security", "billing", "notifications"] as const;
type Tab = (typeof TABS)[number];

function loadUser(id: number) {
  try {
    return getUser(id).user;
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** Sample figures of a user, the same on every visit (drawn from the id). */
function sampleOf(id: number) {
  const rng = createRandom(10_000 + id);
  return {
    tasksDone: rng.int(200, 1500),
    projectsDone: rng.int(10, 140),
    projects: ["Harbour app", "Fleet dashboard", "Customs portal", "Warehouse scanner"].map((name) => ({
      name,
      tasks: rng.int(20, 300),
      progress: rng.int(10, 100),
    })),
  };
}

/** One demo user: the user card, tabs in the URL with the sample content, suspend and change plan. */
export function loader({ request, context, params, url }: Route.LoaderArgs) {
  requireDemo(context, request);
  const user = loadUser(requireId(params.id));
  const raw = url.searchParams.get("tab");
  const tab: Tab = TABS.find((t) => t === raw) ?? "account";
  return { title: user.fullName, user, tab, sample: sampleOf(user.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireDemo(context, request);
  const id = requireId(params.id);
  loadUser(id);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "suspend") {
    suspendUser(id);
    return redirectWithToast(request, `/apps/user/view/${id}`, { key: "demo-users:toast.suspended" });
  }
  if (intent === "change-plan") {
    const parsed = ChangePlanBody.safeParse({ currentPlan: form.get("currentPlan") });
    if (!parsed.success) return data({ planError: "demo-users:errors.plan" }, { status: 400 });
    changeUserPlan(id, parsed.data.currentPlan);
    return redirectWithToast(request, `/apps/user/view/${id}`, { key: "demo-users:toast.planChanged" });
  }
  throw data(null, { status: 400 });
}

export default function UserView({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-users", "common"]);
  const { user, tab, sample } = loaderData;
  const num = (n: number) => formatNumber(n, i18n.language);
  return (
    <>
      <PageHeader
        title={user.fullName}
        actions={
          <Button component={Link} to="/apps/user/list" startIcon={<ArrowBack />}>
            {t("view.back")}
          </Button>
        }
      />
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "1fr", lg: "340px minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        <Box sx={{ display: "grid", gap: 2.5 }}>
          <Card>
            <CardContent sx={{ textAlign: "center" }}>
              <Avatar
                src={user.avatar || undefined}
                alt=""
                variant="rounded"
                sx={{ width: 100, height: 100, mx: "auto", mb: 1.5, fontSize: 36 }}
              >
                {initials(user.fullName)}
              </Avatar>
              <Typography variant="h5" component="p">
                {user.fullName}
              </Typography>
              <Chip size="small" color="primary" label={t(`roles.${user.role}`)} sx={{ mt: 1 }} />
              <Box sx={{ display: "flex", justifyContent: "center", gap: 4, my: 2 }}>
                <Box>
                  <Typography variant="h6" component="p">
                    {num(sample.tasksDone)}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t("view.tasksDone")}
                  </Typography>
                </Box>
                <Box>
                  <Typography variant="h6" component="p">
                    {num(sample.projectsDone)}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t("view.projectsDone")}
                  </Typography>
                </Box>
              </Box>
              <Box sx={{ textAlign: "left" }} data-testid="user-facts">
                <Facts
                  rows={[
                    [t("fields.username"), `@${user.username}`],
                    [t("fields.email"), user.email],
                    [t("fields.status"), <UserStatusChip key="s" status={user.status} />, "user-status"],
                    [t("fields.role"), t(`roles.${user.role}`)],
                    [t("fields.company"), user.company],
                    [t("fields.contact"), user.contact],
                    [t("fields.country"), user.country],
                  ]}
                />
              </Box>
              <Box sx={{ display: "flex", gap: 1, justifyContent: "center", mt: 2, flexWrap: "wrap" }}>
                <Button
                  component={Link}
                  to={`/apps/user/edit/${user.id}`}
                  variant="contained"
                  startIcon={<EditOutlined />}
                >
                  {t("view.edit")}
                </Button>
                <Form method="post">
                  <Button
                    type="submit"
                    name="intent"
                    value="suspend"
                    color="error"
                    variant="outlined"
                    disabled={user.status === "inactive"}
                    data-testid="suspend"
                  >
                    {t("view.suspend")}
                  </Button>
                </Form>
              </Box>
            </CardContent>
          </Card>
          <Section title={t("view.plan")} titleId="plan-title">
            <Typography variant="h4" component="p" color="primary" data-testid="current-plan">
              {t(`plans.${user.currentPlan}`)}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 1.5 }}>
              {(["users", "storage", "support"] as const).map((k) => (
                <li key={k}>{t(`planFeatures.${user.currentPlan}.${k}`)}</li>
              ))}
            </Box>
            <Form
              method="post"
              aria-labelledby="plan-title"
              style={{ display: "flex", gap: 8, alignItems: "flex-start" }}
            >
              <TextField
                name="currentPlan"
                select
                size="small"
                label={t("fields.currentPlan")}
                defaultValue={user.currentPlan}
                error={Boolean(actionData?.planError)}
                helperText={actionData?.planError ? t(actionData.planError) : undefined}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              >
                {DEMO_USER_PLANS.map((p) => (
                  <option key={p} value={p}>
                    {t(`plans.${p}`)}
                  </option>
                ))}
              </TextField>
              <Button type="submit" name="intent" value="change-plan" variant="outlined" data-testid="change-plan">
                {t("view.changePlan")}
              </Button>
            </Form>
          </Section>
        </Box>
        <Box sx={{ display: "grid", gap: 2.5, minWidth: 0 }}>
          <LinkTabs
            label={t("view.tabs")}
            current={tab}
            tabs={TABS.map((v) => ({ value: v, label: t(`tabs.${v}`), to: `?tab=${v}` }))}
          />
          {tab === "account" && (
            <Section title={t("account.projects")}>
              <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
                {sample.projects.map((p) => (
                  <Box component="li" key={p.name} sx={{ display: "grid", gap: 0.5 }}>
                    <Box sx={{ display: "flex", justifyContent: "space-between" }}>
                      <strong>{p.name}</strong>
                      <span>{t("account.tasks", { n: num(p.tasks) })}</span>
                    </Box>
                    <Box
                      role="img"
                      aria-label={t("account.progress", { percent: p.progress })}
                      sx={{ height: 8, borderRadius: 4, bgcolor: "action.hover", overflow: "hidden" }}
                    >
                      <Box sx={{ width: `${p.progress}%`, height: "100%", bgcolor: "primary.main" }} />
                    </Box>
                  </Box>
                ))}
              </Box>
            </Section>
          )}
          {tab === "security" && (
            <Section title={t("security.title")}>
              <Typography sx={{ mb: 1.5 }}>{t("security.twoStep")}</Typography>
              <Typography color="textSecondary">{t("security.devices")}</Typography>
              <Box component="ul" sx={{ pl: 2.5 }}>
                <li>Chrome · Windows · 10.1.0.14</li>
                <li>Safari · iPhone · 10.1.0.22</li>
              </Box>
            </Section>
          )}
          {tab === "billing" && (
            <Section title={t("billing.title")}>
              <Typography sx={{ mb: 1 }}>{t("billing.current", { plan: t(`plans.${user.currentPlan}`) })}</Typography>
              <Typography color="textSecondary">{t("billing.card")}</Typography>
            </Section>
          )}
          {tab === "notifications" && (
            <Section title={t("notifications.title")}>
              <Box component="table" sx={{ width: "100%", borderCollapse: "collapse" }}>
                <thead>
                  <tr>
                    <Box component="th" scope="col" sx={{ textAlign: "left", py: 1 }}>
                      {t("notifications.type")}
                    </Box>
                    <Box component="th" scope="col" sx={{ py: 1 }}>
                      {t("notifications.email")}
                    </Box>
                    <Box component="th" scope="col" sx={{ py: 1 }}>
                      {t("notifications.browser")}
                    </Box>
                  </tr>
                </thead>
                <tbody>
                  {(["newForYou", "accountActivity", "newDevice"] as const).map((k, i) => (
                    <tr key={k}>
                      <Box component="td" sx={{ py: 1, borderTop: 1, borderColor: "divider" }}>
                        {t(`notifications.${k}`)}
                      </Box>
                      {[0, 1].map((col) => (
                        <Box
                          component="td"
                          key={col}
                          sx={{ textAlign: "center", borderTop: 1, borderColor: "divider" }}
                        >
                          {(i + col) % 2 === 0 ? (
                            <CheckRounded color="success" titleAccess={t("notifications.on")} />
                          ) : (
                            t("notifications.off")
                          )}
                        </Box>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Box>
            </Section>
          )}
        </Box>
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
