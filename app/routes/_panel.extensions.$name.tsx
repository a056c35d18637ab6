import type { Route } from "./+types/_panel.extensions.$name";
import { EXTENSION_DEMOS } from "~/components/demo/gallery/extensions";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery", "demo-gallery-2"] };

/** One demo of the extensions gallery (`/extensions/sliders`, …); other names are 404. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return galleryDemo(context, request, "extensions", params.name);
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
