import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import { Chip } from "~/components/light/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "~/lib/i18n-react";
import { Form, data } from "react-router";
import { DataList } from "~/components/data-list/DataList";
import type { Route } from "./+types/_panel.outbox._index";
import { PageHeader } from "~/components/PageHeader";
import { requireAbility } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import { formatDateTime } from "~/lib/format";
import { getI18n } from "~/lib/i18n.server";
import { titleMeta } from "~/lib/meta";
import { listMail } from "~/models/outbox.server";
import { listParamsSchema, pageCount, parseListParams } from "~/components/data-list/params";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";

/** Admins read every mail the panel wrote (the .eml outbox when no SMTP server is configured). */
const QuerySchema = listParamsSchema({ sortable: ["created_at"], defaultSort: "created_at" });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "read", "Outbox");
  const params = parseListParams(request, QuerySchema);
  const { rows, total } = await listMail({ page: params.page, perPage: params.perPage, q: params.q || undefined });
  if (params.page > pageCount(total, params.perPage) && total > 0) throw data(null, { status: 404 });
  return { title: getI18n(context).t("outbox:title"), rows, total, ...params, smtp: Boolean(env().SMTP_URL) };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["outbox", "common"]);
  const { rows, total, page, q } = loaderData;
  return (
    <>
      <PageHeader title={t("title")} subtitle={loaderData.smtp ? t("subtitleSmtp") : t("subtitleFile")} />
      <Card>
        <Box component={Form} method="get" sx={{ display: "flex", gap: 1, p: 2, borderBottom: 1, borderColor: "divider" }}>
          <TextField name="q" defaultValue={q} label={t("common:actions.search")} type="search" sx={{ maxWidth: 360 }} />
          <Button type="submit" variant="outlined">
            {t("common:actions.search")}
          </Button>
          <Typography sx={{ ml: "auto", alignSelf: "center" }} color="textSecondary" variant="body2" data-testid="outbox-total">
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
            { field: "kind", header: t("kind"), render: (m) => <Chip size="small" variant="outlined" label={t(`kinds.${m.kind}`, { defaultValue: m.kind })} /> },
            { field: "status", header: t("status"), render: (m) => (m.status === "failed" ? <Chip size="small" color="error" label={t("failed")} /> : t(`statuses.${m.status}`)) },
            { field: "created_at", header: t("date"), render: (m) => formatDateTime(m.created_at, i18n.language) },
          ]}
        />
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

// A read-mostly screen whose fields are all uncontrolled: it hydrates on the visitor's first move.
export const handle = hydrateOnIntent;
