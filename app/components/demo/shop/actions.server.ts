import { data } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { MockError } from "~/mock/core";
import { ProductBody, addToCart, addToWishlist, moveToCart, removeFromWishlist, wishlist } from "~/mock/ecommerce";

/**
 * The page a form was posted from: the request's path and query, without what a script-driven post adds to them
 * (the `.data` suffix and the `_routes` and `index` parameters).
 */
export function pagePath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const path = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/");
  return `${path}${url.search}`;
}

/**
 * The shop's product forms (`productId` with `intent=add-to-cart`, `toggle-wishlist` or `move-to-cart`): done on
 * the demo model, then back to the page the form was on with a message.
 */
export async function productAction(request: Request, form: FormData): Promise<Response> {
  const parsed = ProductBody.safeParse({ productId: form.get("productId") });
  const intent = form.get("intent");
  if (!parsed.success) throw data(null, { status: 400 });
  const { productId } = parsed.data;
  const to = pagePath(request);
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
