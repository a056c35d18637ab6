import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import AttachFile from "@mui/icons-material/AttachFile";
import DraftsOutlined from "@mui/icons-material/DraftsOutlined";
import MarkEmailUnreadOutlined from "@mui/icons-material/MarkEmailUnreadOutlined";
import Star from "@mui/icons-material/Star";
import StarBorder from "@mui/icons-material/StarBorder";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useSubmit } from "react-router";
import type { Route } from "./+types/_panel.apps.email._index";
import { PageHeader } from "~/components/PageHeader";
import { FilterField } from "~/components/forms/FilterField";
import { ComposeDrawer, EMPTY_COMPOSE, useComposeDrawer } from "~/components/demo/email/ComposeForm";
import { MailSidebar } from "~/components/demo/email/MailSidebar";
import { EMAIL_PAGE_SIZE, LABEL_COLORS } from "~/components/demo/email/labels";
import { filterSearch, mailList, mailQuery, mailRow, updateFromForm } from "~/components/demo/email/email.server";
import type { MailRow } from "~/components/demo/email/email.server";
import { requireDemo } from "~/lib/demo.server";
import { formatDate } from "~/lib/format";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { useHydrated } from "~/lib/use-hydrated";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { EMAIL_FOLDERS, EMAIL_LABELS } from "~/mock/email";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { ...hydrateOnIntent, i18n: ["demo-email"] };

/** The demo mailbox: a folder or label, searched by subject, newest first, a page at a time. */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const query = mailQuery(url);
  const { emails, emailsMeta } = mailList(query);
  const pages = Math.max(1, Math.ceil(emails.length / EMAIL_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = emails.slice((page - 1) * EMAIL_PAGE_SIZE, page * EMAIL_PAGE_SIZE).map(mailRow);
  return {
    title: getT(context)("demo-email:title"),
    query: { ...query, page },
    search: filterSearch(query),
    rows,
    total: emails.length,
    pages,
    meta: emailsMeta,
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requireDemo(context, request);
  return updateFromForm(request, await request.formData(), url.pathname + url.search);
}

export default function Mailbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-email", "common"]);
  const { query, rows, total, pages, search, meta } = loaderData;
  const compose = useComposeDrawer();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<number[]>([]);
  const [listKey, setListKey] = useState(rows);
  if (listKey !== rows) {
    // New rows (another page, or the answer to a change): the selection starts over.
    setListKey(rows);
    setSelected([]);
  }
  useEffect(() => {
    // The inbox hydrates on intent: boxes ticked before then are the selection React starts from.
    const ticked = document.querySelectorAll<HTMLInputElement>('input[form="email-bulk"][name="emailIds"]:checked');
    // Reading the page once after hydration is the point: it is the state from before React ran.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (ticked.length > 0) setSelected(Array.from(ticked, (input) => Number(input.value)));
  }, []);
  const viewName = query.folder
    ? t(`folders.${query.folder}`)
    : query.label
      ? t(`labels.${query.label}`)
      : t("folders.inbox");
  const pageLink = (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set("page", String(page));
    const text = params.toString();
    return `/apps/email${text ? `?${text}` : ""}`;
  };
  const first = total === 0 ? 0 : (query.page - 1) * EMAIL_PAGE_SIZE + 1;
  return (
    <>
      <PageHeader title={t("title")} subtitle={viewName} />
      <Card sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "240px minmax(0, 1fr)" } }}>
        <MailSidebar
          folder={query.folder}
          label={query.label}
          meta={meta}
          onCompose={compose.openWith(EMPTY_COMPOSE)}
        />
        <Box sx={{ minWidth: 0 }}>
          <Box
            component={Form}
            method="get"
            role="search"
            sx={{ display: "flex", gap: 1, p: 2, borderBottom: 1, borderColor: "divider" }}
          >
            {query.folder && <input type="hidden" name="folder" value={query.folder} />}
            {query.label && <input type="hidden" name="label" value={query.label} />}
            <Box sx={{ flex: 1 }}>
              <FilterField name="q" type="search" defaultValue={query.q} label={t("list.search")} />
            </Box>
            <Button type="submit" variant="outlined">
              {t("common:actions.search")}
            </Button>
          </Box>
          <BulkToolbar
            rows={rows}
            selected={selected}
            onSelectAll={(all) => setSelected(all ? rows.map((r) => r.id) : [])}
            hydrated={hydrated}
            lastResult={actionData?.result}
          />
          {rows.length === 0 ? (
            <Typography sx={{ p: 4, textAlign: "center", color: "text.secondary" }} data-testid="email-empty">
              {query.q ? t("list.noMatch") : t("list.empty")}
            </Typography>
          ) : (
            <Box component="ul" aria-label={viewName} data-testid="email-list" sx={LIST_CSS}>
              {rows.map((row) => (
                <MailListRow
                  key={row.id}
                  row={row}
                  href={`/apps/email/${row.id}${search}`}
                  lng={i18n.language}
                  checked={selected.includes(row.id)}
                  onCheck={(on) => setSelected((s) => (on ? [...s, row.id] : s.filter((id) => id !== row.id)))}
                />
              ))}
            </Box>
          )}
          <Box
            component="nav"
            aria-label={t("list.pages")}
            sx={{ display: "flex", alignItems: "center", gap: 1, p: 2 }}
          >
            <Typography variant="body2" sx={{ color: "text.secondary", flex: 1 }} data-testid="email-total">
              {t("list.range", { first, last: first + rows.length - Math.min(1, rows.length), count: total })}
            </Typography>
            {query.page > 1 && (
              <Button component={Link} to={pageLink(query.page - 1)} size="small">
                {t("list.newer")}
              </Button>
            )}
            {query.page < pages && (
              <Button component={Link} to={pageLink(query.page + 1)} size="small" data-testid="email-older">
                {t("list.older")}
              </Button>
            )}
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

/**
 * The bulk form: the rows' checkboxes belong to it through their `form` attribute (each row also holds
 * its own small forms). It posts the ids with one change; with JavaScript only the pressed action goes.
 */
function BulkToolbar({
  rows,
  selected,
  onSelectAll,
  hydrated,
  lastResult,
}: {
  rows: MailRow[];
  selected: number[];
  onSelectAll: (all: boolean) => void;
  hydrated: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("demo-email");
  const submit = useSubmit();
  const [form, fields] = useForm({ id: "email-bulk", lastResult, shouldValidate: "onSubmit" });
  const errors = [...(form.errors ?? []), ...(fields.emailIds.errors ?? [])];
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = new FormData(event.currentTarget, submitter);
    // The pressed button says which change is meant; the other choices stay for later.
    const keep = submitter?.dataset.field;
    if (!keep) return;
    event.preventDefault();
    for (const name of ["isRead", "isStarred", "folder", "label"]) if (name !== keep) data.delete(name);
    void submit(data, { method: "post", preventScrollReset: true });
  };
  const all = rows.length > 0 && selected.length === rows.length;
  return (
    <Box
      component={Form}
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      onSubmit={onSubmit}
      aria-label={t("bulk.title")}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 1,
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      {hydrated && (
        <Checkbox
          checked={all}
          indeterminate={selected.length > 0 && !all}
          onChange={(e) => onSelectAll(e.target.checked)}
          slotProps={{ input: { "aria-label": t("bulk.selectAll") } }}
          data-testid="email-select-all"
        />
      )}
      <Button type="submit" name="isRead" value="true" data-field="isRead" size="small" data-testid="bulk-read">
        {t("bulk.markRead")}
      </Button>
      <Button type="submit" name="isRead" value="false" data-field="isRead" size="small" data-testid="bulk-unread">
        {t("bulk.markUnread")}
      </Button>
      <Button type="submit" name="isStarred" value="true" data-field="isStarred" size="small">
        {t("bulk.star")}
      </Button>
      <Button type="submit" name="isStarred" value="false" data-field="isStarred" size="small">
        {t("bulk.unstar")}
      </Button>
      <Box sx={{ display: "flex", gap: 0.5, alignItems: "center" }}>
        <TextField
          select
          size="small"
          name="folder"
          id="email-bulk-folder"
          label={t("bulk.moveTo")}
          defaultValue=""
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 130 }}
        >
          <option value="">—</option>
          {EMAIL_FOLDERS.map((f) => (
            <option key={f} value={f}>
              {t(`folders.${f}`)}
            </option>
          ))}
        </TextField>
        <Button type="submit" data-field="folder" size="small" variant="outlined" data-testid="bulk-move">
          {t("bulk.move")}
        </Button>
      </Box>
      <Box sx={{ display: "flex", gap: 0.5, alignItems: "center" }}>
        <TextField
          select
          size="small"
          name="label"
          id="email-bulk-label"
          label={t("bulk.label")}
          defaultValue=""
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 130 }}
        >
          <option value="">—</option>
          {EMAIL_LABELS.map((l) => (
            <option key={l} value={l}>
              {t(`labels.${l}`)}
            </option>
          ))}
        </TextField>
        <Button type="submit" data-field="label" size="small" variant="outlined" data-testid="bulk-label">
          {t("bulk.toggleLabel")}
        </Button>
      </Box>
      {errors.length > 0 && (
        <Alert severity="error" role="alert" sx={{ width: "100%" }} data-testid="bulk-error">
          {errors.map((e) => t(e)).join(" ")}
        </Alert>
      )}
    </Box>
  );
}

function MailListRow({
  row,
  href,
  lng,
  checked,
  onCheck,
}: {
  row: MailRow;
  href: string;
  lng: string;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  const { t } = useTranslation("demo-email");
  const outgoing = row.folder === "sent" || row.folder === "draft";
  const who = outgoing ? row.to.map((a) => a.name).join(", ") || t("mail.noRecipient") : row.from.name;
  const subject = row.subject || t("mail.noSubject");
  return (
    <li className={row.isRead ? "read" : "unread"} data-testid={`email-row-${row.id}`}>
      <Checkbox
        checked={checked}
        onChange={(e) => onCheck(e.target.checked)}
        slotProps={{
          input: {
            form: "email-bulk",
            name: "emailIds",
            value: String(row.id),
            "aria-label": t("bulk.select", { subject }),
          } as React.InputHTMLAttributes<HTMLInputElement>,
        }}
      />
      <Form method="post" preventScrollReset className="flag">
        <input type="hidden" name="emailIds" value={row.id} />
        <IconButton
          type="submit"
          name="isStarred"
          value={row.isStarred ? "false" : "true"}
          aria-label={t(row.isStarred ? "mail.unstar" : "mail.star", { subject })}
          aria-pressed={row.isStarred}
          color={row.isStarred ? "warning" : "default"}
          size="small"
        >
          {row.isStarred ? <Star /> : <StarBorder />}
        </IconButton>
      </Form>
      <Avatar src={row.from.avatar} alt="" sx={{ width: 34, height: 34 }} />
      <Link to={href} className="open">
        <span className="who">{who}</span>
        <span className="subject">{subject}</span>
        <span className="excerpt">{row.excerpt}</span>
      </Link>
      <span className="meta">
        {row.labels.map((l) => (
          <Chip key={l} size="small" variant="outlined" color={LABEL_COLORS[l]} label={t(`labels.${l}`)} />
        ))}
        {row.attachments > 0 && <AttachFile fontSize="small" titleAccess={t("mail.hasAttachments")} />}
        <time dateTime={row.time}>{formatDate(row.time, lng, SHORT)}</time>
      </span>
      <Form method="post" preventScrollReset className="flag">
        <input type="hidden" name="emailIds" value={row.id} />
        <IconButton
          type="submit"
          name="isRead"
          value={row.isRead ? "false" : "true"}
          aria-label={t(row.isRead ? "mail.markUnread" : "mail.markRead", { subject })}
          size="small"
        >
          {row.isRead ? <MarkEmailUnreadOutlined /> : <DraftsOutlined />}
        </IconButton>
      </Form>
    </li>
  );
}

const SHORT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" };

const LIST_CSS = {
  listStyle: "none",
  m: 0,
  p: 0,
  "& > li": {
    display: "grid",
    gridTemplateColumns: "auto auto auto minmax(0, 1fr) auto auto",
    alignItems: "center",
    gap: 1,
    px: 1,
    py: 0.75,
    borderBottom: 1,
    borderColor: "divider",
  },
  "& > li.unread .who, & > li.unread .subject": { fontWeight: 700 },
  "& .flag": { display: "contents" },
  "& .open": {
    minWidth: 0,
    display: "flex",
    flexWrap: "wrap",
    columnGap: 1,
    color: "text.primary",
    textDecoration: "none",
    py: 0.5,
  },
  "& .open:focus-visible": { outline: 2, outlineStyle: "solid", outlineColor: "primary.main" },
  "& .who": { minWidth: { sm: 150 } },
  "& .subject": { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", maxWidth: "100%" },
  "& .excerpt": {
    color: "text.secondary",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
    flex: 1,
    minWidth: 0,
    display: { xs: "none", lg: "block" },
  },
  "& .meta": { display: "flex", alignItems: "center", gap: 0.5, color: "text.secondary", fontSize: "0.8rem" },
  "& .meta .MuiChip-root": { display: { xs: "none", sm: "inline-flex" } },
  "@media (max-width: 599.95px)": {
    "& > li": { gridTemplateColumns: "auto auto minmax(0, 1fr) auto", rowGap: 0 },
    "& > li .MuiAvatar-root": { display: "none" },
    "& .meta": { gridColumn: "3 / 4" },
  },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
