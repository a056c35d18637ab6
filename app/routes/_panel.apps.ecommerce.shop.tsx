import GridViewRounded from "@mui/icons-material/GridViewRounded";
import ViewListRounded from "@mui/icons-material/ViewListRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/_panel.apps.ecommerce.shop";
import { PageHeader } from "~/components/PageHeader";
import { Pager } from "~/components/demo/invoice/Pager";
import { CartButton, Rating, WishlistToggle, price } from "~/components/demo/shop/ProductBits";
import { productAction } from "~/components/demo/shop/actions.server";
import { requireDemo } from "~/lib/demo.server";
import { formatNumber } from "~/lib/format";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { PRODUCT_CATEGORIES, PRODUCT_SORTS, ShopQuery, searchShop, shopBrands } from "~/mock/ecommerce";

/**
 * The demo's strings this screen draws, there before its first render (app/i18n.client.ts); every control is a
 * link or a form, so the page hydrates on intent (app/lib/hydrate-on-intent.ts).
 */
export const handle = { ...hydrateOnIntent, i18n: ["demo-shop"] };

const PER_PAGE = 9;

/** Reads the shop's query; a value the model refuses is dropped, so a bad link still shows the shop. */
function readQuery(url: URL) {
  const raw = Object.fromEntries(url.searchParams);
  const keys = ["q", "sortBy", "page", "minPrice", "maxPrice", "category", "brand", "rating"] as const;
  const clean = Object.fromEntries(
    keys.flatMap((k) => (raw[k] !== undefined && ShopQuery.shape[k].safeParse(raw[k]).success ? [[k, raw[k]]] : [])),
  );
  return ShopQuery.parse({ ...clean, perPage: String(PER_PAGE) });
}

/** The demo shop: search, sort, filters, paging and the grid or list view all in the URL. */
export function loader({ request, context, url }: Route.LoaderArgs) {
  requireDemo(context, request);
  const query = readQuery(url);
  const { products, total } = searchShop(query);
  return {
    title: getT(context, ["demo-shop"])("shop.title"),
    products,
    total,
    brands: shopBrands(),
    view: url.searchParams.get("view") === "list" ? ("list" as const) : ("grid" as const),
    query: {
      q: query.q,
      sortBy: query.sortBy,
      page: query.page,
      minPrice: query.minPrice === undefined ? "" : String(query.minPrice),
      maxPrice: query.maxPrice === undefined ? "" : String(query.maxPrice),
      category: query.category ?? "",
      brand: query.brand ?? "",
      rating: query.rating === undefined ? "" : String(query.rating),
    },
  };
}

export async function action({ url, request, context }: Route.ActionArgs) {
  requireDemo(context, request);
  return productAction(request, url, await request.formData());
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-shop", "common"]);
  const { products, total, brands, view, query } = loaderData;
  const { search } = useLocation();
  const lng = i18n.language;
  const viewHref = (v: string) => {
    const p = new URLSearchParams(search);
    p.set("view", v);
    return `?${p}`;
  };
  const selectProps = { slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;
  return (
    <>
      <PageHeader
        title={t("shop.title")}
        subtitle={t("shop.count", { total: formatNumber(total, lng) })}
        actions={
          <>
            <Button component={Link} to="/apps/ecommerce/wishlist">
              {t("wishlist.title")}
            </Button>
            <Button component={Link} to="/apps/ecommerce/checkout?step=cart" variant="outlined">
              {t("checkout.cart")}
            </Button>
          </>
        }
      />
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "1fr", md: "260px minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        <Card component="aside" aria-labelledby="filters-title">
          <CardContent>
            <Typography variant="h5" component="h2" id="filters-title" sx={{ mb: 2 }}>
              {t("filters.title")}
            </Typography>
            <Form method="get" style={{ display: "grid", gap: 16 }} data-testid="shop-filters">
              <input type="hidden" name="q" value={query.q} />
              <input type="hidden" name="sortBy" value={query.sortBy} />
              <input type="hidden" name="view" value={view} />
              <Box sx={{ display: "flex", gap: 1 }}>
                <TextField
                  name="minPrice"
                  label={t("filters.minPrice")}
                  size="small"
                  defaultValue={query.minPrice}
                  slotProps={{ htmlInput: { inputMode: "decimal" } }}
                />
                <TextField
                  name="maxPrice"
                  label={t("filters.maxPrice")}
                  size="small"
                  defaultValue={query.maxPrice}
                  slotProps={{ htmlInput: { inputMode: "decimal" } }}
                />
              </Box>
              <TextField
                name="category"
                select
                size="small"
                label={t("filters.category")}
                defaultValue={query.category}
                {...selectProps}
              >
                <option value="">{t("filters.any")}</option>
                {PRODUCT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`categories.${c}`)}
                  </option>
                ))}
              </TextField>
              <TextField
                name="brand"
                select
                size="small"
                label={t("filters.brand")}
                defaultValue={query.brand}
                {...selectProps}
              >
                <option value="">{t("filters.any")}</option>
                {brands.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </TextField>
              <TextField
                name="rating"
                select
                size="small"
                label={t("filters.rating")}
                defaultValue={query.rating}
                {...selectProps}
              >
                <option value="">{t("filters.any")}</option>
                {[4, 3, 2].map((r) => (
                  <option key={r} value={r}>
                    {t("filters.ratingAtLeast", { value: r })}
                  </option>
                ))}
              </TextField>
              <Button type="submit" variant="outlined">
                {t("filters.apply")}
              </Button>
              <Button component={Link} to={`?view=${view}`}>
                {t("filters.clear")}
              </Button>
            </Form>
          </CardContent>
        </Card>
        <Box sx={{ display: "grid", gap: 2, minWidth: 0 }}>
          <Card>
            <Box
              component={Form}
              method="get"
              role="search"
              aria-label={t("shop.searchLabel")}
              sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, p: 2, alignItems: "center" }}
            >
              {(["minPrice", "maxPrice", "category", "brand", "rating"] as const).map((k) =>
                query[k] ? <input key={k} type="hidden" name={k} value={query[k]} /> : null,
              )}
              <input type="hidden" name="view" value={view} />
              <TextField
                name="q"
                type="search"
                size="small"
                fullWidth={false}
                label={t("shop.search")}
                defaultValue={query.q}
                sx={{ flex: "1 1 200px" }}
              />
              <TextField
                name="sortBy"
                select
                size="small"
                fullWidth={false}
                label={t("shop.sortBy")}
                defaultValue={query.sortBy}
                {...selectProps}
              >
                {PRODUCT_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`sorts.${s}`)}
                  </option>
                ))}
              </TextField>
              <Button type="submit" variant="outlined">
                {t("filters.apply")}
              </Button>
              <Box sx={{ display: "flex", gap: 0.5 }} role="group" aria-label={t("shop.view")}>
                {(["grid", "list"] as const).map((v) => (
                  <IconButton
                    key={v}
                    component={Link}
                    to={viewHref(v)}
                    size="small"
                    aria-label={t(`shop.${v}`)}
                    aria-current={view === v ? "true" : undefined}
                    color={view === v ? "primary" : "default"}
                    sx={{ border: 1, borderColor: view === v ? "primary.main" : "divider", borderRadius: 1 }}
                  >
                    {v === "grid" ? <GridViewRounded fontSize="small" /> : <ViewListRounded fontSize="small" />}
                  </IconButton>
                ))}
              </Box>
            </Box>
          </Card>
          <Box
            component="ul"
            data-testid="products"
            sx={{
              listStyle: "none",
              p: 0,
              m: 0,
              display: "grid",
              gap: 2,
              gridTemplateColumns: view === "grid" ? { xs: "1fr", sm: "1fr 1fr", lg: "repeat(3, 1fr)" } : "1fr",
            }}
          >
            {products.map((p) => (
              <Card component="li" key={p.id} data-testid={`product-${p.id}`}>
                <Box sx={{ display: view === "list" ? { sm: "flex" } : "block", height: "100%" }}>
                  <Box
                    component="img"
                    src={p.image}
                    alt=""
                    width={240}
                    height={180}
                    loading="lazy"
                    sx={{
                      width: view === "list" ? { xs: "100%", sm: 220 } : "100%",
                      height: 180,
                      objectFit: "contain",
                      bgcolor: "action.hover",
                      display: "block",
                    }}
                  />
                  <CardContent sx={{ display: "grid", gap: 1, flex: 1 }}>
                    <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 1 }}>
                      <Rating value={p.rating} />
                      <Typography sx={{ fontWeight: 700 }}>{price(p.price, lng)}</Typography>
                    </Box>
                    <Typography variant="h6" component="h2" sx={{ fontSize: 16 }}>
                      <Link to={`/apps/ecommerce/product-detail/${p.slug}`}>{p.name}</Link>
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {p.brand} · {t(`categories.${p.category}`)}
                    </Typography>
                    {p.hasFreeShipping && (
                      <Chip
                        size="small"
                        color="success"
                        variant="outlined"
                        label={t("product.freeShipping")}
                        sx={{ justifySelf: "start" }}
                      />
                    )}
                    <Box sx={{ display: "flex", gap: 1, alignItems: "center", mt: "auto", flexWrap: "wrap" }}>
                      <WishlistToggle productId={p.id} name={p.name} wished={p.isInWishlist} />
                      <CartButton productId={p.id} name={p.name} inCart={p.isInCart} />
                    </Box>
                  </CardContent>
                </Box>
              </Card>
            ))}
          </Box>
          {products.length === 0 && (
            <Typography sx={{ textAlign: "center", py: 4 }}>{t("common:messages.noResults")}</Typography>
          )}
          <Pager page={query.page} pages={Math.max(1, Math.ceil(total / PER_PAGE))} label={t("shop.pages")} />
        </Box>
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
