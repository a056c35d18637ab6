import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Pagination from "@mui/material/Pagination";
import PaginationItem from "@mui/material/PaginationItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { z } from "zod";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.outbox._index";
import { PageHeader } from "~/components/PageHeader";
import { requireAbility } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import { formatDateTime } from "~/lib/format";
import { getI18n } from "~/lib/i18n.server";
import { titleMeta } from "~/lib/meta";
import { OUTBOX_PAGE_SIZE, listMail } from "~/models/outbox.server";

/** Admins read every mail the panel wrote (the .eml outbox when no SMTP server is configured). */
const QuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  q: z.string().trim().max(100).catch(""),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "read", "Outbox");
  const params = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { rows, total } = await listMail({ page: params.page, q: params.q || undefined });
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  if (params.page > pages && total > 0) throw data(null, { status: 404 });
  return { title: getI18n(context).t("outbox:title"), rows, total, page: params.page, pages, q: params.q, smtp: Boolean(env().SMTP_URL) };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["outbox", "common"]);
  const { rows, total, page, pages, q } = loaderData;
  const link = (p: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`;
  return (
    <>
      <PageHeader title={t("title")} subtitle={loaderData.smtp ? t("subtitleSmtp") : t("subtitleFile")} />
      <Card>
        <Box component={Form} method="get" sx={{ display: "flex", gap: 1, p: 2, borderBottom: 1, borderColor: "divider" }}>
          <TextField name="q" defaultValue={q} label={t("common:actions.search")} type="search" sx={{ maxWidth: 360 }} />
          <Button type="submit" variant="outlined">
            {t("common:actions.search")}
          </Button>
          <Typography sx={{ ml: "auto", alignSelf: "center" }} color="text.secondary" variant="body2" data-testid="outbox-total">
            {t("total", { count: total })}
          </Typography>
        </Box>
        {rows.length === 0 ? (
          <Alert severity="info" sx={{ m: 2 }}>
            {t("common:messages.noResults")}
          </Alert>
        ) : (
          <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
            {rows.map((m) => (
              <Box
                component="li"
                key={m.id}
                sx={{ borderBottom: 1, borderColor: "divider", "&:last-child": { borderBottom: 0 } }}
              >
                <Box
                  component={Link}
                  to={`/outbox/${m.id}`}
                  sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "2fr 3fr auto" }, gap: { xs: 0.5, sm: 2 }, alignItems: "center", px: 2, py: 1.5, color: "inherit", textDecoration: "none", "&:hover": { bgcolor: "action.hover" } }}
                >
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                    {m.to_address}
                  </Typography>
                  <Typography variant="body2" noWrap>
                    {m.subject}
                  </Typography>
                  <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                    <Chip size="small" label={t(`kinds.${m.kind}`, { defaultValue: m.kind })} variant="outlined" />
                    {m.status === "failed" && <Chip size="small" color="error" label={t("failed")} />}
                    <Typography variant="caption" color="text.secondary" noWrap>
                      {formatDateTime(m.created_at, i18n.language)}
                    </Typography>
                  </Box>
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {pages > 1 && (
          <Box sx={{ display: "flex", justifyContent: "center", p: 2 }}>
            <Pagination page={page} count={pages} renderItem={(item) => <PaginationItem component={Link} to={link(item.page ?? 1)} {...item} />} />
          </Box>
        )}
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
