import ArrowBack from "@mui/icons-material/ArrowBack";
import Download from "@mui/icons-material/Download";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import type { Route } from "./+types/_panel.outbox.$id";
import { PageHeader } from "~/components/PageHeader";
import { requireAbility } from "~/lib/auth/auth.server";
import { formatDateTime } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { getMail } from "~/models/outbox.server";
import { parseId } from "~/lib/ids";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAbility(context, request, "read", "Outbox");
  const id = parseId(params.id);
  const mail = id === null ? undefined : await getMail(id);
  if (!mail) throw data(null, { status: 404 });
  return { title: mail.subject, mail };
}

export default function OutboxMessage({ loaderData: { mail } }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["outbox", "common"]);
  return (
    <>
      <PageHeader
        title={mail.subject}
        actions={
          <>
            <Button component={Link} to="/outbox" startIcon={<ArrowBack />}>
              {t("back")}
            </Button>
            {mail.file_name && (
              <Button component="a" href={`/outbox/${mail.id}/eml`} variant="outlined" startIcon={<Download />}>
                {t("download")}
              </Button>
            )}
          </>
        }
      />
      <Card>
        <CardContent>
          <Box sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.75 }}>
            <Typography color="textSecondary">{t("to")}</Typography>
            <Typography data-testid="mail-to">{mail.to_address}</Typography>
            <Typography color="textSecondary">{t("date")}</Typography>
            <Typography>{formatDateTime(mail.created_at, i18n.language)}</Typography>
            <Typography color="textSecondary">{t("kind")}</Typography>
            <Typography>{t(`kinds.${mail.kind}`, { defaultValue: mail.kind })}</Typography>
          </Box>
          <Divider sx={{ my: 2 }} />
          <Typography
            component="pre"
            data-testid="mail-body"
            sx={{ whiteSpace: "pre-wrap", wordBreak: "break-word", fontFamily: "inherit", m: 0 }}
          >
            {mail.text_body}
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
