import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { z } from "zod";

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

const cookieName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "letters, digits, _ or - (at most 64)");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "file:<path> or postgres://…")
    .optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
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
  DEMO_API: flag.prefault("on"),
  APP_URL: z.url().optional(),
  TRUST_PROXY: flag.prefault("off"),
  ADMIN_MFA: z.enum(["optional", "required"]).default("optional"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Env = Omit<z.output<typeof EnvSchema>, "DATABASE_URL" | "UPLOADS_DIR" | "SESSION_SECRET"> & {
  DATABASE_URL: string;
  UPLOADS_DIR: string;
  OUTBOX_DIR: string;
  SESSION_SECRET: string;
  isProduction: boolean;
};

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
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(cleaned[String(issue.path[0])])})`,
    );
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? `file:${path.join(dataDir, "cargo.db")}`;
  const uploadsDir = path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, "uploads"));
  return {
    ...e,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: uploadsDir,
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
