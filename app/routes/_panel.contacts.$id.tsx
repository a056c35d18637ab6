import ArrowBack from "@mui/icons-material/ArrowBack";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import MarkEmailUnreadOutlined from "@mui/icons-material/MarkEmailUnreadOutlined";
import ReplyOutlined from "@mui/icons-material/ReplyOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useSearchParams } from "react-router";
import type { Route } from "./+types/_panel.contacts.$id";
import { PageHeader } from "~/components/PageHeader";
import { ConfirmBanner } from "~/components/forms/ConfirmBanner";
import { SubmitButton } from "~/components/forms/fields";
import { requireAbility } from "~/lib/auth/auth.server";
import { formatDateTime } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import {
  deleteContactMessage,
  getContactMessage,
  markContactRead,
  markContactUnread,
  unreadContactCount,
} from "~/models/contacts.server";
import { requireId } from "~/lib/ids";

/** One contact message. Opening it marks it read; staff may mark it unread or delete it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Contact");
  const id = requireId(params.id);
  const message = await getContactMessage(id);
  if (!message) throw data(null, { status: 404 });
  if (!message.is_read) await markContactRead(id, user.id);
  // The layout counts unread messages in parallel with this loader: send the count after marking.
  const badges = { contacts: await unreadContactCount() };
  return {
    title: message.subject,
    badges,
    message: {
      ...message,
      is_read: 1,
      reader_name: message.reader_name ?? user.name,
      read_at: message.read_at ?? new Date().toISOString(),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = requireId(params.id);
  const intent = (await request.formData()).get("intent");
  if (intent === "mark-unread") {
    requireAbility(context, request, "update", "Contact");
    if (!(await markContactUnread(id))) throw data(null, { status: 404 });
    return redirectWithToast(request, "/contacts?view=unread", { key: "contacts:detail.markedUnread" });
  }
  if (intent === "delete") {
    requireAbility(context, request, "delete", "Contact");
    if (!(await deleteContactMessage(id))) throw data(null, { status: 404 });
    return redirectWithToast(request, "/contacts", { key: "contacts:detail.deleted" });
  }
  throw data({ error: "common:errors.badRequest" }, { status: 400 });
}

export default function ContactMessage({ loaderData: { message } }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["contacts", "common"]);
  const [params] = useSearchParams();
  const confirming = params.get("confirm") === "delete";
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <>
      <PageHeader
        title={message.subject}
        actions={
          <Button component={Link} to="/contacts" startIcon={<ArrowBack />}>
            {t("detail.back")}
          </Button>
        }
      />
      {confirming && (
        <ConfirmBanner
          testId="confirm-delete"
          question={t("detail.deleteQuestion")}
          confirmLabel={t("detail.confirmDelete")}
          intent="delete"
          cancelTo={`/contacts/${message.id}`}
        />
      )}
      <Card>
        <CardContent>
          <Box
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" },
              columnGap: 2,
              rowGap: 0.75,
            }}
          >
            <Typography color="textSecondary">{t("detail.from")}</Typography>
            <Typography data-testid="contact-from">
              {message.name} &lt;{message.email}&gt;
            </Typography>
            {message.phone && (
              <>
                <Typography color="textSecondary">{t("common:fields.phone")}</Typography>
                <Typography>
                  <a href={`tel:${message.phone.replace(/\s/g, "")}`} style={{ color: "inherit" }}>
                    {message.phone}
                  </a>
                </Typography>
              </>
            )}
            <Typography color="textSecondary">{t("fields.date")}</Typography>
            <Typography>{formatDateTime(message.created_at, i18n.language)}</Typography>
            <Typography color="textSecondary">{t("fields.status")}</Typography>
            <Typography data-testid="contact-status">
              {t("detail.readBy", { name: message.reader_name, date: formatDateTime(message.read_at, i18n.language) })}
            </Typography>
          </Box>
          <Divider sx={{ my: 2 }} />
          <Typography
            component="div"
            data-testid="contact-message"
            sx={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}
          >
            {message.message}
          </Typography>
          <Divider sx={{ my: 2 }} />
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <Button component="a" href={reply} variant="contained" startIcon={<ReplyOutlined />}>
              {t("detail.reply")}
            </Button>
            <Form method="post">
              <SubmitButton intent="mark-unread" variant="outlined" startIcon={<MarkEmailUnreadOutlined />}>
                {t("detail.markUnread")}
              </SubmitButton>
            </Form>
            <Button
              component={Link}
              to={`/contacts/${message.id}?confirm=delete`}
              color="error"
              variant="outlined"
              startIcon={<DeleteOutline />}
              data-testid="delete-contact"
            >
              {t("detail.delete")}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
