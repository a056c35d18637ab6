import { i18nFor } from "./i18n.server";
import { isLanguage } from "./i18n";
import { sendMail } from "./mail.server";
import { appOrigin } from "./security.server";
import { escapeHtml } from "./html";

/** The identity mails (password reset, invitation), written in the recipient's language. */
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
  const lines = [t(`${prefix}.greeting`, { name: user.name }), "", t(`${prefix}.body`), "", link, "", t(`${prefix}.expiry`), "", t("mail.ignore")];
  const html = `<p>${escapeHtml(t(`${prefix}.greeting`, { name: user.name }))}</p><p>${escapeHtml(t(`${prefix}.body`))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t(`${prefix}.action`))}</a></p><p>${escapeHtml(t(`${prefix}.expiry`))}</p><p>${escapeHtml(t("mail.ignore"))}</p>`;
  return sendMail({
    kind: purpose === "invite" ? "invitation" : "password-reset",
    to: user.email,
    userId: user.id,
    subject: t(`${prefix}.subject`),
    text: lines.join("\n"),
    html,
  });
}
