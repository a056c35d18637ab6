import { createCookie } from "react-router";
import { z } from "zod";
import { env } from "./env.server";

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

export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("toast=")) return { toast: null, clear: null };
  const raw = await toastCookie().parse(header);
  const parsed = ToastSchema.safeParse(raw);
  const clear = await toastCookie().serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, clear };
}
