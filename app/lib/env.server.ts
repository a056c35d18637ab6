import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { z } from "zod";
import { POLICY_NAMES, isPolicyName, type PolicyName } from "./security/rate-limit-policies";

/**
 * The server's configuration, read once from the environment and validated with zod.
 * A bad value stops the start with a message naming the variable.
 */
const duration = z
  .string()
  .regex(/^\d+(ms|s|m|h|d)$/, "a duration such as 30s, 10m, 12h or 7d")
  .transform(parseDuration);

const flag = z
  .enum(["on", "off", "true", "false", "1", "0", "yes", "no"])
  .transform((v) => ["on", "true", "1", "yes"].includes(v));

/**
 * Per-policy rate limits for tests and special deployments: `name=max/window` pairs separated by
 * commas, e.g. `login-account=3/5s,tracking-address=4/3s` (names from rate-limit-policies.ts).
 */
const rateLimitOverrides = z
  .string()
  .max(2000)
  .transform((value, ctx) => {
    const out: Partial<Record<PolicyName, { max: number; windowMs: number }>> = {};
    for (const part of value
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const match = /^([a-z-]+)=(\d{1,7})\/(\d+(?:ms|s|m|h|d))$/.exec(part);
      if (!match || !isPolicyName(match[1]) || Number(match[2]) < 1 || parseDuration(match[3]) < 1000) {
        ctx.addIssue({
          code: "custom",
          message: `"${part}" is not name=max/window (max ≥ 1, window ≥ 1s) with a name among ${POLICY_NAMES.join(", ")}`,
        });
        return z.NEVER;
      }
      out[match[1]] = { max: Number(match[2]), windowMs: parseDuration(match[3]) };
    }
    return out;
  });

const cookieName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "letters, digits, _ or - (at most 64)");

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, "file:<path> or postgres://…")
      .optional(),
    UPLOADS_DIR: z.string().min(1).optional(),
    UPLOADS_S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: "an http(s) URL such as https://s3.eu-central-1.amazonaws.com" })
      .optional(),
    UPLOADS_S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "a bucket name: 3-63 lower-case letters, digits, dots or hyphens")
      .optional(),
    UPLOADS_S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, "a region such as eu-central-1 (or auto)")
      .default("us-east-1"),
    UPLOADS_S3_ACCESS_KEY_ID: z.string().min(1).max(128).optional(),
    UPLOADS_S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
    UPLOADS_S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9_-]+\/)+$/, "folder names ending with /, such as kargo/uploads/")
      .optional(),
    UPLOADS_S3_PATH_STYLE: flag.prefault("on"),
    SESSION_SECRET: z.string().min(32, "at least 32 characters").optional(),
    ACCESS_TOKEN_TTL: duration.prefault("10m"),
    REFRESH_TOKEN_TTL: duration.prefault("10m"),
    SESSION_IDLE_TIMEOUT: duration.prefault("30m"),
    SESSION_MAX_AGE: duration.prefault("12h"),
    ACCESS_TOKEN_COOKIE_KEY: cookieName.default("accessToken"),
    REFRESH_TOKEN_COOKIE_KEY: cookieName.default("refreshToken"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "smtp://user:pass@host:port or smtps://…")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Kargo Panel <no-reply@kargo.test>"),
    /**
     * Where shipment SMS go: `outbox` (the default) records each in the outbox like a mail, `http` posts it to a
     * gateway (SMS_HTTP_URL, SMS_HTTP_TOKEN; docs/notifications.md).
     */
    SMS_PROVIDER: z.enum(["outbox", "http"]).default("outbox"),
    SMS_HTTP_URL: z
      .url({ protocol: /^https?$/, error: "an https URL such as https://sms.example.com/send" })
      .refine(
        (value) => value.startsWith("https:") || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])[:/]/.test(value),
        "an https URL (plain http only to localhost)",
      )
      .optional(),
    SMS_HTTP_TOKEN: z.string().min(8, "at least 8 characters").max(1000).optional(),
    /** Attempts of a notification before it is marked failed (retried with a growing wait between them). */
    NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    DEMO_API: flag.prefault("on"),
    /**
     * The map tiles of the demo map (`/maps/leaflet`): a Leaflet URL template such as
     * `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`. Unset: the map draws its markers without tiles.
     */
    MAP_TILES_URL: z
      .string()
      .max(500)
      .refine(
        (value) => mapTilesSource(value) !== null && ["{z}", "{x}", "{y}"].every((part) => value.includes(part)),
        "an http(s) tile URL template with {z}, {x} and {y}, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
      )
      .optional(),
    /**
     * The origin of every absolute link the server writes (mails, QR codes, image URLs of the public API), never
     * the request's Host header. Several, comma-separated, when one deployment answers at several addresses: the
     * first is the default, and a request (its Host, or its forwarded host behind a trusted proxy) may choose
     * another of the list, never one outside it.
     */
    APP_URL: z
      .string()
      .transform((value, ctx) => {
        const origins: string[] = [];
        for (const part of value
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean)) {
          let url: URL | null = null;
          try {
            url = new URL(part);
          } catch {
            url = null;
          }
          if (
            !url ||
            !/^https?:$/.test(url.protocol) ||
            url.pathname.replace(/\/+$/, "") !== "" ||
            url.search ||
            url.hash ||
            url.username
          ) {
            ctx.addIssue({ code: "custom", message: `"${part}" is not an origin such as https://kargo.example.com` });
            return z.NEVER;
          }
          origins.push(url.origin);
        }
        return origins;
      })
      .optional(),
    TRUST_PROXY: flag.prefault("off"),
    ADMIN_MFA: z.enum(["optional", "required"]).default("optional"),
    /** Multiplies every rate limit's allowance (load tests: 1000); below 1 tightens them. */
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(100_000).default(1),
    RATE_LIMITS: rateLimitOverrides.prefault(""),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  })
  .superRefine((e, ctx) => {
    if (e.SMS_PROVIDER === "http" && !e.SMS_HTTP_URL)
      ctx.addIssue({ code: "custom", path: ["SMS_HTTP_URL"], message: "required when SMS_PROVIDER=http" });
    for (const key of ["SMS_HTTP_URL", "SMS_HTTP_TOKEN"] as const) {
      if (e[key] && e.SMS_PROVIDER !== "http")
        ctx.addIssue({ code: "custom", path: [key], message: "needs SMS_PROVIDER=http" });
    }
    // S3-compatible uploads storage: the endpoint turns it on, and then the bucket and both keys are required.
    const s3Keys = ["UPLOADS_S3_BUCKET", "UPLOADS_S3_ACCESS_KEY_ID", "UPLOADS_S3_SECRET_ACCESS_KEY"] as const;
    if (e.UPLOADS_S3_ENDPOINT) {
      for (const key of s3Keys) {
        if (!e[key]) ctx.addIssue({ code: "custom", path: [key], message: "required when UPLOADS_S3_ENDPOINT is set" });
      }
      if (e.UPLOADS_DIR)
        ctx.addIssue({
          code: "custom",
          path: ["UPLOADS_DIR"],
          message: "set either UPLOADS_DIR or UPLOADS_S3_ENDPOINT, not both",
        });
    } else {
      for (const key of [...s3Keys, "UPLOADS_S3_PREFIX"] as const) {
        if (e[key]) ctx.addIssue({ code: "custom", path: [key], message: "needs UPLOADS_S3_ENDPOINT" });
      }
    }
  });

/** Where uploads go when they go to S3-compatible storage (UPLOADS_S3_*). */
export interface UploadsS3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
  pathStyle: boolean;
}

type S3Keys =
  `UPLOADS_S3_${"ENDPOINT" | "BUCKET" | "REGION" | "ACCESS_KEY_ID" | "SECRET_ACCESS_KEY" | "PREFIX" | "PATH_STYLE"}`;

export type Env = Omit<
  z.output<typeof EnvSchema>,
  "DATABASE_URL" | "UPLOADS_DIR" | "SESSION_SECRET" | "APP_URL" | S3Keys
> & {
  /** The configured origins (APP_URL), the default first; empty when APP_URL is unset. */
  APP_ORIGINS: string[];
  DATABASE_URL: string;
  UPLOADS_DIR: string;
  /** S3-compatible storage for uploads; null: the UPLOADS_DIR folder. */
  UPLOADS_S3: UploadsS3Config | null;
  OUTBOX_DIR: string;
  SESSION_SECRET: string;
  isProduction: boolean;
};

/**
 * The Content-Security-Policy source that lets the browser load a tile URL template's images: its scheme and host,
 * a leading `{s}.` (Leaflet's subdomains) becoming `*.`. Null when the template is not an http(s) URL.
 */
export function mapTilesSource(template: string): string | null {
  const match = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9.-]+(?::\d{1,5})?)\//i.exec(template);
  if (!match) return null;
  return `${match[1].toLowerCase()}://${match[2].toLowerCase().replace(/^\{s\}\./, "*.")}`;
}

export function parseDuration(value: string): number {
  const match = /^(\d+)(ms|s|m|h|d)$/.exec(value);
  if (!match) throw new Error(`Not a duration: ${value}`);
  const n = Number(match[1]);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as "ms"];
  return n * unit;
}

export class EnvError extends Error {}

/** Parses an environment object. Exported for tests; the app uses `env()`. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(cleaned[String(issue.path[0])])})`,
    );
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const {
    UPLOADS_S3_ENDPOINT: endpoint,
    UPLOADS_S3_BUCKET: bucket,
    UPLOADS_S3_REGION: region,
    UPLOADS_S3_ACCESS_KEY_ID: accessKeyId,
    UPLOADS_S3_SECRET_ACCESS_KEY: secretAccessKey,
    UPLOADS_S3_PREFIX: prefix,
    UPLOADS_S3_PATH_STYLE: pathStyle,
    APP_URL: appOrigins,
    ...e
  } = parsed.data;
  const uploadsS3 =
    endpoint && bucket && accessKeyId && secretAccessKey
      ? {
          endpoint: endpoint.replace(/\/+$/, ""),
          bucket,
          region,
          accessKeyId,
          secretAccessKey,
          prefix: prefix ?? "",
          pathStyle,
        }
      : null;
  const dataDir = path.resolve(e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? `file:${path.join(dataDir, "cargo.db")}`;
  const uploadsDir = path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, "uploads"));
  return {
    ...e,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: uploadsDir,
    UPLOADS_S3: uploadsS3,
    APP_ORIGINS: appOrigins ?? [],
    OUTBOX_DIR: path.join(dataDir, "outbox"),
    SESSION_SECRET: e.SESSION_SECRET ?? "",
    isProduction: e.NODE_ENV === "production",
  };
}

/** Reads the secret from SESSION_SECRET, or generates one once and keeps it in DATA_DIR. */
function resolveSecret(e: Env): string {
  if (e.SESSION_SECRET) return e.SESSION_SECRET;
  const file = path.join(e.DATA_DIR, ".session-secret");
  fs.mkdirSync(e.DATA_DIR, { recursive: true });
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600 });
  console.warn(
    `[config] SESSION_SECRET is not set: generated a random one and kept it in ${file}. ` +
      "Set SESSION_SECRET in production so that every server shares it.",
  );
  return secret;
}

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const e = loadEnv();
    e.SESSION_SECRET = resolveSecret(e);
    cached = e;
  }
  return cached;
}

/** Tests replace the configuration. */
export function setEnvForTests(overrides: Partial<Env>) {
  cached = { ...env(), ...overrides };
}
