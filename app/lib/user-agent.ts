/** A short, readable name for a browser's User-Agent ("Chrome on Windows"), for session lists. */
export function describeUserAgent(ua: string | null | undefined): string | null {
  if (!ua) return null;
  const browser =
    (/Edg\//.test(ua) && "Edge") ||
    (/OPR\//.test(ua) && "Opera") ||
    (/Firefox\//.test(ua) && "Firefox") ||
    (/(Chrome|Chromium|HeadlessChrome)\//.test(ua) && "Chrome") ||
    (/Safari\//.test(ua) && "Safari") ||
    null;
  const os =
    (/Windows/.test(ua) && "Windows") ||
    (/(iPhone|iPad|iPod)/.test(ua) && "iOS") ||
    (/Android/.test(ua) && "Android") ||
    (/Mac OS X/.test(ua) && "macOS") ||
    (/Linux/.test(ua) && "Linux") ||
    null;
  if (browser && os) return `${browser} · ${os}`;
  return browser ?? os ?? ua.slice(0, 60);
}
