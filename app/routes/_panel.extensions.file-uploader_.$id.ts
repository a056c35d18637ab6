import { data } from "react-router";
import type { Route } from "./+types/_panel.extensions.file-uploader_.$id";
import { demoFileHeaders } from "~/components/demo/gallery/file-checks.server";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { demoFile } from "~/mock/files";

/** One file of the file-uploader demo, as it was kept (checked and, for SVG, sanitised), for admins only. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  galleryDemo(context, request, "extensions", "file-uploader");
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const file = demoFile(id);
  if (!file) throw data(null, { status: 404 });
  return new Response(file.bytes, { headers: demoFileHeaders(file.kind, file.bytes.byteLength, file.name) });
}
