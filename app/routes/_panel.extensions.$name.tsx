import { data } from "react-router";
import type { Route } from "./+types/_panel.extensions.$name";
import { EditorSchema } from "~/components/demo/gallery/editor-schema";
import { EXTENSION_DEMOS } from "~/components/demo/gallery/extensions";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { sanitizeRichText } from "~/lib/content/html.server";
import { titleMeta } from "~/lib/meta";
import { parseWithZod } from "~/lib/submission";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery", "demo-gallery-2"] };

/** One demo of the extensions gallery (`/extensions/sliders`, …); other names are 404. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return galleryDemo(context, request, "extensions", params.name);
}

/** The editor demo posts its text: answered sanitised, as the panel keeps rich text. Other demos do not post. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { name } = galleryDemo(context, request, "extensions", params.name);
  if (name !== "editor") throw data(null, { status: 405 });
  const submission = parseWithZod(await request.formData(), { schema: EditorSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  return { result: submission.reply(), html: sanitizeRichText(submission.value.content) };
}

export default function ExtensionDemo({ loaderData }: Route.ComponentProps) {
  const Demo = EXTENSION_DEMOS[loaderData.name];
  return (
    <GalleryDemo gallery="extensions" name={loaderData.name}>
      <Demo />
    </GalleryDemo>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
