import { z } from "zod";
import {
  MockError,
  addDays,
  createRandom,
  intParam,
  isoDate,
  matches,
  notFound,
  paginate,
  pictureUrl,
  processState,
  slugify,
} from "./core";

/** Demo shop (SPEC point 7, Ecommerce): shipping supplies, a wishlist and a cart. */
export const PRODUCT_SORTS = ["featured", "price-asc", "price-desc"] as const;

export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  price: number;
  image: string;
  hasFreeShipping: boolean;
  rating: number;
  colorOptions: string[];
}
export interface WishlistEntry {
  id: number;
  productId: number;
}
export interface CartEntry {
  id: number;
  productId: number;
  qty: number;
  shippingDate: string;
  offers: number;
  discountPercentage: number;
}

const CATALOGUE: Array<[string, string, number]> = [
  ["Double-wall cardboard box 60×40×40", "PackPro", 3.9],
  ["Euro pallet 1200×800", "PalletWorks", 24.5],
  ["Stretch film roll 500 mm", "WrapIt", 12.75],
  ["Packing tape, brown, 6 rolls", "TapeMaster", 9.99],
  ["Fragile labels, 500 pcs", "LabelLine", 14.2],
  ["Thermal label printer 4 inch", "Zebrafox", 289],
  ["Thermal labels 100×150, 1000 pcs", "LabelLine", 21.5],
  ["Digital platform scale 300 kg", "WeighRight", 179],
  ["Hand pallet truck 2500 kg", "LiftCo", 349],
  ["Bubble wrap roll 1 m × 50 m", "WrapIt", 27.9],
  ["Corner protectors, 100 pcs", "PackPro", 18.4],
  ["Steel strapping kit", "StrapSafe", 96],
  ["Cargo lashing straps, 4 pcs", "StrapSafe", 34.99],
  ["Moisture absorber bags, 20 pcs", "DryBox", 29.5],
  ["Shipping document pouches, 250 pcs", "LabelLine", 16.8],
  ["Barcode scanner, wireless", "ScanGo", 129],
  ["Wooden crate 80×60×60", "PalletWorks", 58],
  ["Tamper-evident seals, 100 pcs", "SealTight", 22.4],
  ["Temperature data logger", "ColdTrack", 74.9],
  ["Reusable ice packs, 12 pcs", "ColdTrack", 19.9],
  ["Padded envelopes A4, 100 pcs", "PackPro", 25.6],
  ["Box cutter with spare blades", "TapeMaster", 7.5],
  ["Tape dispenser gun", "TapeMaster", 11.9],
  ["Hazard class placards set", "LabelLine", 39],
  ["Forklift safety vest, hi-vis", "LiftCo", 8.9],
  ["Warehouse shelving unit", "RackIt", 219],
  ["Void fill paper dispenser", "WrapIt", 145],
  ["Pallet collars, 4 pcs", "PalletWorks", 44],
  ["Dock loading ramp", "LiftCo", 899],
  ["Insulated shipping box 30 L", "ColdTrack", 31.5],
];

const COLORS = ["primary", "success", "warning", "danger", "info", "secondary"];

function createShop(now: Date) {
  const rng = createRandom(7_707);
  const products: Product[] = CATALOGUE.map(([name, brand, price], i) => {
    const id = i + 1;
    return {
      id,
      name,
      slug: `${slugify(name)}-${id}`,
      description: `${name} by ${brand}. Sturdy, tested in our own warehouses and used on every lane we run, from express parcels to full truck loads.`,
      brand,
      price,
      image: pictureUrl("product", name),
      hasFreeShipping: rng.chance(0.4),
      rating: rng.int(2, 5),
      colorOptions: COLORS.filter(() => rng.chance(0.4)).slice(0, 4),
    };
  });
  const shop = { products, wishlist: [] as WishlistEntry[], cart: [] as CartEntry[], nextEntryId: 1, now };
  for (const productId of [3, 8, 12, 19]) shop.wishlist.push({ id: shop.nextEntryId++, productId });
  for (const [productId, qty] of [
    [1, 4],
    [6, 1],
    [20, 2],
  ] as const)
    shop.cart.push(cartEntry(shop, productId, qty));
  return shop;
}

type Shop = ReturnType<typeof createShop>;

/** A cart line: its offers (1-4) and discount (3-20 %) drawn once, from the entry's own id. */
function cartEntry(shop: Shop, productId: number, qty: number): CartEntry {
  const id = shop.nextEntryId++;
  const rng = createRandom(9_000 + id * 31 + productId);
  return {
    id,
    productId,
    qty,
    shippingDate: isoDate(addDays(shop.now, rng.int(2, 9))),
    offers: rng.int(1, 4),
    discountPercentage: rng.int(3, 20),
  };
}

const state = processState(createShop);
export const resetShop = state.reset;

function decorate(product: Product) {
  const { wishlist, cart } = state.get();
  return {
    ...product,
    isInWishlist: wishlist.some((w) => w.productId === product.id),
    isInCart: cart.some((c) => c.productId === product.id),
  };
}

function productById(id: number): Product {
  const product = state.get().products.find((p) => p.id === id);
  if (!product) throw notFound("Product");
  return product;
}

export const ProductListQuery = z.object({
  q: z.string().trim().max(200).default(""),
  sortBy: z.preprocess((v) => (v === "" || v === undefined ? "featured" : v), z.enum(PRODUCT_SORTS)),
  perPage: intParam(9, 1, 100),
  page: intParam(1, 1, 100_000),
});

const SORTS: Record<(typeof PRODUCT_SORTS)[number], (a: Product, b: Product) => number> = {
  featured: (a, b) => b.id - a.id,
  "price-asc": (a, b) => a.price - b.price || b.id - a.id,
  "price-desc": (a, b) => b.price - a.price || b.id - a.id,
};

/** One page of products (`q` matches the name or brand), the total, and the user's wishlist and cart. */
export function listProducts(input: z.output<typeof ProductListQuery>) {
  const rows = state
    .get()
    .products.filter((p) => matches(p.name, input.q) || matches(p.brand, input.q))
    .sort(SORTS[input.sortBy]);
  return {
    products: paginate(rows, input.page, input.perPage).map(decorate),
    total: rows.length,
    userWishlist: wishlist().products,
    userCart: cart().products,
  };
}

export const ProductIdParams = z.object({ id: z.coerce.number().int().positive() });

export function getProduct(id: number) {
  return { product: decorate(productById(id)) };
}

export function wishlist() {
  return { products: state.get().wishlist.map((w) => decorate(productById(w.productId))) };
}

export function cart() {
  return {
    products: state.get().cart.map((c) => ({
      ...decorate(productById(c.productId)),
      qty: c.qty,
      shippingDate: c.shippingDate,
      offers: c.offers,
      discountPercentage: c.discountPercentage,
    })),
  };
}

export const ProductBody = z.object({ productId: z.coerce.number().int().positive() });

/** Puts a product in the cart (201), or adds one to its quantity when it is there already (200). */
export function addToCart(productId: number): { status: 200 | 201; entry: CartEntry } {
  const shop = state.get();
  productById(productId);
  const existing = shop.cart.find((c) => c.productId === productId);
  if (existing) {
    if (existing.qty >= 999) throw new MockError(400, "Quantity limit reached");
    existing.qty += 1;
    return { status: 200, entry: existing };
  }
  const entry = cartEntry(shop, productId, 1);
  shop.cart.push(entry);
  return { status: 201, entry };
}

export function removeFromCart(productId: number) {
  const shop = state.get();
  productById(productId);
  const index = shop.cart.findIndex((c) => c.productId === productId);
  if (index < 0) throw notFound("Cart entry");
  const [entry] = shop.cart.splice(index, 1);
  return { entry };
}

/** Adds a product to the wishlist (201), or answers the existing entry (200). */
export function addToWishlist(productId: number): { status: 200 | 201; entry: WishlistEntry } {
  const shop = state.get();
  productById(productId);
  const existing = shop.wishlist.find((w) => w.productId === productId);
  if (existing) return { status: 200, entry: existing };
  const entry = { id: shop.nextEntryId++, productId };
  shop.wishlist.push(entry);
  return { status: 201, entry };
}

export function removeFromWishlist(productId: number) {
  const shop = state.get();
  productById(productId);
  const index = shop.wishlist.findIndex((w) => w.productId === productId);
  if (index < 0) throw notFound("Wishlist entry");
  const [entry] = shop.wishlist.splice(index, 1);
  return { entry };
}
