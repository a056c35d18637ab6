import type { Route } from "./+types/_panel.charts.$name";
import { CHART_DEMOS } from "~/components/demo/gallery/charts";
import { chartsData } from "~/components/demo/gallery/charts.server";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery"] };

/** One demo of the charts gallery (`/charts/line`, …), drawn from the demo model's figures. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "charts", params.name);
  return { ...demo, data: chartsData() };
}

export default function ChartDemo({ loaderData }: Route.ComponentProps) {
  const Demo = CHART_DEMOS[loaderData.name];
  return (
    <GalleryDemo gallery="charts" name={loaderData.name}>
      <Demo data={loaderData.data} />
    </GalleryDemo>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
