import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import nodemailer from "nodemailer";
import { env } from "./env.server";
import { clip, describeError } from "./error-summary.server";
import { recordMail } from "~/models/outbox.server";
import { nowIso } from "~/models/dialect.server";

/**
 * Outgoing mail. With SMTP_URL set, mail goes through that server; without it every mail is
 * written as an .eml file under $DATA_DIR/outbox/ (admins read them on the Outbox screen).
 * Either way a record lands in the mail_outbox table.
 */
export interface MailMessage {
  kind: string;
  to: string;
  userId?: number | null;
  subject: string;
  text: string;
  html?: string;
}

let smtp: nodemailer.Transporter | undefined;
const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

export async function sendMail(message: MailMessage): Promise<{ id: number; fileName: string | null }> {
  const config = env();
  const mail = { from: config.MAIL_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html };
  const base = {
    kind: message.kind,
    to_address: message.to,
    user_id: message.userId ?? null,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
    created_at: nowIso(),
  };
  if (config.SMTP_URL) {
    smtp ??= nodemailer.createTransport(config.SMTP_URL);
    try {
      await smtp.sendMail(mail);
      const { id } = await recordMail({ ...base, file_name: null, transport: "smtp", status: "sent", error: null });
      return { id, fileName: null };
    } catch (error) {
      console.error(`[mail] sending ${message.kind} to ${clip(message.to, 254)} failed: ${describeError(error)}`);
      const { id } = await recordMail({ ...base, file_name: null, transport: "smtp", status: "failed", error: clip(String(error), 2000) });
      return { id, fileName: null };
    }
  }
  const info = await fileTransport.sendMail(mail);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const fileName = `${stamp}-${message.kind}-${crypto.randomBytes(4).toString("hex")}.eml`;
  await fs.mkdir(config.OUTBOX_DIR, { recursive: true });
  await fs.writeFile(path.join(config.OUTBOX_DIR, fileName), info.message as Buffer);
  const { id } = await recordMail({ ...base, file_name: fileName, transport: "file", status: "written", error: null });
  return { id, fileName };
}

/** Reads an outbox file by the name recorded for it (never a path from the request). */
export async function readOutboxFile(fileName: string): Promise<Buffer | null> {
  if (!/^[\w.-]+\.eml$/.test(fileName)) return null;
  try {
    return await fs.readFile(path.join(env().OUTBOX_DIR, fileName));
  } catch {
    return null;
  }
}

/**
 * The .eml of a recorded mail: the file this server wrote, or, when another server wrote it (several
 * app servers, each with its own DATA_DIR), the same message rebuilt from the database record.
 */
export async function outboxMessage(mail: {
  file_name: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string | Date;
}): Promise<Buffer> {
  const file = mail.file_name ? await readOutboxFile(mail.file_name) : null;
  if (file) return file;
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
