import type { Route } from "./+types/uploads.$name";
import { readUpload, uploadHeaders } from "~/lib/uploads.server";

/** Uploaded images, public (the website shows them): right type, no sniffing, cached for good (names are random), SVG sandboxed. */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await readUpload(params.name);
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(file.bytes), { headers: uploadHeaders(file.type, file.svg, file.bytes.length) });
}
