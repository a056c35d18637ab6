import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.extensions.file-uploader";
import { FileUploaderDemo, type UploadActionData } from "~/components/demo/gallery/FileUploaderDemo";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { checkDemoFile } from "~/components/demo/gallery/file-checks.server";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { MAX_UPLOAD_BYTES } from "~/lib/content/constants";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { megabytes } from "~/lib/multipart.server";
import { redirectWithToast } from "~/lib/toast.server";
import { UploadTooLargeError, readFormData } from "~/lib/uploads.server";
import {
  MAX_DEMO_FILES,
  MAX_DEMO_FILE_BYTES,
  MAX_FILES_PER_POST,
  addDemoFile,
  demoFile,
  listDemoFiles,
  removeDemoFile,
} from "~/mock/files";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery", "demo-files"] };

/** A file the demo keeps is at most 1 MB; a post carries at most five (the parse stops past 5 MB a part). */
const LIMITS = { maxBytes: MAX_DEMO_FILE_BYTES, maxFiles: MAX_FILES_PER_POST, kept: MAX_DEMO_FILES };

export function loader({ request, context }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "extensions", "file-uploader");
  return { ...demo, files: listDemoFiles(), limits: LIMITS };
}

const RemoveSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * `intent=upload` (the default): every `file` part is checked by its bytes and size and kept in the demo's memory;
 * each refused one gets its own message. `intent=remove` with `id` drops one. A post with no file, or only refused
 * ones, answers 400; a body past the parse's limits 413.
 */
export async function action({ request, context }: Route.ActionArgs) {
  galleryDemo(context, request, "extensions", "file-uploader");
  const t = getT(context);
  const max = String(megabytes(MAX_DEMO_FILE_BYTES));
  const refuse = (formError: string, status: number) => data<UploadActionData>({ formError, results: [] }, { status });
  let form: FormData;
  try {
    form = await readFormData(request, { maxFiles: MAX_FILES_PER_POST });
  } catch (error) {
    if (error instanceof UploadTooLargeError)
      return refuse(
        t("demo-files:upload.errors.tooMuch", {
          count: MAX_FILES_PER_POST,
          max: String(megabytes(MAX_UPLOAD_BYTES)),
        }),
        413,
      );
    return refuse(t("demo-files:upload.errors.noFile"), 400);
  }
  const intent = form.get("intent") ?? "upload";
  if (intent === "remove") {
    const parsed = RemoveSchema.safeParse({ id: form.get("id") });
    const file = parsed.success ? demoFile(parsed.data.id) : null;
    if (!parsed.success || !file) return refuse(t("demo-files:upload.errors.notFound"), 400);
    removeDemoFile(file.id);
    return redirectWithToast(request, "/extensions/file-uploader", {
      key: "demo-files:upload.removed",
      values: { name: file.name },
    });
  }
  if (intent !== "upload") return refuse(t("demo-files:upload.errors.noFile"), 400);
  const files = form.getAll("file").filter((f): f is File => f instanceof File);
  if (!files.length) return refuse(t("demo-files:upload.errors.noFile"), 400);
  const results: UploadActionData["results"] = [];
  for (const file of files) {
    const check = await checkDemoFile(file);
    if (check.ok) {
      const kept = addDemoFile({ name: file.name, kind: check.kind, bytes: check.bytes });
      results.push({ name: kept.name, ok: true, message: t("demo-files:upload.accepted") });
    } else {
      results.push({
        name: file.name.slice(0, 120) || "—",
        ok: false,
        message: t(`demo-files:upload.errors.${check.error}`, { max }),
      });
    }
  }
  return data<UploadActionData>({ formError: null, results }, { status: results.some((r) => r.ok) ? 200 : 400 });
}

export default function FileUploader({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <GalleryDemo gallery="extensions" name="file-uploader" source="app/components/demo/gallery/FileUploaderDemo.tsx">
      <FileUploaderDemo files={loaderData.files} limits={loaderData.limits} actionData={actionData} />
    </GalleryDemo>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
