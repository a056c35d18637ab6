import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import ArrowBack from "@mui/icons-material/ArrowBack";
import SendOutlined from "@mui/icons-material/SendOutlined";
import { visuallyHidden } from "@mui/utils";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useFetcher } from "react-router";
import type { Route } from "./+types/_panel.apps.chat";
import { FilterField } from "~/components/forms/FilterField";
import { SubmitButton, TextInput } from "~/components/forms/fields";
import { chatView, sendFromForm } from "~/components/demo/chat/chat.server";
import { requireDemo } from "~/lib/demo.server";
import { formatDate, TIME_SHORT } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { parseId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import type { ChatContact, ChatMessage, ChatStatus } from "~/mock/chat";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-chat"] };

/** The demo chat: the open conversation (`?contact=`) and the sidebar's search (`?q=`) are in the address. */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const raw = url.searchParams.get("contact");
  const contactId = raw ? parseId(raw) : null;
  if (raw && contactId === null) throw new Response(null, { status: 404 });
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  return { title: getT(context)("demo-chat:title"), q, ...chatView(contactId, q) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requireDemo(context, request);
  return sendFromForm(request, url);
}

const STATUS_COLORS: Record<ChatStatus, "success" | "warning" | "error" | "default"> = {
  online: "success",
  away: "warning",
  busy: "error",
  offline: "default",
};

function StatusAvatar({
  person,
  size = 40,
}: {
  person: Pick<ChatContact, "avatar" | "status" | "fullName">;
  size?: number;
}) {
  const { t } = useTranslation("demo-chat");
  const color = STATUS_COLORS[person.status];
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      color={color === "default" ? "secondary" : color}
      slotProps={{ badge: { title: t(`status.${person.status}`) } as object }}
      sx={color === "default" ? { "& .MuiBadge-badge": { bgcolor: "grey.500" } } : undefined}
    >
      <Avatar src={person.avatar} alt="" sx={{ width: size, height: size }} />
    </Badge>
  );
}

export default function Chat({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-chat", "common"]);
  const { profile, chats, contacts, open, q } = loaderData;
  const withQ = (contact: number) => `/apps/chat?contact=${contact}${q ? `&q=${encodeURIComponent(q)}` : ""}`;
  const sidebar = (
    <Box component="aside" aria-label={t("sidebar")} className={open ? "side has-open" : "side"}>
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", p: 2 }} data-testid="chat-profile">
        <StatusAvatar person={profile} size={44} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{profile.fullName}</Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t(`status.${profile.status}`)}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ px: 2, pb: 1, color: "text.secondary" }}>
        {profile.about}
      </Typography>
      <Box component={Form} method="get" role="search" sx={{ px: 2, pb: 1 }}>
        {open && <input type="hidden" name="contact" value={open.contact.id} />}
        <FilterField name="q" type="search" defaultValue={q} label={t("search")} />
      </Box>
      <Typography variant="overline" component="h2" sx={{ px: 2, color: "primary.main" }}>
        {t("chats")}
      </Typography>
      <ul className="people" data-testid="chat-list">
        {chats.length === 0 && <li className="none">{t("noChats")}</li>}
        {chats.map((c) => (
          <li key={c.id}>
            <Link to={withQ(c.id)} aria-current={open?.contact.id === c.id ? "page" : undefined}>
              <StatusAvatar person={c} />
              <span className="text">
                <span className="name">{c.fullName}</span>
                <span className="last">{c.chat.lastMessage?.message}</span>
              </span>
              <span className="when">
                {c.chat.lastMessage && (
                  <time dateTime={c.chat.lastMessage.time}>
                    {formatDate(c.chat.lastMessage.time, i18n.language, TIME_SHORT)}
                  </time>
                )}
                {c.chat.unseenMsgs > 0 && (
                  <Chip
                    size="small"
                    color="error"
                    label={
                      <>
                        <span aria-hidden="true">{c.chat.unseenMsgs}</span>
                        <Box component="span" sx={visuallyHidden}>
                          {t("unseen", { count: c.chat.unseenMsgs })}
                        </Box>
                      </>
                    }
                  />
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Typography variant="overline" component="h2" sx={{ px: 2, color: "primary.main" }}>
        {t("contacts")}
      </Typography>
      <ul className="people" data-testid="contact-list">
        {contacts.length === 0 && <li className="none">{t("noContacts")}</li>}
        {contacts.map((c) => (
          <li key={c.id}>
            <Link to={withQ(c.id)} aria-current={open?.contact.id === c.id ? "page" : undefined}>
              <StatusAvatar person={c} />
              <span className="text">
                <span className="name">{c.fullName}</span>
                <span className="last">{c.role}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Box>
  );
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {t("title")}
      </Typography>
      <Card sx={LAYOUT_CSS} className={open ? "with-open" : undefined}>
        {sidebar}
        {open ? (
          <Conversation
            key={open.contact.id}
            contact={open.contact}
            messages={open.messages}
            profileId={profile.id}
            profileAvatar={profile.avatar}
            refused={actionData?.result}
            back={`/apps/chat${q ? `?q=${encodeURIComponent(q)}` : ""}`}
          />
        ) : (
          <Box className="main empty" sx={{ display: "grid", placeItems: "center", p: 4 }}>
            <Typography sx={{ color: "text.secondary" }}>{t("pick")}</Typography>
          </Box>
        )}
      </Card>
    </>
  );
}

/** Consecutive messages of one sender form a group, shown under one avatar. */
function groups(messages: ChatMessage[]) {
  const out: Array<{ senderId: number; messages: ChatMessage[] }> = [];
  for (const m of messages) {
    const last = out[out.length - 1];
    if (last && last.senderId === m.senderId) last.messages.push(m);
    else out.push({ senderId: m.senderId, messages: [m] });
  }
  return out;
}

function Conversation({
  contact,
  messages,
  profileId,
  profileAvatar,
  back,
  refused,
}: {
  /** The refusal of a post without JavaScript (with it, the answer comes back to the fetcher). */
  refused?: SubmissionResult<string[]>;
  contact: ChatContact;
  messages: ChatMessage[];
  profileId: number;
  profileAvatar: string;
  back: string;
}) {
  const { t, i18n } = useTranslation("demo-chat");
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>({ key: `chat-${contact.id}` });
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm<{ contact: string; message: string }>({
    id: `chat-send-${contact.id}`,
    lastResult: fetcher.data?.result ?? refused,
    shouldValidate: "onSubmit",
  });
  // While the message is on its way it is shown already; the answer's conversation replaces it.
  const pending = fetcher.formData?.get("message");
  const shown: ChatMessage[] =
    typeof pending === "string" && pending.trim()
      ? [...messages, { message: pending.trim(), time: new Date().toISOString(), senderId: profileId }]
      : messages;
  return (
    <Box component="section" className="main" aria-labelledby="chat-with">
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, p: 2, borderBottom: 1, borderColor: "divider" }}>
        <IconButton component={Link} to={back} aria-label={t("back")} sx={{ display: { md: "none" } }}>
          <ArrowBack />
        </IconButton>
        <StatusAvatar person={contact} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="chat-with" variant="h5" component="h2">
            {contact.fullName}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {contact.role} · {t(`status.${contact.status}`)}
          </Typography>
        </Box>
      </Box>
      <Box
        sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 240px" }, minHeight: 0, flex: 1 }}
      >
        <Box sx={{ display: "flex", flexDirection: "column", minHeight: 0 }}>
          {/* Newest at the bottom, and the box starts scrolled there (column-reverse), with or without JavaScript. */}
          <Box className="messages" role="log" aria-label={t("messages")} data-testid="chat-messages" tabIndex={0}>
            <div>
              {shown.length === 0 && (
                <Typography sx={{ color: "text.secondary", textAlign: "center", p: 3 }}>{t("startChat")}</Typography>
              )}
              {groups(shown).map((g, i) => {
                const mine = g.senderId === profileId;
                return (
                  <div key={i} className={mine ? "group mine" : "group"}>
                    <Avatar src={mine ? profileAvatar : contact.avatar} alt="" sx={{ width: 32, height: 32 }} />
                    <div className="bubbles">
                      <span className="visually-hidden">{mine ? t("you") : contact.fullName}:</span>
                      {g.messages.map((m, j) => (
                        <p key={j} className="bubble">
                          {m.message}
                        </p>
                      ))}
                      <time dateTime={g.messages[g.messages.length - 1].time}>
                        {formatDate(g.messages[g.messages.length - 1].time, i18n.language, TIME_SHORT)}
                      </time>
                    </div>
                  </div>
                );
              })}
            </div>
          </Box>
          <fetcher.Form
            method="post"
            ref={formRef}
            preventScrollReset
            {...getFormProps(form)}
            onSubmit={() => {
              // The typed text travels in the submission; the box is emptied for the next message at once.
              requestAnimationFrame(() => formRef.current?.reset());
            }}
          >
            <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", p: 2, borderTop: 1, borderColor: "divider" }}>
              <input type="hidden" name="contact" value={contact.id} />
              {form.errors?.length ? <Alert severity="error">{form.errors.map((e) => t(e)).join(" ")}</Alert> : null}
              <TextInput meta={fields.message} label={t("message")} multiline maxRows={4} sx={{ flex: 1 }} />
              <SubmitButton startIcon={<SendOutlined />} data-testid="chat-send" sx={{ mt: 1 }}>
                {t("send")}
              </SubmitButton>
            </Box>
          </fetcher.Form>
        </Box>
        <Box
          component="aside"
          aria-labelledby="chat-profile"
          sx={{
            p: 2,
            borderStyle: "solid",
            borderWidth: "0 0 0 1px",
            borderColor: "divider",
            display: { xs: "none", lg: "block" },
          }}
        >
          <Typography id="chat-profile" variant="subtitle2" component="h3">
            {t("profile")}
          </Typography>
          <Box sx={{ textAlign: "center", my: 2 }}>
            <Avatar src={contact.avatar} alt="" sx={{ width: 72, height: 72, mx: "auto" }} />
            <Typography sx={{ fontWeight: 600, mt: 1 }}>{contact.fullName}</Typography>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {contact.role}
            </Typography>
          </Box>
          <Typography variant="overline" component="h4">
            {t("about")}
          </Typography>
          <Typography variant="body2">{contact.about}</Typography>
        </Box>
      </Box>
    </Box>
  );
}

const LAYOUT_CSS = {
  display: "grid",
  gridTemplateColumns: { xs: "1fr", md: "300px minmax(0, 1fr)" },
  height: { md: "calc(100vh - 220px)" },
  minHeight: { md: 520 },
  "& .side": {
    borderStyle: "solid",
    borderWidth: { xs: 0, md: "0 1px 0 0" },
    borderColor: "divider",
    overflowY: "auto",
    minHeight: 0,
  },
  "& .main": { display: "flex", flexDirection: "column", minHeight: 0 },
  // A phone shows one pane: the list, or the open conversation with a way back.
  "&.with-open .side": { display: { xs: "none", md: "block" } },
  "& .main.empty": { display: { xs: "none", md: "grid" } },
  "& .people": { listStyle: "none", m: 0, p: 0, pb: 1 },
  "& .people .none": { px: 2, py: 1, color: "text.secondary", fontSize: "0.875rem" },
  "& .people a": {
    display: "flex",
    alignItems: "center",
    gap: 1.5,
    px: 2,
    py: 1,
    color: "text.primary",
    textDecoration: "none",
  },
  "& .people a:hover": { bgcolor: "action.hover" },
  "& .people a[aria-current=page]": { bgcolor: "action.selected" },
  // On the selected row's tint the secondary grey falls short of the contrast text needs (dark skin).
  "& .people a[aria-current=page] .last, & .people a[aria-current=page] .when": { color: "text.primary" },
  "& .people a:focus-visible": { outline: 2, outlineStyle: "solid", outlineColor: "primary.main", outlineOffset: -2 },
  "& .text": { display: "flex", flexDirection: "column", minWidth: 0, flex: 1 },
  "& .name": { fontWeight: 600 },
  "& .last": {
    color: "text.secondary",
    fontSize: "0.85rem",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  },
  "& .when": {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-end",
    gap: 0.5,
    color: "text.secondary",
    fontSize: "0.75rem",
  },
  "& .messages": {
    flex: 1,
    overflowY: "auto",
    display: "flex",
    flexDirection: "column-reverse",
    p: 2,
    minHeight: { xs: 320, md: 0 },
    maxHeight: { xs: "60vh", md: "none" },
  },
  "& .group": { display: "flex", gap: 1, mb: 2, alignItems: "flex-end" },
  "& .group.mine": { flexDirection: "row-reverse" },
  "& .bubbles": { display: "flex", flexDirection: "column", gap: 0.5, maxWidth: "75%" },
  "& .group.mine .bubbles": { alignItems: "flex-end" },
  "& .bubble": {
    m: 0,
    px: 1.5,
    py: 1,
    borderRadius: 2,
    bgcolor: "action.hover",
    overflowWrap: "anywhere",
    whiteSpace: "pre-wrap",
  },
  "& .group.mine .bubble": { bgcolor: "primary.main", color: "primary.contrastText" },
  "& .bubbles time": { fontSize: "0.75rem", color: "text.secondary" },
  "& .visually-hidden": {
    position: "absolute",
    width: 1,
    height: 1,
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
  },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
