import type { TFunction } from "i18next";
import type { ComposeDefaults } from "./ComposeForm";

interface Source {
  from: { name: string; email: string };
  to: Array<{ email: string }>;
  subject: string;
  message: string;
  time: string;
}

/**
 * A reply goes to the sender with "Re:", a forward to nobody yet with "Fwd:"; both quote the
 * (already sanitised) message under a line naming its sender.
 */
export function composeDefaults(mail: Source, kind: "reply" | "forward", t: TFunction): ComposeDefaults {
  const prefix = kind === "reply" ? "Re: " : "Fwd: ";
  const subject = mail.subject.startsWith(prefix) ? mail.subject : `${prefix}${mail.subject}`;
  const quote = `<p></p><p>${escapeHtml(t("demo-email:compose.quoteLine", { name: mail.from.name, email: mail.from.email }))}</p><blockquote>${mail.message}</blockquote>`;
  return {
    to: kind === "reply" ? mail.from.email : "",
    cc: "",
    bcc: "",
    subject: subject.slice(0, 200),
    message: quote,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
}
