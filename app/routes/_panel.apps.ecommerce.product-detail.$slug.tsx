import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import type { Route } from "./+types/_panel.apps.ecommerce.product-detail.$slug";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { CartButton, Rating, WishlistToggle, price } from "~/components/demo/shop/ProductBits";
import { productAction } from "~/components/demo/shop/actions.server";
import { requireDemo } from "~/lib/demo.server";
import { titleMeta } from "~/lib/meta";
import { MockError } from "~/mock/core";
import { productBySlug } from "~/mock/ecommerce";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-shop"] };

function load(slug: string) {
  try {
    return productBySlug(slug);
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** One product by its slug: description, price, rating, colours, free shipping, cart and wishlist, related products. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireDemo(context, request);
  const { product, related } = load(params.slug);
  return { title: product.name, product, related };
}

export async function action({ url, request, context, params }: Route.ActionArgs) {
  requireDemo(context, request);
  load(params.slug);
  return productAction(request, url, await request.formData());
}

const SWATCH: Record<string, string> = {
  primary: "primary.main",
  success: "success.main",
  warning: "warning.main",
  danger: "error.main",
  info: "info.main",
  secondary: "secondary.main",
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-shop", "common"]);
  const { product: p, related } = loaderData;
  const lng = i18n.language;
  return (
    <>
      <PageHeader
        title={p.name}
        subtitle={p.brand}
        actions={
          <Button component={Link} to="/apps/ecommerce/shop" startIcon={<ArrowBack />}>
            {t("shop.title")}
          </Button>
        }
      />
      <Card sx={{ mb: 2.5 }}>
        <CardContent sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          <Box
            component="img"
            src={p.image}
            alt=""
            width={480}
            height={360}
            sx={{ width: "100%", height: "auto", maxHeight: 360, objectFit: "contain", bgcolor: "action.hover" }}
          />
          <Box sx={{ display: "grid", gap: 1.5, alignContent: "start" }}>
            <Box sx={{ display: "flex", gap: 2, alignItems: "center" }}>
              <Typography variant="h4" component="p" color="primary" data-testid="price">
                {price(p.price, lng)}
              </Typography>
              <Rating value={p.rating} />
            </Box>
            <Typography>{t("product.available")}</Typography>
            <Typography color="textSecondary">{p.description}</Typography>
            {p.hasFreeShipping && (
              <Chip
                color="success"
                variant="outlined"
                label={t("product.freeShipping")}
                sx={{ justifySelf: "start" }}
              />
            )}
            {p.colorOptions.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="p">
                  {t("product.colors")}
                </Typography>
                <Box component="ul" sx={{ display: "flex", gap: 1, listStyle: "none", p: 0, m: 0, mt: 0.5 }}>
                  {p.colorOptions.map((c) => (
                    <Box component="li" key={c} sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
                      <Box
                        sx={{ width: 18, height: 18, borderRadius: "50%", bgcolor: SWATCH[c] ?? "grey.500" }}
                        aria-hidden
                      />
                      <span>{t(`colors.${c}`)}</span>
                    </Box>
                  ))}
                </Box>
              </Box>
            )}
            <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
              <CartButton productId={p.id} name={p.name} inCart={p.isInCart} />
              <WishlistToggle productId={p.id} name={p.name} wished={p.isInWishlist} />
            </Box>
          </Box>
        </CardContent>
      </Card>
      {related.length > 0 && (
        <Section title={t("product.related")}>
          <Box
            component="ul"
            sx={{
              listStyle: "none",
              p: 0,
              m: 0,
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" },
            }}
          >
            {related.map((r) => (
              <Box component="li" key={r.id} sx={{ display: "grid", gap: 0.5 }}>
                <Box
                  component="img"
                  src={r.image}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  sx={{ width: "100%", height: 120, objectFit: "contain", bgcolor: "action.hover" }}
                />
                <Link to={`/apps/ecommerce/product-detail/${r.slug}`}>{r.name}</Link>
                <Typography variant="body2">{price(r.price, lng)}</Typography>
              </Box>
            ))}
          </Box>
        </Section>
      )}
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
