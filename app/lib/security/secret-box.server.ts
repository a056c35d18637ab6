import crypto from "node:crypto";

/** Encrypts small secrets at rest (AES-256-GCM, key derived from SESSION_SECRET). */
function keyFor(secret: string) {
  return Buffer.from(crypto.hkdfSync("sha256", secret, "kargo-panel", "secret-box", 32));
}

export function seal(plain: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyFor(secret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

export function open(sealed: string, secret: string): string {
  const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  const decipher = crypto.createDecipheriv("aes-256-gcm", keyFor(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}
