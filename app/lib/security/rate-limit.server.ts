import crypto from "node:crypto";
import { env } from "../env.server";
import { POLICY_DEFAULTS, type PolicyName } from "./rate-limit-policies";
import { clearRateLimit, hitRateLimit, unhitRateLimit } from "~/models/rate-limits.server";

/**
 * Rate limits. Counters live in the database (models/rate-limits.server.ts), so they hold across
 * restarts and, on PostgreSQL, across several app servers: every hit is one atomic upsert, on both
 * engines. A request takes one hit from each counter that applies to it *before* the work
 * is done (so a burst of parallel requests cannot slip through between a check and a count); when any
 * counter is over its allowance the request is refused with 429, `Retry-After` and the `RateLimit`
 * headers, and its hits are given back. Every answer of a limited form carries the `RateLimit-Policy`
 * and `RateLimit` headers (IETF draft-ietf-httpapi-ratelimit-headers-10 syntax).
 * Policies and their defaults: rate-limit-policies.ts; the design: docs/security.md, "Rate limits".
 */
export interface Policy {
  name: PolicyName;
  max: number;
  windowMs: number;
}

/** A policy as configured: the default, or its RATE_LIMITS override, times RATE_LIMIT_SCALE. */
export function policy(name: PolicyName): Policy {
  const config = env();
  const base = config.RATE_LIMITS[name] ?? POLICY_DEFAULTS[name];
  return { name, max: Math.max(1, Math.round(base.max * config.RATE_LIMIT_SCALE)), windowMs: base.windowMs };
}

/** One counter: a policy applied to one subject (an address, an account, a pair, a device). */
export interface Counter {
  policy: Policy;
  subject: string;
}

export function counter(name: PolicyName, ...subject: Array<string | number>): Counter {
  return { policy: policy(name), subject: subject.map((s) => String(s).trim().toLowerCase()).join("|") };
}

/** The database key: readable for short subjects, a digest for long ones (bounded key size). */
export function counterKey(c: Counter): string {
  const subject =
    c.subject.length <= 120 ? c.subject : crypto.createHash("sha256").update(c.subject).digest("base64url");
  return `${c.policy.name}:${subject}`;
}

export interface CounterState {
  policy: Policy;
  /** Hits in the current window, this request included. */
  count: number;
  resetAt: Date;
}

export interface Verdict {
  limited: boolean;
  /** Seconds until every exhausted counter has a new window (0 when not limited). */
  retryAfterSeconds: number;
  headers: Record<string, string>;
  states: CounterState[];
}

const secondsUntil = (date: Date, now: Date) => Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));

/** Sets out what the counters say: limited when any is over its allowance, and the headers. */
export function judge(states: CounterState[], now = new Date()): Verdict {
  const over = states.filter((s) => s.count > s.policy.max);
  const retryAfterSeconds = over.length ? Math.max(...over.map((s) => secondsUntil(s.resetAt, now))) : 0;
  const headers: Record<string, string> = {};
  if (states.length) {
    headers["RateLimit-Policy"] = states
      .map((s) => `"${s.policy.name}";q=${s.policy.max};w=${Math.ceil(s.policy.windowMs / 1000)}`)
      .join(", ");
    headers.RateLimit = states
      .map((s) => `"${s.policy.name}";r=${Math.max(0, s.policy.max - s.count)};t=${secondsUntil(s.resetAt, now)}`)
      .join(", ");
  }
  if (over.length) headers["Retry-After"] = String(retryAfterSeconds);
  return { limited: over.length > 0, retryAfterSeconds, headers, states };
}

/**
 * Takes one hit from every counter, or `cost` hits where one request does several things (a tracking lookup of
 * five numbers costs five). When the request is over any allowance it is refused whole: the verdict is limited
 * and the hits are given back, so refused requests do not count.
 */
export async function take(counters: Counter[], now = new Date(), cost = 1): Promise<Verdict> {
  const states = await Promise.all(
    counters.map(async (c) => ({
      policy: c.policy,
      ...(await hitRateLimit(counterKey(c), c.policy.windowMs, now, cost)),
    })),
  );
  const verdict = judge(states, now);
  if (verdict.limited) await giveBack(counters, now, cost);
  return verdict;
}

/** Gives back the hits this request took (a request that turned out not to count, e.g. a right password). */
export async function giveBack(counters: Counter[], now = new Date(), cost = 1): Promise<void> {
  await Promise.all(counters.map((c) => unhitRateLimit(counterKey(c), now, cost)));
}

/** Starts the counters afresh (after a successful sign-in, for the counters that only its owner feeds). */
export async function clearCounters(counters: Counter[]): Promise<void> {
  await Promise.all(counters.map((c) => clearRateLimit(counterKey(c))));
}

/** Adds a verdict's headers to a response's headers (redirects after a success carry them too). */
export function withLimitHeaders(headers: Headers, verdict: Verdict): Headers {
  for (const [name, value] of Object.entries(verdict.headers)) headers.set(name, value);
  return headers;
}

/** Policies configured looser than their defaults (announced at start-up in production). */
export function relaxedPolicies(): Policy[] {
  return (Object.keys(POLICY_DEFAULTS) as PolicyName[])
    .map(policy)
    .filter((p) => p.max > POLICY_DEFAULTS[p.name].max || p.windowMs < POLICY_DEFAULTS[p.name].windowMs);
}
