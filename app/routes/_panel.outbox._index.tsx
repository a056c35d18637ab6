import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import { Form, Link } from "react-router";
import { DataList } from "~/components/data-list/DataList";
import type { Route } from "./+types/_panel.outbox._index";
import { PageHeader } from "~/components/PageHeader";
import { requireAbility } from "~/lib/auth/auth.server";
import { env } from "~/lib/env.server";
import { formatDateTime } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { listMail } from "~/models/outbox.server";
import { listParamsSchema, parseListParams, requirePageInRange } from "~/components/data-list/params";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { FilterField } from "~/components/forms/FilterField";

/** Admins read every mail the panel wrote (the .eml outbox when no SMTP server is configured). */
const QuerySchema = listParamsSchema({ sortable: ["created_at"], defaultSort: "created_at" });

export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "read", "Outbox");
  const params = parseListParams(url, QuerySchema);
  const { rows, total } = await listMail({ page: params.page, perPage: params.perPage, q: params.q || undefined });
  requirePageInRange(params, total);
  return { title: getT(context)("outbox:title"), rows, total, ...params, smtp: Boolean(env().SMTP_URL) };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["outbox", "notifications", "common"]);
  const { rows, total, page, q } = loaderData;
  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={loaderData.smtp ? t("subtitleSmtp") : t("subtitleFile")}
        actions={
          <Button component={Link} to="/outbox/notifications" variant="outlined" startIcon={<NotificationsOutlined />}>
            {t("notifications:queueLink")}
          </Button>
        }
      />
      <Card>
        <Box component={Form} method="get" sx={FILTER_CSS}>
          <FilterField name="q" defaultValue={q} label={t("common:actions.search")} type="search" className="f-q" />
          <Button type="submit" variant="outlined">
            {t("common:actions.search")}
          </Button>
          <Typography variant="body2" className="f-total" sx={{ color: "text.secondary" }} data-testid="outbox-total">
            {t("total", { count: total })}
          </Typography>
        </Box>
        <DataList
          label={t("title")}
          testId="outbox-list"
          rows={rows}
          total={total}
          page={page}
          perPage={loaderData.perPage}
          getRowId={(m) => m.id}
          rowHref={(m) => `/outbox/${m.id}`}
          columns={[
            { field: "to_address", header: t("to"), primary: true },
            { field: "subject", header: t("subject") },
            {
              field: "kind",
              header: t("kind"),
              render: (m) => (
                <Chip size="small" variant="outlined" label={t(`kinds.${m.kind}`, { defaultValue: m.kind })} />
              ),
            },
            {
              field: "status",
              header: t("status"),
              render: (m) =>
                m.status === "failed" ? (
                  <Chip size="small" color="error" label={t("failed")} />
                ) : (
                  t(`statuses.${m.status}`)
                ),
            },
            { field: "created_at", header: t("date"), render: (m) => formatDateTime(m.created_at, i18n.language) },
          ]}
        />
      </Card>
    </>
  );
}

/** The search bar: one static style for the row, the field's width and the total. */
const FILTER_CSS = {
  display: "flex",
  gap: 1,
  p: 2,
  borderBottom: 1,
  borderColor: "divider",
  "& .f-q": { maxWidth: 360 },
  "& .f-total": { ml: "auto", alignSelf: "center" },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

// A read-mostly screen whose fields are all uncontrolled: it hydrates on the visitor's first move.
export const handle = hydrateOnIntent;
