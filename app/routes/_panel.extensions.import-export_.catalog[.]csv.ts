import type { Route } from "./+types/_panel.extensions.import-export_.catalog[.]csv";
import { catalogCsv } from "~/components/demo/gallery/catalog-io.server";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { listCatalog } from "~/mock/catalog";

/** The import-export demo's table as CSV, in the columns its import reads. */
export function loader({ request, context }: Route.LoaderArgs) {
  galleryDemo(context, request, "extensions", "import-export");
  return new Response(catalogCsv(listCatalog()), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="catalog.csv"',
      "Cache-Control": "no-store",
    },
  });
}
