import { env } from "../env.server";
import { describeError } from "../error-summary.server";
import { isLanguage } from "../i18n/i18n";
import { sendMail } from "../mail.server";
import { appOrigin } from "../security/origins.server";
import {
  MAIL_KIND,
  SMS_KIND,
  renderStatusMail,
  renderStatusSms,
  trackingUrl,
  type StatusNotice,
} from "./messages.server";
import { smsProvider } from "./sms.server";
import {
  claimDueJobs,
  jobContent,
  markAttemptFailed,
  markSent,
  type NotificationJob,
} from "~/models/notifications.server";

/**
 * The notifications worker: runs in every server process (started with the server, stopped before the database
 * closes on SIGTERM), wakes every few seconds, or at once after a status change on this server, and sends the due
 * jobs of the queue. Several servers on one PostgreSQL database each run one; the claim keeps a job to one of them.
 */
const BATCH = 10;
const POLL_MS = 5_000;
/** A shutdown waits this long for the message being sent; its claim lapses after CLAIM_MS and another worker retries it. */
const STOP_WAIT_MS = 5_000;

/** Sends one claimed job; answers the outbox record's id. Throws when it did not go out. */
async function deliver(job: NotificationJob): Promise<number> {
  const content = await jobContent(job);
  if (!content) throw new Error("the shipment event is gone");
  const lng = isLanguage(job.locale) ? job.locale : "en";
  const notice: StatusNotice = {
    audience: job.audience,
    trackingNumber: content.tracking_number,
    status: content.status,
    location: content.location,
    occurredAt: content.occurred_at,
    failureReason: content.failure_reason,
    nextAttemptOn: content.next_attempt_on,
    trackingUrl: trackingUrl(appOrigin(), content.tracking_number),
  };
  if (job.channel === "sms") {
    const sent = await smsProvider().send({
      kind: SMS_KIND,
      to: job.recipient,
      userId: job.user_id,
      text: renderStatusSms(notice, lng),
    });
    return sent.outboxId;
  }
  const mail = await sendMail({
    kind: MAIL_KIND,
    to: job.recipient,
    userId: job.user_id,
    ...renderStatusMail(notice, lng),
  });
  if (mail.status === "failed") throw new Error(`the SMTP server refused it (outbox #${mail.id})`);
  return mail.id;
}

/**
 * One pass over the queue: claims due jobs a batch at a time and sends them until none is due (or the worker
 * stops). Answers how many were handled. Exported for tests.
 */
export async function processDueNotifications(options: { now?: () => Date; shouldStop?: () => boolean } = {}) {
  const now = options.now ?? (() => new Date());
  const maxAttempts = env().NOTIFY_MAX_ATTEMPTS;
  let handled = 0;
  for (;;) {
    const jobs = await claimDueJobs({ now: now(), limit: BATCH });
    for (const job of jobs) {
      try {
        await markSent(job, await deliver(job));
      } catch (error) {
        const outcome = await markAttemptFailed(job, describeError(error), { maxAttempts, now: now() });
        console.error(
          `[notify] job ${job.id} (${job.channel}) attempt ${job.attempts} failed${outcome === "failed" ? ", giving up" : ""}: ${describeError(error)}`,
        );
      }
      handled += 1;
    }
    if (jobs.length < BATCH || options.shouldStop?.()) return handled;
  }
}

let started = false;
let stopping = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let pass: Promise<void> | undefined;
let again = false;

function schedule(ms: number) {
  if (!started || stopping) return;
  clearTimeout(timer);
  timer = setTimeout(run, ms);
  // The worker alone never keeps a process alive (scripts, tests): the server's socket does.
  timer.unref?.();
}

function run() {
  timer = undefined;
  if (pass || stopping) return;
  pass = (async () => {
    do {
      again = false;
      try {
        await processDueNotifications({ shouldStop: () => stopping });
      } catch (error) {
        // A database that is briefly unavailable: the next pass tries again.
        console.error(`[notify] the queue could not be read: ${describeError(error)}`);
      }
    } while (again && !stopping);
  })().finally(() => {
    pass = undefined;
    schedule(POLL_MS);
  });
}

export function startNotificationWorker() {
  if (started) return;
  started = true;
  stopping = false;
  schedule(0);
}

/** Sends what a request just queued without waiting for the next poll (never awaited by the request). */
export function wakeNotificationWorker() {
  if (!started || stopping) return;
  if (pass) again = true;
  else schedule(0);
}

/** Stops polling and waits for the message being sent (at most STOP_WAIT_MS) before the database closes. */
export async function stopNotificationWorker() {
  if (!started) return;
  stopping = true;
  clearTimeout(timer);
  timer = undefined;
  if (pass) {
    let waited: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([pass, new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)))]);
    clearTimeout(waited);
  }
  started = false;
}
