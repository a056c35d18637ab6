import ArrowBack from "@mui/icons-material/ArrowBack";
import Replay from "@mui/icons-material/Replay";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link as RouterLink, data, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.outbox.notifications";
import { DataList } from "~/components/data-list/DataList";
import { listHref, listParamsSchema, parseListParams, requirePageInRange } from "~/components/data-list/params";
import { PageHeader } from "~/components/PageHeader";
import { requireAbility } from "~/lib/auth/auth.server";
import { formatDateTime } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { wakeNotificationWorker } from "~/lib/notifications/worker.server";
import { formatTrackingNumber } from "~/lib/shipments/tracking-number";
import { safeRedirect } from "~/lib/security/origins.server";
import { redirectWithToast } from "~/lib/toast.server";
import { NOTIFICATION_STATUSES } from "~/lib/notifications/statuses";
import { jobCounts, listJobs, retryJob } from "~/models/notifications.server";

/** Admins watch the notifications queue (docs/notifications.md): every job with its attempts and last error. */
const QuerySchema = listParamsSchema({ sortable: ["created_at"], defaultSort: "created_at" }).extend({
  status: z.enum(NOTIFICATION_STATUSES).optional().catch(undefined),
});

const RetrySchema = z.object({
  intent: z.literal("retry"),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "read", "Outbox");
  const params = parseListParams(url, QuerySchema);
  const [rows, counts] = await Promise.all([
    listJobs({ page: params.page, perPage: params.perPage, status: params.status }),
    jobCounts(),
  ]);
  const total = params.status ? counts[params.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  requirePageInRange(params, total);
  return { title: getT(context)("notifications:title"), rows, total, counts, ...params };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAbility(context, request, "update", "Outbox");
  const form = await request.formData();
  const t = getT(context);
  const parsed = RetrySchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return data({ error: t("notifications:notFailed") }, { status: 400 });
  if (!(await retryJob(parsed.data.id))) return data({ error: t("notifications:notFailed") }, { status: 409 });
  wakeNotificationWorker();
  // Back to the list as it was (its filter and page), from the form's own field, kept on this screen.
  const back = safeRedirect(form.get("back"), "/outbox/notifications");
  return redirectWithToast(request, back.startsWith("/outbox/notifications") ? back : "/outbox/notifications", {
    key: "notifications:retried",
  });
}

export default function NotificationQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["notifications", "shipments", "common"]);
  const { rows, total, page, perPage, status, counts } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const params = new URLSearchParams(location.search);
  const back = location.pathname + location.search;
  const lng = i18n.language;
  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          <Button component={RouterLink} to="/outbox" startIcon={<ArrowBack />}>
            {t("backToOutbox")}
          </Button>
        }
      />
      {actionData?.error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {actionData.error}
        </Alert>
      )}
      <Card>
        <Box
          component="nav"
          aria-label={t("filter")}
          sx={{ display: "flex", flexWrap: "wrap", gap: 1, p: 2, borderBottom: 1, borderColor: "divider" }}
        >
          <Chip
            component={RouterLink}
            to={listHref(params, { status: null })}
            clickable
            label={t("all")}
            color={status ? "default" : "primary"}
            variant={status ? "outlined" : "filled"}
            aria-current={status ? undefined : "page"}
          />
          {NOTIFICATION_STATUSES.map((s) => (
            <Chip
              key={s}
              component={RouterLink}
              to={listHref(params, { status: s })}
              clickable
              label={`${t(`statuses.${s}`)} · ${counts[s]}`}
              color={status === s ? "primary" : "default"}
              variant={status === s ? "filled" : "outlined"}
              aria-current={status === s ? "page" : undefined}
              data-testid={`notify-filter-${s}`}
            />
          ))}
          <Typography
            variant="body2"
            sx={{ ml: "auto", alignSelf: "center", color: "text.secondary" }}
            data-testid="notify-total"
          >
            {t("total", { count: total })}
          </Typography>
        </Box>
        <DataList
          label={t("title")}
          testId="notify-list"
          rows={rows}
          total={total}
          page={page}
          perPage={perPage}
          getRowId={(j) => j.id}
          autoRowHeight
          columns={[
            {
              field: "recipient",
              header: t("columns.recipient"),
              primary: true,
              render: (j) => (
                <Box>
                  <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                    {j.recipient}
                  </Typography>
                  <Typography variant="caption" sx={{ color: "text.secondary" }}>
                    {t(`audiences.${j.audience}`)} · {t(`channels.${j.channel}`)} · {j.locale.toUpperCase()}
                  </Typography>
                </Box>
              ),
            },
            {
              field: "tracking_number",
              header: t("columns.shipment"),
              render: (j) => (
                <Box>
                  <Link component={RouterLink} to={`/shipments/${j.shipment_id}`} sx={{ whiteSpace: "nowrap" }}>
                    {formatTrackingNumber(j.tracking_number)}
                  </Link>
                  <Typography variant="caption" sx={{ display: "block", color: "text.secondary" }}>
                    {t(`shipments:status.${j.event_status}`)}
                  </Typography>
                </Box>
              ),
            },
            {
              field: "status",
              header: t("columns.status"),
              render: (j) => (
                <Box sx={{ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 0.5 }}>
                  <Chip
                    size="small"
                    color={j.status === "failed" ? "error" : j.status === "sent" ? "success" : "default"}
                    variant={j.status === "sent" ? "outlined" : "filled"}
                    label={t(`statuses.${j.status}`)}
                    data-testid="notify-status"
                  />
                  {j.last_error && (
                    <Typography
                      variant="caption"
                      sx={{ color: "error.main", wordBreak: "break-word" }}
                      title={t("columns.lastError")}
                    >
                      {j.last_error}
                    </Typography>
                  )}
                  {j.outbox_id !== null && (
                    <Link component={RouterLink} to={`/outbox/${j.outbox_id}`} variant="caption">
                      {t("outboxMessage")}
                    </Link>
                  )}
                </Box>
              ),
            },
            {
              field: "attempts",
              header: t("columns.attempts"),
              align: "right",
              render: (j) => (
                <Box>
                  <Typography variant="body2">{j.attempts}</Typography>
                  {j.status === "pending" && j.attempts > 0 && (
                    <Typography variant="caption" sx={{ color: "text.secondary" }}>
                      {t("columns.nextAttempt")}: {formatDateTime(j.next_attempt_at, lng)}
                    </Typography>
                  )}
                </Box>
              ),
            },
            {
              field: "created_at",
              header: t("columns.created"),
              render: (j) => formatDateTime(j.created_at, lng),
            },
            {
              field: "retry",
              header: "",
              render: (j) =>
                j.status === "failed" ? (
                  <Form method="post" aria-label={`${t("retry")} #${j.id}`}>
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="id" value={j.id} />
                    <input type="hidden" name="back" value={back} />
                    <Button
                      type="submit"
                      size="small"
                      variant="outlined"
                      startIcon={<Replay />}
                      disabled={navigation.state === "submitting"}
                    >
                      {t("retry")}
                    </Button>
                  </Form>
                ) : null,
            },
          ]}
        />
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
