import { data } from "react-router";
import { parseWithZod } from "~/lib/submission";
import { sanitizeRichText, htmlToText } from "~/lib/content/html.server";
import { redirectWithToast } from "~/lib/toast.server";
import { MockError } from "~/mock/core";
import {
  ComposeEmailBody,
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  EMAIL_VIEWS,
  composeEmail,
  getEmail,
  listEmails,
  updateEmails,
  updateEmailsLabel,
  type Email,
} from "~/mock/email";
import { EmailUpdateSchema, ComposeSchema, splitAddresses } from "./schemas";

import { EMAIL_PAGE_SIZE } from "./labels";

export { EMAIL_PAGE_SIZE };

/** Folder, label, search and page from the address bar; anything unknown falls back to the inbox's defaults. */
export function mailQuery(url: URL) {
  const pick = <T extends readonly string[]>(values: T, raw: string | null): T[number] | undefined =>
    raw && (values as readonly string[]).includes(raw) ? raw : undefined;
  const page = Number(url.searchParams.get("page") ?? "1");
  return {
    folder: pick(EMAIL_VIEWS, url.searchParams.get("folder")),
    label: pick(EMAIL_LABELS, url.searchParams.get("label")),
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
export type MailQuery = ReturnType<typeof mailQuery>;

/** The list's filters as a search string (without the page), to carry them to a mail and back. */
export function filterSearch(query: MailQuery): string {
  const params = new URLSearchParams();
  if (query.folder) params.set("folder", query.folder);
  if (query.label) params.set("label", query.label);
  if (query.q) params.set("q", query.q);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function mailList(query: MailQuery) {
  return listEmails({ folder: query.folder, label: query.label, q: query.q });
}

/** What a list row needs: no full message, just a plain-text excerpt. */
export function mailRow(email: Email) {
  return {
    id: email.id,
    from: email.from,
    to: email.to,
    folder: email.folder,
    subject: email.subject,
    excerpt: htmlToText(email.message).slice(0, 140),
    time: email.time,
    isRead: email.isRead,
    isStarred: email.isStarred,
    labels: email.labels,
    attachments: email.attachments.length,
  };
}
export type MailRow = ReturnType<typeof mailRow>;

/** One mail for display: its message (and any earlier replies) sanitised, whatever was stored. */
export function mailForDisplay(id: number) {
  try {
    const email = getEmail(id);
    return {
      ...email,
      message: sanitizeRichText(email.message),
      replies: email.replies.map((r) => ({ ...r, message: sanitizeRichText(r.message) })),
    };
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * The flag, move and label form (bulk toolbar, row buttons, the open mail): `emailIds` with exactly one
 * of `isRead`, `isStarred`, `folder` or `label`, answered with a redirect to `back` or a 400 that keeps
 * the choice.
 */
export async function updateFromForm(request: Request, formData: FormData, back: string) {
  const submission = parseWithZod(formData, { schema: EmailUpdateSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { emailIds, isRead, isStarred, folder, label } = submission.value;
  try {
    if (label) updateEmailsLabel({ emailIds, label });
    else {
      // Only the one change made: a key present with `undefined` would overwrite the mail's field.
      const change = Object.fromEntries(
        Object.entries({ isRead, isStarred, folder }).filter(([, value]) => value !== undefined),
      );
      updateEmails({ emailIds, dataToUpdate: change });
    }
  } catch (error) {
    if (error instanceof MockError && error.status === 404)
      return data({ result: submission.reply({ formErrors: ["demo-email:errors.unknownMail"] }) }, { status: 400 });
    throw error;
  }
  return redirectWithToast(request, back, { key: "demo-email:toasts.updated", values: { count: emailIds.length } });
}

/** Compose: `intent=send` files the mail in sent, `intent=save-draft` in draft; the message is sanitised. */
export async function composeFromForm(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ComposeSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { intent, to, cc, bcc, subject, message } = submission.value;
  const folder = intent === "send" ? "sent" : "draft";
  composeEmail(
    ComposeEmailBody.parse({
      to: splitAddresses(to),
      cc: splitAddresses(cc),
      bcc: splitAddresses(bcc),
      subject,
      message: sanitizeRichText(message ?? ""),
      folder,
    }),
  );
  return redirectWithToast(request, `/apps/email?folder=${folder}`, {
    key: folder === "sent" ? "demo-email:toasts.sent" : "demo-email:toasts.drafted",
  });
}

export { EMAIL_FOLDERS };
