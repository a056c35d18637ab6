import { data, redirect } from "react-router";
import type { Route } from "./+types/_panel.extensions.$name";
import { EditorSchema } from "~/components/demo/gallery/editor-schema";
import { MoveSchema, moveStop, parseOrder } from "~/components/demo/gallery/reorder";
import { EXTENSION_DEMOS } from "~/components/demo/gallery/extensions";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import type { DemoName } from "~/components/demo/gallery/galleries";
import { sanitizeRichText } from "~/lib/content/html.server";
import { titleMeta } from "~/lib/meta";
import { parseWithZod } from "~/lib/submission";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery", "demo-gallery-2"] };

/** One demo of the extensions gallery (`/extensions/sliders`, …); other names are 404. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "extensions", params.name);
  // The demos with a route of their own are answered there; this module cannot draw them.
  if (!isDrawnHere(demo.name)) throw data(null, { status: 404 });
  return { ...demo, name: demo.name };
}

function isDrawnHere(name: DemoName<"extensions">): name is keyof typeof EXTENSION_DEMOS {
  return name in EXTENSION_DEMOS;
}

/**
 * Two demos post: the editor its text (answered sanitised, as the panel keeps rich text), and drag-and-drop's move
 * buttons (answered with the new order in the address). The others do not.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { name } = galleryDemo(context, request, "extensions", params.name);
  if (name === "drag-and-drop") {
    const move = MoveSchema.safeParse(Object.fromEntries(await request.formData()));
    if (!move.success) throw data(null, { status: 400 });
    const order = moveStop(parseOrder(move.data.order), move.data.stop, move.data.direction);
    return redirect(`/extensions/drag-and-drop?order=${order.join(",")}`);
  }
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
