import { data, type RouterContextProvider } from "react-router";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { isDemo, type DemoName, type Gallery } from "./galleries";

/** A gallery's index: admins only while the demo is on (404 otherwise). */
export function galleryIndex(context: Readonly<RouterContextProvider>, request: Request, gallery: Gallery) {
  requireDemo(context, request);
  return { title: getT(context)(`demo-gallery:${gallery}.title`) };
}

/** One demo of a gallery: the same guard, and 404 for a name the gallery does not have. */
export function galleryDemo<G extends Gallery>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  gallery: G,
  name: string | undefined,
): { name: DemoName<G>; title: string } {
  requireDemo(context, request);
  if (!isDemo(gallery, name)) throw data(null, { status: 404 });
  return { name, title: getT(context)(`demo-gallery:${gallery}.demos.${name}.title`) };
}
