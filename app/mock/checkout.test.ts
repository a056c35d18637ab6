import { beforeEach, describe, expect, it } from "vitest";
import { MockError, resetMockState } from "./core";
import {
  CheckoutAddressBody,
  CheckoutPaymentBody,
  ShopQuery,
  addToCart,
  cart,
  cartSummary,
  expiryValid,
  getOrder,
  luhnValid,
  moveToCart,
  placeOrder,
  productBySlug,
  productCategory,
  saveCheckoutAddress,
  searchShop,
  setCartQty,
  wishlist,
} from "./ecommerce";

const address = CheckoutAddressBody.parse({
  fullName: "Ayşe Demir",
  phone: "+90 532 000 00 00",
  address: "Liman Cd. 12",
  city: "İzmir",
  zipCode: "35000",
  country: "Türkiye",
  type: "office",
});

describe("shop filters, cart and orders", () => {
  beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

  it("filters by price range, category, brand and minimum rating", () => {
    const all = searchShop(ShopQuery.parse({ perPage: "100" }));
    const some = searchShop(ShopQuery.parse({ perPage: "100", minPrice: "10", maxPrice: "50", rating: "3" }));
    expect(some.products.every((p) => p.price >= 10 && p.price <= 50 && p.rating >= 3)).toBe(true);
    expect(some.total).toBeLessThan(all.total);
    const labels = searchShop(ShopQuery.parse({ perPage: "100", category: "labels", brand: "LabelLine" }));
    expect(labels.total).toBeGreaterThan(0);
    expect(labels.products.every((p) => p.brand === "LabelLine" && productCategory(p) === "labels")).toBe(true);
    expect(ShopQuery.safeParse({ category: "toys" }).success).toBe(false);
  });

  it("finds a product by slug with related products of its category, and 404s an unknown slug", () => {
    const first = searchShop(ShopQuery.parse({})).products[0];
    const { product, related } = productBySlug(first.slug);
    expect(product.id).toBe(first.id);
    expect(related.every((p) => p.id !== first.id && productCategory(p) === product.category)).toBe(true);
    expect(() => productBySlug("nope")).toThrow(MockError);
  });

  it("sets quantities and moves wishlist products into the cart", () => {
    setCartQty(1, 7);
    expect(cart().products.find((p) => p.id === 1)?.qty).toBe(7);
    const wished = wishlist().products[0].id;
    moveToCart(wished);
    expect(wishlist().products.some((p) => p.id === wished)).toBe(false);
    expect(cart().products.some((p) => p.id === wished)).toBe(true);
    expect(() => setCartQty(29, 1)).toThrow(/not found/);
  });

  it("computes price details in cents and places an order that empties the cart", () => {
    const summary = cartSummary();
    expect(summary.subtotal).toBe(summary.lines.reduce((s, l) => s + l.unit * l.qty, 0));
    expect(summary.total).toBe(summary.subtotal - summary.discount + summary.delivery);
    expect(() => placeOrder({ paymentMethod: "cash-on-delivery" })).toThrow(/address/);
    saveCheckoutAddress(address);
    const order = placeOrder(CheckoutPaymentBody.parse({ paymentMethod: "cash-on-delivery" }));
    expect(order.total).toBe(summary.total);
    expect(cart().products).toEqual([]);
    expect(getOrder(order.id).shippingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(() => placeOrder({ paymentMethod: "cash-on-delivery" })).toThrow(/empty/);
    addToCart(2);
    expect(cart().products).toHaveLength(1);
  });

  it("checks card numbers with Luhn and refuses expired cards", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    const now = new Date("2025-06-15T12:00:00Z");
    expect(expiryValid("06/25", now)).toBe(true);
    expect(expiryValid("05/25", now)).toBe(false);
    expect(expiryValid("13/30", now)).toBe(false);
    const card = { paymentMethod: "card", cardName: "A B", expiry: "12/99", cvv: "123" };
    expect(CheckoutPaymentBody.safeParse({ ...card, cardNumber: "4242 4242 4242 4242" }).success).toBe(true);
    expect(CheckoutPaymentBody.safeParse({ ...card, cardNumber: "4242 4242 4242 4243" }).success).toBe(false);
  });
});
