import type { Route } from "./+types/_panel.cards.$name";
import { CardsDemo } from "~/components/demo/gallery/cards";
import { cardsData } from "~/components/demo/gallery/cards.server";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery"] };

/** One demo of the cards gallery (`/cards/basic`, …), filled from the demo model. */
export function loader({ params, url, request, context }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "cards", params.name);
  return { ...demo, data: cardsData(demo.name, url) };
}

export default function CardDemo({ loaderData }: Route.ComponentProps) {
  return (
    <GalleryDemo gallery="cards" name={loaderData.name}>
      <CardsDemo data={loaderData.data} />
    </GalleryDemo>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
