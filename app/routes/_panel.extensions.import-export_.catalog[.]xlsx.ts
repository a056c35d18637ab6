import type { Route } from "./+types/_panel.extensions.import-export_.catalog[.]xlsx";
import { catalogXlsx } from "~/components/demo/gallery/catalog-io.server";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { listCatalog } from "~/mock/catalog";

/** The import-export demo's table as an Excel workbook (ExcelJS), in the columns its import reads. */
export async function loader({ request, context }: Route.LoaderArgs) {
  galleryDemo(context, request, "extensions", "import-export");
  const bytes = await catalogXlsx(listCatalog());
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": 'attachment; filename="catalog.xlsx"',
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "no-store",
    },
  });
}
