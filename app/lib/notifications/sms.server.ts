import { env } from "../env.server";
import { clip, describeError } from "../error-summary.server";
import { recordMail } from "~/models/outbox.server";
import { nowIso } from "~/models/dialect.server";

/**
 * Where SMS go (SMS_PROVIDER). `outbox`: each message is recorded in the outbox, like a mail written to the
 * .eml folder, and nothing leaves the server. `http`: each message is posted to a gateway as
 * `{"to": "+49…", "text": "…"}` with `Authorization: Bearer SMS_HTTP_TOKEN`; any 2xx answer is success. Either
 * way the outbox keeps a record (transport sms-outbox or sms-http), so admins see every SMS on /outbox.
 */
export interface SmsMessage {
  kind: string;
  to: string;
  text: string;
  userId?: number | null;
}

export interface SmsProvider {
  readonly name: "outbox" | "http";
  /** Sends one message and answers its outbox record; throws when it did not go out (the queue retries). */
  send(message: SmsMessage): Promise<{ outboxId: number }>;
}

/** The outbox record's subject: the first words of the text, as a phone's list shows a message. */
function subjectOf(text: string) {
  if (text.length <= 60) return text;
  const cut = text.slice(0, 59);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 40))}…`;
}

function record(message: SmsMessage, transport: "sms-outbox" | "sms-http", error: string | null) {
  return recordMail({
    kind: message.kind,
    to_address: message.to,
    user_id: message.userId ?? null,
    subject: subjectOf(message.text),
    text_body: message.text,
    html_body: null,
    file_name: null,
    transport,
    status: error ? "failed" : transport === "sms-outbox" ? "written" : "sent",
    error,
    created_at: nowIso(),
  });
}

export const outboxSms: SmsProvider = {
  name: "outbox",
  async send(message) {
    const { id } = await record(message, "sms-outbox", null);
    return { outboxId: id };
  },
};

/** A generic HTTPS gateway: POST JSON {to, text}, bearer token, 10 s at most. */
export function httpSms(config: { url: string; token?: string; timeoutMs?: number }): SmsProvider {
  return {
    name: "http",
    async send(message) {
      let failure: string | null = null;
      try {
        const res = await fetch(config.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
          redirect: "error",
        });
        if (!res.ok) {
          const body = await res.text().catch(() => "");
          failure = `HTTP ${res.status}${body ? `: ${clip(body.replace(/\s+/g, " "), 300)}` : ""}`;
        } else {
          await res.body?.cancel();
        }
      } catch (error) {
        failure = describeError(error);
      }
      const { id } = await record(message, "sms-http", failure);
      if (failure) throw new Error(`SMS gateway: ${failure}`);
      return { outboxId: id };
    },
  };
}

let configured: SmsProvider | undefined;

export function smsProvider(): SmsProvider {
  if (!configured) {
    const e = env();
    configured =
      e.SMS_PROVIDER === "http" && e.SMS_HTTP_URL
        ? httpSms({ url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN })
        : outboxSms;
  }
  return configured;
}

/** Tests put a provider in place (or back to the configured one with undefined). */
export function setSmsProviderForTests(provider: SmsProvider | undefined) {
  configured = provider;
}
