import fs from "node:fs";

/** Debian's Chromium (or CHROMIUM_PATH); null when none is installed. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p))) ?? null;
}
