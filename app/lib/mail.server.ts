import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import nodemailer from "nodemailer";
import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { env } from "./env.server";
import { clip, describeError } from "./error-summary.server";
import { recordMail } from "~/models/outbox.server";
import { nowIso } from "~/models/dialect.server";

/**
 * Outgoing mail. With SMTP_URL set, mail goes through that server; without it every mail is
 * written as an .eml file under $DATA_DIR/outbox/ (admins read them on the Outbox screen).
 * Either way a record lands in the mail_outbox table. The record never holds a live link: the message's
 * `secrets` (tokens of reset, invitation and verification links) are replaced by REDACTED in it, so the
 * Outbox screen and its downloads show admins every mail but no link that would act for someone else.
 * Only the message itself (sent by SMTP, or the .eml file in the outbox folder on the server's disk,
 * which is the development mailbox) carries the link.
 */
/** A paragraph of a mail: text (a newline becomes a line break), or a link with its label. */
export type MailParagraph = string | { link: string; label: string };

/** A mail's HTML version from its paragraphs, written by React as the screens are, so every text is escaped. */
export function mailHtml(paragraphs: readonly MailParagraph[]): string {
  const text = (p: string): ReactNode[] =>
    p.split("\n").flatMap((line, i) => (i === 0 ? [line] : [createElement("br"), line]));
  const body = paragraphs.map((p) =>
    typeof p === "string"
      ? createElement("p", null, ...text(p))
      : createElement("p", null, createElement("a", { href: p.link }, p.label)),
  );
  return renderToStaticMarkup(createElement(Fragment, null, ...body));
}

export interface MailMessage {
  kind: string;
  to: string;
  userId?: number | null;
  subject: string;
  text: string;
  html?: string;
  secrets?: string[];
}

export const REDACTED = "REDACTED";

/** The text with every secret replaced (each secret is a URL-safe token, the same in text and HTML). */
export function redact(text: string, secrets: readonly string[] = []): string {
  return secrets.filter((s) => s.length > 0).reduce((out, secret) => out.split(secret).join(REDACTED), text);
}

let smtp: nodemailer.Transporter | undefined;
const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

/** Sends or writes a mail; a failed SMTP delivery is recorded and answered as `failed` (the queue retries it). */
export async function sendMail(
  message: MailMessage,
): Promise<{ id: number; fileName: string | null; status: "sent" | "written" | "failed" }> {
  const config = env();
  const mail = {
    from: config.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
  };
  const base = {
    kind: message.kind,
    to_address: message.to,
    user_id: message.userId ?? null,
    subject: message.subject,
    text_body: redact(message.text, message.secrets),
    html_body: message.html === undefined ? null : redact(message.html, message.secrets),
    created_at: nowIso(),
  };
  if (config.SMTP_URL) {
    smtp ??= nodemailer.createTransport(config.SMTP_URL);
    try {
      await smtp.sendMail(mail);
      const { id } = await recordMail({ ...base, file_name: null, transport: "smtp", status: "sent", error: null });
      return { id, fileName: null, status: "sent" };
    } catch (error) {
      console.error(`[mail] sending ${message.kind} to ${clip(message.to, 254)} failed: ${describeError(error)}`);
      const { id } = await recordMail({
        ...base,
        file_name: null,
        transport: "smtp",
        status: "failed",
        error: clip(String(error), 2000),
      });
      return { id, fileName: null, status: "failed" };
    }
  }
  const info = await fileTransport.sendMail(mail);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const fileName = `${stamp}-${message.kind}-${crypto.randomBytes(4).toString("hex")}.eml`;
  await fs.mkdir(config.OUTBOX_DIR, { recursive: true });
  await fs.writeFile(path.join(config.OUTBOX_DIR, fileName), info.message as Buffer);
  const { id } = await recordMail({ ...base, file_name: fileName, transport: "file", status: "written", error: null });
  return { id, fileName, status: "written" };
}

/**
 * The .eml of a recorded mail for the Outbox screen, rebuilt from the database record: the same on every
 * app server, and, unlike the file in the outbox folder, without live links (see `secrets` above).
 */
export async function outboxMessage(mail: {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string | Date;
}): Promise<Buffer> {
  const info = await fileTransport.sendMail({
    from: env().MAIL_FROM,
    to: mail.to_address,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body ?? undefined,
    date: new Date(mail.created_at),
  });
  return info.message as Buffer;
}
