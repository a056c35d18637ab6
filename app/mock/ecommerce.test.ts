import { beforeEach, describe, expect, it } from "vitest";
import { resetMockState } from "./core";
import {
  ProductListQuery,
  addToCart,
  addToWishlist,
  cart,
  getProduct,
  listProducts,
  removeFromCart,
  removeFromWishlist,
  wishlist,
} from "./ecommerce";

const products = (q: Record<string, string> = {}) => listProducts(ProductListQuery.parse(q));

describe("demo shop", () => {
  beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

  it("pages 9 products at a time, featured = newest id first", () => {
    const { products: rows, total, userWishlist, userCart } = products();
    expect(total).toBeGreaterThanOrEqual(27);
    expect(rows).toHaveLength(9);
    expect(rows.map((p) => p.id)).toEqual([...rows.map((p) => p.id)].sort((a, b) => b - a));
    expect(userWishlist.length).toBeGreaterThan(0);
    expect(userCart.length).toBeGreaterThan(0);
    expect(products({ page: "4" }).products.length).toBe(total - 27);
  });

  it("sorts by price and searches names", () => {
    const asc = products({ sortBy: "price-asc", perPage: "100" }).products.map((p) => p.price);
    expect([...asc].sort((a, b) => a - b)).toEqual(asc);
    const desc = products({ sortBy: "price-desc", perPage: "100" }).products.map((p) => p.price);
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
    const hits = products({ q: "pallet" }).products;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((p) => /pallet/i.test(p.name + p.brand))).toBe(true);
    expect(ProductListQuery.safeParse({ sortBy: "name" }).success).toBe(false);
  });

  it("answers one product by id, its slug ending with the id", () => {
    const { product } = getProduct(5);
    expect(product.slug.endsWith("-5")).toBe(true);
    expect(product).toHaveProperty("isInCart");
    expect(() => getProduct(999)).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("adds to and removes from the cart and the wishlist with unique entry ids", () => {
    const a = addToCart(2);
    expect(a.status).toBe(201);
    expect(getProduct(2).product.isInCart).toBe(true);
    expect(addToCart(2)).toMatchObject({ status: 200, entry: { id: a.entry.id, qty: 2 } });
    const w = addToWishlist(2);
    expect(w.status).toBe(201);
    expect(w.entry.id).not.toBe(a.entry.id);
    const ids = [...cart().products.map((p) => p.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const line of cart().products) {
      expect(line.discountPercentage).toBeGreaterThanOrEqual(3);
      expect(line.discountPercentage).toBeLessThanOrEqual(20);
      expect(line.offers).toBeGreaterThanOrEqual(1);
      expect(line.offers).toBeLessThanOrEqual(4);
    }
    expect(cart()).toEqual(cart());
    removeFromCart(2);
    expect(getProduct(2).product.isInCart).toBe(false);
    expect(() => removeFromCart(2)).toThrow(expect.objectContaining({ status: 404 }));
    removeFromWishlist(2);
    expect(wishlist().products.some((p) => p.id === 2)).toBe(false);
    expect(() => removeFromWishlist(2)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => addToCart(999)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => addToWishlist(999)).toThrow(expect.objectContaining({ status: 404 }));
  });
});
