import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.extensions.import-export";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { ImportExportDemo, type ImportActionData } from "~/components/demo/gallery/ImportExportDemo";
import { readCatalogFile } from "~/components/demo/gallery/catalog-io.server";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { PayloadTooLarge, megabytes, readLimitedFormData } from "~/lib/multipart.server";
import { redirectWithToast } from "~/lib/toast.server";
import { IMPORT_MODES, MAX_CATALOG_ROWS, importCatalog, listCatalog, resetCatalog } from "~/mock/catalog";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery", "demo-files"] };

/** A spreadsheet of 200 rows is a few kilobytes; the limit leaves room for formatting and a CSV with long names. */
const IMPORT_MAX_BYTES = 1024 * 1024;

export function loader({ request, context }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "extensions", "import-export");
  return { ...demo, rows: listCatalog(), limits: { maxBytes: IMPORT_MAX_BYTES, maxRows: MAX_CATALOG_ROWS } };
}

const ImportSchema = z.object({
  intent: z.literal("import"),
  mode: z.enum(IMPORT_MODES),
});

/**
 * `intent=import` with a CSV or XLSX `file` and `mode` (replace or append): valid rows go into the table, refused
 * ones are reported by line, field and reason in the user's language. `intent=reset` brings the sample back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  galleryDemo(context, request, "extensions", "import-export");
  const t = getT(context);
  const refuse = (fileError: string, status = 400) => data<ImportActionData>({ fileError, report: null }, { status });
  let form: FormData;
  try {
    form = await readLimitedFormData(request, IMPORT_MAX_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLarge)
      return refuse(t("demo-files:import.fileErrors.tooLarge", { max: String(megabytes(IMPORT_MAX_BYTES)) }), 413);
    throw error;
  }
  if (form.get("intent") === "reset" && form.getAll("intent").length === 1) {
    resetCatalog();
    return redirectWithToast(request, "/extensions/import-export", { key: "demo-files:import.resetDone" });
  }
  const parsed = ImportSchema.safeParse({ intent: form.get("intent"), mode: form.get("mode") });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refuse(t("demo-files:import.fileErrors.noFile"));
  if (!parsed.success) return refuse(t("demo-files:import.errors.invalid"));
  const read = await readCatalogFile(new Uint8Array(await file.arrayBuffer()));
  if (!read.ok) return refuse(t(`demo-files:import.fileErrors.${read.error}`, { max: MAX_CATALOG_ROWS }));
  const result = importCatalog(read.rows, parsed.data.mode);
  const lineOf = new Map(read.rows.map((r, i) => [r.sku, read.lines[i]]));
  const rejections = [
    ...read.rejections,
    ...result.overflow.map((r) => ({
      line: lineOf.get(r.sku) ?? 0,
      field: "row" as const,
      value: r.sku,
      message: "demo-files:import.errors.full",
    })),
  ];
  const imported = result.added + result.changed + result.unchanged;
  return data<ImportActionData>(
    {
      fileError: null,
      report: {
        title: t("demo-files:import.report"),
        subtitle: file.name.slice(0, 120),
        added: result.added,
        changed: result.changed,
        unchanged: result.unchanged,
        removed: parsed.data.mode === "replace" ? result.removed : undefined,
        // Rows, not messages: one row can be refused for several fields.
        rejected: new Set(rejections.map((r) => r.line)).size,
        rejections: rejections.slice(0, 100).map((r) => ({
          line: r.line,
          value: r.value,
          reason: r.field === "row" ? t(r.message) : `${t(`demo-files:table.columns.${r.field}`)}: ${t(r.message)}`,
        })),
      },
    },
    { status: imported === 0 && rejections.length > 0 ? 400 : 200 },
  );
}

export default function ImportExport({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <GalleryDemo gallery="extensions" name="import-export" source="app/components/demo/gallery/ImportExportDemo.tsx">
      <ImportExportDemo rows={loaderData.rows} limits={loaderData.limits} actionData={actionData} />
    </GalleryDemo>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
