import FavoriteBorderRounded from "@mui/icons-material/FavoriteBorderRounded";
import FavoriteRounded from "@mui/icons-material/FavoriteRounded";
import ShoppingCartOutlined from "@mui/icons-material/ShoppingCartOutlined";
import StarRounded from "@mui/icons-material/StarRounded";
import StarOutlineRounded from "@mui/icons-material/StarOutlineRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { formatMoney } from "~/lib/money";

export const SHOP_CURRENCY = "EUR";

export function price(value: number, lng: string) {
  return formatMoney(Math.round(value * 100), SHOP_CURRENCY, lng);
}

/** Stars for a rating out of five, read as "4 of 5 stars". */
export function Rating({ value }: { value: number }) {
  const { t } = useTranslation("demo-shop");
  return (
    <Box
      component="span"
      role="img"
      aria-label={t("product.rating", { value })}
      sx={{ display: "inline-flex", color: "warning.main" }}
    >
      {[1, 2, 3, 4, 5].map((n) =>
        n <= value ? (
          <StarRounded key={n} fontSize="small" aria-hidden />
        ) : (
          <StarOutlineRounded key={n} fontSize="small" aria-hidden />
        ),
      )}
    </Box>
  );
}

/** The wishlist toggle: a form posting the product with `intent=toggle-wishlist`. */
export function WishlistToggle({ productId, name, wished }: { productId: number; name: string; wished: boolean }) {
  const { t } = useTranslation("demo-shop");
  return (
    <Form method="post" preventScrollReset style={{ display: "inline" }}>
      <input type="hidden" name="productId" value={productId} />
      <IconButton
        type="submit"
        name="intent"
        value="toggle-wishlist"
        aria-pressed={wished}
        aria-label={t("product.wishlist", { name })}
        color={wished ? "error" : "default"}
        data-testid={`wish-${productId}`}
      >
        {wished ? <FavoriteRounded /> : <FavoriteBorderRounded />}
      </IconButton>
    </Form>
  );
}

/** Add to cart (a form with `intent=add-to-cart`), or a link to the cart when the product is in it already. */
export function CartButton({ productId, name, inCart }: { productId: number; name: string; inCart: boolean }) {
  const { t } = useTranslation("demo-shop");
  if (inCart)
    return (
      <Button
        component={Link}
        to="/apps/ecommerce/checkout?step=cart"
        variant="outlined"
        data-testid={`in-cart-${productId}`}
      >
        {t("product.viewInCart")}
      </Button>
    );
  return (
    <Form method="post" preventScrollReset style={{ display: "inline" }}>
      <input type="hidden" name="productId" value={productId} />
      <Button
        type="submit"
        name="intent"
        value="add-to-cart"
        variant="contained"
        startIcon={<ShoppingCartOutlined />}
        aria-label={t("product.addToCartNamed", { name })}
        data-testid={`add-${productId}`}
      >
        {t("product.addToCart")}
      </Button>
    </Form>
  );
}
