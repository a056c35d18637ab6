import { data } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { MockError } from "~/mock/core";
import { ProductBody, addToCart, addToWishlist, moveToCart, removeFromWishlist, wishlist } from "~/mock/ecommerce";

/** The page a form was posted from (the router's page URL), without the `index` parameter of an index route's form. */
export function pagePath(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("index");
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

/**
 * The shop's product forms (`productId` with `intent=add-to-cart`, `toggle-wishlist` or `move-to-cart`): done on
 * the demo model, then back to the page the form was on with a message.
 */
export async function productAction(request: Request, url: URL, form: FormData): Promise<Response> {
  const parsed = ProductBody.safeParse({ productId: form.get("productId") });
  const intent = form.get("intent");
  if (!parsed.success) throw data(null, { status: 400 });
  const { productId } = parsed.data;
  const to = pagePath(url);
  try {
    if (intent === "add-to-cart") {
      addToCart(productId);
      return redirectWithToast(request, to, { key: "demo-shop:toast.addedToCart" });
    }
    if (intent === "toggle-wishlist") {
      const wished = wishlist().products.some((p) => p.id === productId);
      if (wished) removeFromWishlist(productId);
      else addToWishlist(productId);
      return redirectWithToast(request, to, {
        key: wished ? "demo-shop:toast.removedFromWishlist" : "demo-shop:toast.addedToWishlist",
      });
    }
    if (intent === "move-to-cart") {
      moveToCart(productId);
      return redirectWithToast(request, to, { key: "demo-shop:toast.movedToCart" });
    }
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof MockError)
      return redirectWithToast(request, to, { type: "error", key: "demo-shop:toast.limit" });
    throw error;
  }
  throw data(null, { status: 400 });
}
