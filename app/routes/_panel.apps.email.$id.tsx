import { getFormProps, useForm } from "@conform-to/react";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ArrowBack from "@mui/icons-material/ArrowBack";
import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import ForwardOutlined from "@mui/icons-material/ForwardOutlined";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import ReplyOutlined from "@mui/icons-material/ReplyOutlined";
import Star from "@mui/icons-material/Star";
import StarBorder from "@mui/icons-material/StarBorder";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { Route } from "./+types/_panel.apps.email.$id";
import { ComposeDrawer, useComposeDrawer } from "~/components/demo/email/ComposeForm";
import { composeDefaults } from "~/components/demo/email/compose-defaults";
import {
  filterSearch,
  mailForDisplay,
  mailList,
  mailQuery,
  updateFromForm,
} from "~/components/demo/email/email.server";
import { LABEL_COLORS } from "~/components/demo/email/labels";
import { requireDemo } from "~/lib/demo.server";
import { formatDateTime } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { requireId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { EMAIL_FOLDERS, EMAIL_LABELS, updateEmails } from "~/mock/email";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-email"] };

/**
 * One mail, opened from a list: opening marks it read. Previous and next follow the list it was opened
 * from (its folder, label and search, carried in the address), newest first.
 */
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const id = requireId(params.id);
  const t = getT(context);
  const first = mailForDisplay(id);
  if (!first.isRead) updateEmails({ emailIds: [id], dataToUpdate: { isRead: true } });
  const mail = { ...first, isRead: true };
  const query = mailQuery(url);
  const search = filterSearch(query);
  const list = mailList(query).emails;
  const index = list.findIndex((e) => e.id === id);
  const neighbour = (i: number) => (index >= 0 && list[i] ? `/apps/email/${list[i].id}${search}` : null);
  return {
    title: mail.subject || t("demo-email:mail.noSubject"),
    mail,
    search,
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
    reply: composeDefaults(mail, "reply", t),
    forward: composeDefaults(mail, "forward", t),
  };
}

export async function action({ params, url, request, context }: Route.ActionArgs) {
  requireDemo(context, request);
  requireId(params.id);
  return updateFromForm(request, await request.formData(), url.pathname + url.search);
}

export default function MailView({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("demo-email");
  const { mail, search, previous, next } = loaderData;
  const compose = useComposeDrawer();
  const [form] = useForm({ id: "email-mail", lastResult: actionData?.result, shouldValidate: "onSubmit" });
  const subject = mail.subject || t("mail.noSubject");
  const idField = <input type="hidden" name="emailIds" value={mail.id} />;
  return (
    <>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2, flexWrap: "wrap" }}>
        <IconButton component={Link} to={`/apps/email${search}`} aria-label={t("mail.back")} data-testid="email-back">
          <ArrowBack />
        </IconButton>
        <Typography variant="h3" component="h1" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
          {subject}
        </Typography>
        <nav aria-label={t("mail.neighbours")}>
          {previous ? (
            <IconButton component={Link} to={previous} aria-label={t("mail.previous")} data-testid="email-previous">
              <ChevronLeft />
            </IconButton>
          ) : (
            <IconButton disabled aria-label={t("mail.previous")}>
              <ChevronLeft />
            </IconButton>
          )}
          {next ? (
            <IconButton component={Link} to={next} aria-label={t("mail.next")} data-testid="email-next">
              <ChevronRight />
            </IconButton>
          ) : (
            <IconButton disabled aria-label={t("mail.next")}>
              <ChevronRight />
            </IconButton>
          )}
        </nav>
      </Box>
      {form.errors?.length ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {form.errors.map((e) => t(e)).join(" ")}
        </Alert>
      ) : null}
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mb: 2 }}>
          <Chip size="small" label={t(`folders.${mail.folder}`)} data-testid="email-folder" />
          {mail.labels.map((l) => (
            <Chip
              key={l}
              size="small"
              color={LABEL_COLORS[l]}
              label={t(`labels.${l}`)}
              data-testid={`email-label-${l}`}
            />
          ))}
          <Box sx={{ flex: 1 }} />
          <Form method="post" preventScrollReset {...getFormProps(form)}>
            {idField}
            <IconButton
              type="submit"
              name="isStarred"
              value={mail.isStarred ? "false" : "true"}
              aria-pressed={mail.isStarred}
              aria-label={t(mail.isStarred ? "mail.unstar" : "mail.star", { subject })}
              color={mail.isStarred ? "warning" : "default"}
              data-testid="email-star"
            >
              {mail.isStarred ? <Star /> : <StarBorder />}
            </IconButton>
          </Form>
          <Form method="post" preventScrollReset>
            {idField}
            <Button type="submit" name="isRead" value="false" size="small">
              {t("bulk.markUnread")}
            </Button>
          </Form>
          {mail.folder !== "trash" && (
            <Form method="post" preventScrollReset>
              {idField}
              <Button
                type="submit"
                name="folder"
                value="trash"
                size="small"
                color="error"
                startIcon={<DeleteOutlined />}
                data-testid="email-trash"
              >
                {t("mail.trash")}
              </Button>
            </Form>
          )}
        </Box>
        <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
          <Avatar src={mail.from.avatar} alt="" />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {mail.from.name}{" "}
              <Typography component="span" sx={{ color: "text.secondary" }}>
                &lt;{mail.from.email}&gt;
              </Typography>
            </Typography>
            <Box component="dl" sx={FACTS_CSS}>
              <dt>{t("mail.to")}</dt>
              <dd data-testid="email-to">{mail.to.map((a) => `${a.name} <${a.email}>`).join(", ") || "—"}</dd>
              {mail.cc.length > 0 && (
                <>
                  <dt>{t("compose.cc")}</dt>
                  <dd>{mail.cc.join(", ")}</dd>
                </>
              )}
              {mail.bcc.length > 0 && (
                <>
                  <dt>{t("compose.bcc")}</dt>
                  <dd>{mail.bcc.join(", ")}</dd>
                </>
              )}
              <dt>{t("mail.date")}</dt>
              <dd>
                <time dateTime={mail.time}>{formatDateTime(mail.time, i18n.language)}</time>
              </dd>
            </Box>
          </Box>
        </Box>
        <Divider sx={{ my: 2 }} />
        {mail.replies.map((r, i) => (
          <Box
            key={i}
            component="section"
            aria-label={t("mail.earlier")}
            sx={{ mb: 2, pl: 2, borderLeft: 3, borderColor: "divider" }}
          >
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {r.from.name} · {formatDateTime(r.time, i18n.language)}
            </Typography>
            {/* Sanitised with the rich-text allowlist in the loader (mailForDisplay). */}
            <Box sx={MESSAGE_CSS} dangerouslySetInnerHTML={{ __html: r.message }} />
          </Box>
        ))}
        {/* Sanitised with the rich-text allowlist in the loader (mailForDisplay). */}
        <Box sx={MESSAGE_CSS} data-testid="email-message" dangerouslySetInnerHTML={{ __html: mail.message }} />
        {mail.attachments.length > 0 && (
          <Box component="section" aria-labelledby="email-attachments" sx={{ mt: 3 }}>
            <Typography id="email-attachments" variant="subtitle2" component="h2">
              {t("mail.attachments", { count: mail.attachments.length })}
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: "none", p: 0, m: 0, display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}
            >
              {mail.attachments.map((a) => (
                <li key={a.fileName}>
                  <Button
                    component="a"
                    href={a.url}
                    variant="outlined"
                    size="small"
                    startIcon={<InsertDriveFileOutlined />}
                  >
                    {a.fileName} ({a.size})
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
        )}
        <Divider sx={{ my: 2 }} />
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-end" }}>
          <Button
            component={Link}
            to={`/apps/email/compose?reply=${mail.id}`}
            onClick={compose.openWith(loaderData.reply, t("compose.reply"))}
            variant="contained"
            startIcon={<ReplyOutlined />}
            data-testid="email-reply"
          >
            {t("compose.reply")}
          </Button>
          <Button
            component={Link}
            to={`/apps/email/compose?forward=${mail.id}`}
            onClick={compose.openWith(loaderData.forward, t("compose.forward"))}
            variant="outlined"
            startIcon={<ForwardOutlined />}
          >
            {t("compose.forward")}
          </Button>
          <Box
            component={Form}
            method="post"
            preventScrollReset
            sx={{ display: "flex", gap: 0.5, alignItems: "center" }}
          >
            {idField}
            <TextField
              select
              size="small"
              name="folder"
              id="email-move-folder"
              label={t("bulk.moveTo")}
              defaultValue=""
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 130 }}
            >
              <option value="">—</option>
              {EMAIL_FOLDERS.filter((f) => f !== mail.folder).map((f) => (
                <option key={f} value={f}>
                  {t(`folders.${f}`)}
                </option>
              ))}
            </TextField>
            <Button type="submit" size="small" variant="outlined" data-testid="email-move">
              {t("bulk.move")}
            </Button>
          </Box>
          <Box role="group" aria-label={t("labels.title")} sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
            {EMAIL_LABELS.map((l) => (
              <Form key={l} method="post" preventScrollReset>
                {idField}
                <Button
                  type="submit"
                  name="label"
                  value={l}
                  size="small"
                  color={LABEL_COLORS[l]}
                  variant={mail.labels.includes(l) ? "contained" : "outlined"}
                  aria-pressed={mail.labels.includes(l)}
                  data-testid={`email-toggle-${l}`}
                >
                  {t(`labels.${l}`)}
                </Button>
              </Form>
            ))}
          </Box>
        </Box>
      </Card>
      <ComposeDrawer
        open={compose.open}
        onClose={compose.close}
        defaults={compose.defaults}
        title={compose.title}
        stamp={compose.stamp}
      />
    </>
  );
}

const FACTS_CSS = {
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  columnGap: 1.5,
  rowGap: 0.25,
  m: 0,
  mt: 0.5,
  fontSize: "0.875rem",
  "& dt": { color: "text.secondary" },
  "& dd": { m: 0, overflowWrap: "anywhere" },
} as const;

const MESSAGE_CSS = {
  overflowWrap: "anywhere",
  "& p": { my: 1 },
  "& blockquote": { ml: 0, pl: 2, borderLeft: 3, borderColor: "divider", color: "text.secondary" },
  "& img": { maxWidth: "100%" },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
