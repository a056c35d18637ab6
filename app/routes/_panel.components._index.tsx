import type { Route } from "./+types/_panel.components._index";
import { GalleryIndex } from "~/components/demo/gallery/GalleryFrame";
import { galleryIndex } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";

/** The components gallery's index: a link to each of its demos. */
export function loader({ request, context }: Route.LoaderArgs) {
  return galleryIndex(context, request, "components");
}

export default function ComponentsGallery() {
  return <GalleryIndex gallery="components" />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
