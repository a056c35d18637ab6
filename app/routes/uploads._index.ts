import { data } from "react-router";
import type { Route } from "./+types/uploads._index";
import { can, requireUser } from "~/lib/auth/auth.server";
import { uploadUrl } from "~/lib/content/constants";
import { UploadTooLargeError, readFormData, storeImage } from "~/lib/uploads.server";

/**
 * Images inserted into rich text (pages, posts, services): POST one file as `file`, get its URL.
 * Only people who manage content may upload; the same checks as form uploads apply.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  if (!(["Page", "Blog", "Service"] as const).some((subject) => can(context, "manage", subject))) {
    return data({ error: "common:messages.notAuthorized" }, { status: 403 });
  }
  let form: FormData;
  try {
    form = await readFormData(request, { maxFiles: 1 });
  } catch (error) {
    if (error instanceof UploadTooLargeError) return data({ error: "content:upload.tooLarge" }, { status: 413 });
    return data({ error: "common:errors.badRequest" }, { status: 400 });
  }
  const file = form.get("file");
  if (!(file instanceof File)) return data({ error: "content:upload.missing" }, { status: 400 });
  const stored = await storeImage(file);
  if (!stored.ok)
    return data({ error: `content:upload.${stored.error}` }, { status: stored.error === "tooLarge" ? 413 : 415 });
  return data({ url: uploadUrl(stored.name) }, { status: 201 });
}
