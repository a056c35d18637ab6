import { z } from "zod";
import {
  MockError,
  addDays,
  createRandom,
  intParam,
  isoDate,
  makeRoom,
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
  const shop = {
    products,
    wishlist: [] as WishlistEntry[],
    cart: [] as CartEntry[],
    nextEntryId: 1,
    now,
    orders: [] as Order[],
    checkout: { address: null as CheckoutAddress | null, payment: null as CheckoutPaymentDraft | null },
  };
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

/* ---------- shop filters, cart quantities, price details and placed orders (cents inside) ---------- */

export const PRODUCT_CATEGORIES = ["packaging", "pallets", "labels", "equipment", "cold-chain"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** A product's category, from what it is (the sample catalogue names it). */
export function productCategory(product: Pick<Product, "name" | "brand">): ProductCategory {
  if (product.brand === "ColdTrack" || product.brand === "DryBox") return "cold-chain";
  if (product.brand === "PalletWorks" || /pallet|crate/i.test(product.name)) return "pallets";
  if (product.brand === "LabelLine" || /label|seal|barcode/i.test(product.name)) return "labels";
  if (/printer|scale|truck|ramp|shelving|scanner|dispenser|vest|gun|cutter/i.test(product.name)) return "equipment";
  return "packaging";
}

const optionalNumber = (max: number) =>
  z.preprocess((v) => (v === "" || v === undefined ? undefined : v), z.coerce.number().min(0).max(max).optional());

export const ShopQuery = ProductListQuery.extend({
  minPrice: optionalNumber(1_000_000),
  maxPrice: optionalNumber(1_000_000),
  category: z.preprocess((v) => (v === "" ? undefined : v), z.enum(PRODUCT_CATEGORIES).optional()),
  brand: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(60).optional()),
  rating: z.preprocess(
    (v) => (v === "" || v === undefined ? undefined : v),
    z.coerce.number().int().min(1).max(5).optional(),
  ),
});

/** The shop: the product list's search, sort and paging plus price range, category, brand and minimum rating. */
export function searchShop(input: z.output<typeof ShopQuery>) {
  const rows = state
    .get()
    .products.filter((p) => matches(p.name, input.q) || matches(p.brand, input.q))
    .filter((p) => (input.minPrice === undefined ? true : p.price >= input.minPrice))
    .filter((p) => (input.maxPrice === undefined ? true : p.price <= input.maxPrice))
    .filter((p) => (input.category ? productCategory(p) === input.category : true))
    .filter((p) => (input.brand ? p.brand === input.brand : true))
    .filter((p) => (input.rating ? p.rating >= input.rating : true))
    .sort(SORTS[input.sortBy]);
  return {
    products: paginate(rows, input.page, input.perPage).map((p) => ({ ...decorate(p), category: productCategory(p) })),
    total: rows.length,
  };
}

export function shopBrands(): string[] {
  return [...new Set(state.get().products.map((p) => p.brand))].sort();
}

export function productBySlug(slug: string) {
  const product = state.get().products.find((p) => p.slug === slug);
  if (!product) throw notFound("Product");
  const category = productCategory(product);
  const related = state
    .get()
    .products.filter((p) => p.id !== product.id && productCategory(p) === category)
    .slice(0, 4)
    .map(decorate);
  return { product: { ...decorate(product), category }, related };
}

export const CartQtyBody = z.object({
  productId: z.coerce.number().int().positive(),
  qty: z.coerce.number().int().min(1).max(999),
});

/** Sets a cart line's quantity (1 to 999). */
export function setCartQty(productId: number, qty: number) {
  const entry = state.get().cart.find((c) => c.productId === productId);
  if (!entry) throw notFound("Cart entry");
  entry.qty = qty;
  return { entry };
}

/** Moves a wishlist product into the cart (one more if it is there already). */
export function moveToCart(productId: number) {
  removeFromWishlist(productId);
  return addToCart(productId);
}

/** Orders at or above this subtotal after discounts ship free (cents); otherwise delivery costs DELIVERY_FEE. */
export const FREE_DELIVERY_FROM = 10_000;
export const DELIVERY_FEE = 990;

const cents = (price: number) => Math.round(price * 100);

/** The cart's price details, computed here in cents: each line's own discount, then delivery. */
export function cartSummary() {
  const lines = cart().products.map((p) => {
    const gross = cents(p.price) * p.qty;
    const discount = Math.round((gross * p.discountPercentage) / 100);
    return { ...p, unit: cents(p.price), gross, discount };
  });
  const subtotal = lines.reduce((s, l) => s + l.gross, 0);
  const discount = lines.reduce((s, l) => s + l.discount, 0);
  const freeShipping =
    lines.length > 0 && (lines.every((l) => l.hasFreeShipping) || subtotal - discount >= FREE_DELIVERY_FROM);
  const delivery = lines.length === 0 || freeShipping ? 0 : DELIVERY_FEE;
  return { lines, subtotal, discount, delivery, total: subtotal - discount + delivery };
}

export const CheckoutAddressBody = z.object({
  fullName: z.string().trim().min(2).max(120),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{6,20}$/),
  address: z.string().trim().min(5).max(300),
  city: z.string().trim().min(2).max(80),
  zipCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/),
  country: z.string().trim().min(2).max(80),
  type: z.enum(["home", "office"]),
});
export type CheckoutAddress = z.output<typeof CheckoutAddressBody>;

/** The Luhn check of a card number (digits only, 12 to 19 of them). */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY of a card that has not expired by `now` (a card is valid through its whole expiry month). */
export function expiryValid(expiry: string, now: Date): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export const CheckoutPaymentBody = z.discriminatedUnion("paymentMethod", [
  z.object({ paymentMethod: z.literal("cash-on-delivery") }),
  z.object({
    paymentMethod: z.literal("card"),
    cardNumber: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ""))
      .refine(luhnValid, "cardNumber"),
    cardName: z.string().trim().min(2).max(120),
    expiry: z.string().refine((v) => expiryValid(v, new Date()), "expiry"),
    cvv: z.string().regex(/^\d{3,4}$/),
  }),
]);
/** What the checkout keeps of the payment step when going back (never the card number or the code). */
export interface CheckoutPaymentDraft {
  paymentMethod: "card" | "cash-on-delivery";
  cardName: string;
}

export interface Order {
  id: number;
  placedAt: string;
  shippingDate: string;
  address: CheckoutAddress;
  paymentMethod: CheckoutPaymentDraft["paymentMethod"];
  /** Last four digits of the card, when paid by card. */
  cardLast4: string | null;
  lines: Array<{ productId: number; name: string; qty: number; unit: number; discount: number }>;
  subtotal: number;
  discount: number;
  delivery: number;
  total: number;
}
/** Placed orders kept in memory (oldest dropped past this). */
export const MAX_ORDERS = 1000;

export function checkoutDraft() {
  return state.get().checkout;
}

export function saveCheckoutAddress(address: CheckoutAddress) {
  state.get().checkout.address = address;
  return address;
}

export function saveCheckoutPayment(draft: CheckoutPaymentDraft) {
  state.get().checkout.payment = draft;
}

/**
 * Places the order of the current cart to the saved address: the totals are computed here, the cart is emptied,
 * and the order ships on the latest shipping date of its lines. An empty cart or no address is a 400.
 */
export function placeOrder(payment: z.output<typeof CheckoutPaymentBody>): Order {
  const shop = state.get();
  const address = shop.checkout.address;
  if (shop.cart.length === 0) throw new MockError(400, "The cart is empty");
  if (!address) throw new MockError(400, "No delivery address");
  const summary = cartSummary();
  const shippingDate =
    shop.cart
      .map((c) => c.shippingDate)
      .sort()
      .at(-1) ?? isoDate(addDays(new Date(), 3));
  makeRoom(shop.orders, MAX_ORDERS);
  const order: Order = {
    id: shop.orders.reduce((max, o) => Math.max(max, o.id), 1000) + 1,
    placedAt: new Date().toISOString(),
    shippingDate,
    address,
    paymentMethod: payment.paymentMethod,
    cardLast4: payment.paymentMethod === "card" ? payment.cardNumber.slice(-4) : null,
    lines: summary.lines.map((l) => ({
      productId: l.id,
      name: l.name,
      qty: l.qty,
      unit: l.unit,
      discount: l.discount,
    })),
    subtotal: summary.subtotal,
    discount: summary.discount,
    delivery: summary.delivery,
    total: summary.total,
  };
  shop.orders.push(order);
  shop.cart.length = 0;
  shop.checkout = { address: null, payment: null };
  return order;
}

export function getOrder(id: number): Order {
  const order = state.get().orders.find((o) => o.id === id);
  if (!order) throw notFound("Order");
  return order;
}
