import type { Route } from "./+types/_panel.maps._index";
import { GalleryIndex } from "~/components/demo/gallery/GalleryFrame";
import { galleryIndex } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery"] };

/** The maps gallery's index: a link to each of its demos. */
export function loader({ request, context }: Route.LoaderArgs) {
  return galleryIndex(context, request, "maps");
}

export default function MapsGallery() {
  return <GalleryIndex gallery="maps" />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
