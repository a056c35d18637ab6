import type { Route } from "./+types/_panel.forms._index";
import { GalleryIndex } from "~/components/demo/gallery/GalleryFrame";
import { galleryIndex } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";

/** The forms gallery's index: a link to each of its demos. */
export function loader({ request, context }: Route.LoaderArgs) {
  return galleryIndex(context, request, "forms");
}

export default function FormsGallery() {
  return <GalleryIndex gallery="forms" />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
