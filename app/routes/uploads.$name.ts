import type { Route } from "./+types/uploads.$name";
import { openUpload, uploadHeaders } from "~/lib/uploads.server";

/**
 * Uploaded images, public (the website shows them), streamed from the uploads store (folder or
 * S3-compatible): right type, no sniffing, cached for good (names are random), SVG sandboxed.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const file = await openUpload(params.name);
  if (!file)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const headers = uploadHeaders(file.type, file.svg, file.length);
  if (request.method === "HEAD") {
    await file.body.cancel();
    return new Response(null, { headers });
  }
  return new Response(file.body, { headers });
}
