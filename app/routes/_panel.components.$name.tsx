import type { Route } from "./+types/_panel.components.$name";
import { COMPONENT_DEMOS } from "~/components/demo/gallery/components";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery"] };

/** One demo of the components gallery (`/components/buttons`, …); other names are 404. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return galleryDemo(context, request, "components", params.name);
}

export default function ComponentDemo({ loaderData }: Route.ComponentProps) {
  const Demo = COMPONENT_DEMOS[loaderData.name];
  return (
    <GalleryDemo gallery="components" name={loaderData.name}>
      <Demo />
    </GalleryDemo>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
