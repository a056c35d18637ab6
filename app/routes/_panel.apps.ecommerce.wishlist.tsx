import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { Route } from "./+types/_panel.apps.ecommerce.wishlist";
import { PageHeader } from "~/components/PageHeader";
import { Rating, price } from "~/components/demo/shop/ProductBits";
import { productAction } from "~/components/demo/shop/actions.server";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { wishlist } from "~/mock/ecommerce";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-shop"] };

/** The demo wishlist: remove a product or move it to the cart. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  return { title: getT(context, ["demo-shop"])("wishlist.title"), products: wishlist().products };
}

export async function action({ url, request, context }: Route.ActionArgs) {
  requireDemo(context, request);
  return productAction(request, url, await request.formData());
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-shop", "common"]);
  const { products } = loaderData;
  return (
    <>
      <PageHeader
        title={t("wishlist.title")}
        actions={
          <Button component={Link} to="/apps/ecommerce/shop">
            {t("shop.title")}
          </Button>
        }
      />
      {products.length === 0 && <Typography>{t("wishlist.empty")}</Typography>}
      <Box
        component="ul"
        data-testid="wishlist"
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(3, 1fr)" },
        }}
      >
        {products.map((p) => (
          <Card component="li" key={p.id} data-testid={`wished-${p.id}`}>
            <Box
              component="img"
              src={p.image}
              alt=""
              width={240}
              height={160}
              loading="lazy"
              sx={{ width: "100%", height: 160, objectFit: "contain", bgcolor: "action.hover", display: "block" }}
            />
            <CardContent sx={{ display: "grid", gap: 1 }}>
              <Typography variant="h6" component="h2" sx={{ fontSize: 16 }}>
                <Link to={`/apps/ecommerce/product-detail/${p.slug}`}>{p.name}</Link>
              </Typography>
              <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
                <Rating value={p.rating} />
                <strong>{price(p.price, i18n.language)}</strong>
              </Box>
              <Form method="post" style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
                <input type="hidden" name="productId" value={p.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="toggle-wishlist"
                  variant="outlined"
                  data-testid={`remove-${p.id}`}
                >
                  {t("wishlist.remove")}
                </Button>
                <Button
                  type="submit"
                  name="intent"
                  value="move-to-cart"
                  variant="contained"
                  data-testid={`move-${p.id}`}
                >
                  {t("wishlist.moveToCart")}
                </Button>
              </Form>
            </CardContent>
          </Card>
        ))}
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
