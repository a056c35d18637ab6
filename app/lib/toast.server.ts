import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { env } from "./env.server";
import { isHttps, safeRedirect } from "./security/origins.server";

/**
 * Flash messages that survive a redirect: written to a short-lived signed cookie by an action
 * (or by the session middleware), read and cleared by the root loader. The message is an
 * i18n key, so it shows in the language of the page that displays it.
 */
export const ToastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error", "info", "warning"]),
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type Toast = z.infer<typeof ToastSchema>;

let cookie: ReturnType<typeof createCookie> | undefined;
function toastCookie() {
  cookie ??= createCookie("toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60,
    secrets: [env().SESSION_SECRET],
  });
  return cookie;
}

export async function toastHeader(toast: Omit<Toast, "id"> & { id?: string }, secure = false): Promise<string> {
  const value: Toast = { id: toast.id ?? Math.random().toString(36).slice(2, 10), ...toast };
  return toastCookie().serialize(value, { secure });
}

/** What an action says after it redirects: a success unless told otherwise. */
export type ToastMessage = Pick<Toast, "key" | "values"> & { type?: Toast["type"] };

/**
 * The answer of an action that did its work: a 303 to `to` (a path of this site) with a toast to show
 * there. `headers` carries what else the answer sets (a session cookie, rate-limit headers).
 */
export async function redirectWithToast(
  request: Request,
  to: string,
  message: ToastMessage,
  headers?: HeadersInit,
): Promise<Response> {
  const all = new Headers(headers);
  all.append("Set-Cookie", await toastHeader({ ...message, type: message.type ?? "success" }, isHttps(request)));
  return redirect(safeRedirect(to), { status: 303, headers: all });
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("toast=")) return { toast: null, clear: null };
  const raw = await toastCookie().parse(header);
  const parsed = ToastSchema.safeParse(raw);
  const clear = await toastCookie().serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, clear };
}
