import { i18nFor } from "../i18n/i18n.server";
import { isLanguage } from "../i18n/i18n";
import { mailHtml, sendMail } from "../mail.server";
import { appOrigin } from "../security/origins.server";

/** The identity mails (password reset, invitation, address verification and change), written in the recipient's language. */
function baseUrl(request: Request) {
  return appOrigin(request);
}

export async function sendPasswordResetMail(
  request: Request,
  user: { id: number; name: string; email: string; locale: string },
  token: string,
  purpose: "reset" | "invite" = "reset",
) {
  const t = i18nFor(isLanguage(user.locale) ? user.locale : "tr").getFixedT(null, "auth");
  const link = `${baseUrl(request)}/reset-password?token=${encodeURIComponent(token)}`;
  const prefix = purpose === "invite" ? "mail.invite" : "mail.reset";
  const lines = [
    t(`${prefix}.greeting`, { name: user.name }),
    "",
    t(`${prefix}.body`),
    "",
    link,
    "",
    t(`${prefix}.expiry`),
    "",
    t("mail.ignore"),
  ];
  const html = mailHtml([
    t(`${prefix}.greeting`, { name: user.name }),
    t(`${prefix}.body`),
    { link, label: t(`${prefix}.action`) },
    t(`${prefix}.expiry`),
    t("mail.ignore"),
  ]);
  return sendMail({
    kind: purpose === "invite" ? "invitation" : "password-reset",
    to: user.email,
    userId: user.id,
    subject: t(`${prefix}.subject`),
    text: lines.join("\n"),
    html,
    secrets: [token],
  });
}

type MailUser = { id: number; name: string; email: string; locale: string };

function authT(user: MailUser) {
  return i18nFor(isLanguage(user.locale) ? user.locale : "tr").getFixedT(null, "auth");
}

/**
 * The link that proves an address: "verify" to the account's own address (after registration, or asked
 * again on the account screen), "email-change" to the new address the owner asked to move to.
 */
export async function sendEmailLinkMail(
  request: Request,
  user: MailUser,
  to: string,
  token: string,
  purpose: "verify" | "email-change",
) {
  const t = authT(user);
  const link = `${baseUrl(request)}/verify-email?token=${encodeURIComponent(token)}`;
  const prefix = purpose === "verify" ? "mail.verify" : "mail.emailChange";
  const lines = [
    t(`${prefix}.greeting`, { name: user.name }),
    "",
    t(`${prefix}.body`, { email: to }),
    "",
    link,
    "",
    t(`${prefix}.expiry`),
    "",
    t("mail.ignore"),
  ];
  const html = mailHtml([
    t(`${prefix}.greeting`, { name: user.name }),
    t(`${prefix}.body`, { email: to }),
    { link, label: t(`${prefix}.action`) },
    t(`${prefix}.expiry`),
    t("mail.ignore"),
  ]);
  return sendMail({
    kind: purpose === "verify" ? "email-verification" : "email-change",
    to,
    userId: user.id,
    subject: t(`${prefix}.subject`),
    text: lines.join("\n"),
    html,
    secrets: [token],
  });
}

/** Tells the current address that the account is being moved to another one (no link: nothing to act on). */
export async function sendEmailChangeNotice(user: MailUser, newEmail: string) {
  const t = authT(user);
  const lines = [
    t("mail.emailChangeNotice.greeting", { name: user.name }),
    "",
    t("mail.emailChangeNotice.body", { email: newEmail }),
    "",
    t("mail.emailChangeNotice.notYou"),
  ];
  const html = mailHtml([
    t("mail.emailChangeNotice.greeting", { name: user.name }),
    t("mail.emailChangeNotice.body", { email: newEmail }),
    t("mail.emailChangeNotice.notYou"),
  ]);
  return sendMail({
    kind: "email-change-notice",
    to: user.email,
    userId: user.id,
    subject: t("mail.emailChangeNotice.subject"),
    text: lines.join("\n"),
    html,
  });
}
