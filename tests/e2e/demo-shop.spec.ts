import { expect, hydrated, login, test } from "./fixtures";

// The demo shop has one cart for the whole process: these tests run one after the other.
test.describe.configure({ mode: "serial" });

test.describe("checkout without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a product goes to the cart, through checkout, and the cart is empty after", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/apps/ecommerce/shop?q=pallet+truck");
    const card = page.locator("[data-testid^=product-]").first();
    const id = (await card.getAttribute("data-testid"))!.replace("product-", "");
    if (await page.getByTestId(`add-${id}`).count()) await page.getByTestId(`add-${id}`).click();
    await expect(page.getByTestId(`in-cart-${id}`)).toBeVisible();
    await page.getByTestId(`in-cart-${id}`).click();
    await expect(page).toHaveURL(/step=cart/);
    await expect(page.getByTestId(`cart-${id}`)).toBeVisible();
    await page.getByTestId(`inc-${id}`).click();
    await expect(page.getByTestId(`cart-${id}`).locator("input[name=qty]")).toHaveValue("2");
    const total = await page.getByTestId("pd-total").textContent();

    await page.getByTestId("to-address").click();
    const address = page.getByTestId("address-form");
    await address.locator("[name=fullName]").fill("Ayşe Demir");
    await address.locator("[name=phone]").fill("x");
    await address.locator("[name=address]").fill("Liman Cd. 12");
    await address.locator("[name=city]").fill("İzmir");
    await address.locator("[name=zipCode]").fill("35000");
    await address.locator("[name=country]").fill("Türkiye");
    await address.getByLabel("İş yeri").check();
    await page.getByTestId("to-payment").click();
    await expect(address.locator("[name=phone]")).toHaveAttribute("aria-invalid", "true");
    await expect(address.locator("[name=fullName]")).toHaveValue("Ayşe Demir");
    await address.locator("[name=phone]").fill("+90 232 555 01 02");
    await page.getByTestId("to-payment").click();
    await expect(page).toHaveURL(/step=payment/);

    // Going back keeps what was typed.
    await page.getByRole("link", { name: "Geri" }).click();
    await expect(page.getByTestId("address-form").locator("[name=city]")).toHaveValue("İzmir");
    await page.getByTestId("to-payment").click();

    const pay = page.getByTestId("payment-form");
    await pay.locator("[name=cardNumber]").fill("4242 4242 4242 4241");
    await pay.locator("[name=cardName]").fill("AYSE DEMIR");
    await pay.locator("[name=expiry]").fill("01/20");
    await pay.locator("[name=cvv]").fill("123");
    await page.getByTestId("place-order").click();
    await expect(pay.locator("[name=cardNumber]")).toHaveAttribute("aria-invalid", "true");
    await expect(pay.locator("[name=expiry]")).toHaveAttribute("aria-invalid", "true");
    await pay.locator("[name=cardNumber]").fill("4242 4242 4242 4242");
    await pay.locator("[name=expiry]").fill("12/39");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/step=done&order=\d+/);
    await expect(page.getByTestId("order-shipping")).toBeVisible();
    await expect(page.getByTestId("order-total")).toContainText(total!.trim());

    const cart = await (await page.request.get("/mock/apps/ecommerce/cart")).json();
    expect(cart.products).toEqual([]);
    await page.goto("/apps/ecommerce/checkout?step=cart");
    await expect(page.getByTestId("cart-empty")).toBeVisible();
  });
});

test("filters, product detail, wishlist and move to cart with JavaScript", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/apps/ecommerce/shop?category=labels&maxPrice=30&sortBy=price-asc&view=list");
  await hydrated(page);
  const prices = await page.locator("[data-testid^=product-]").count();
  expect(prices).toBeGreaterThan(0);
  const api = await (await page.request.get("/mock/apps/ecommerce/products?perPage=100")).json();
  const cheapLabels = api.products.filter((p: { price: number; brand: string; name: string }) => p.price <= 30);
  expect(prices).toBeLessThanOrEqual(cheapLabels.length);

  const first = page.locator("[data-testid^=product-] h2 a").first();
  await first.click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/product-detail\//);
  await hydrated(page);
  const slug = page.url().split("/").pop()!;
  const product = api.products.find((p: { slug: string }) => p.slug === slug);
  await page.getByTestId(`wish-${product.id}`).click();
  await expect(page.getByTestId(`wish-${product.id}`)).toHaveAttribute("aria-pressed", String(!product.isInWishlist));
  if (product.isInWishlist) await page.getByTestId(`wish-${product.id}`).click();

  await page.goto("/apps/ecommerce/wishlist");
  await page.getByTestId(`move-${product.id}`).click();
  await expect(page.getByTestId(`wished-${product.id}`)).toHaveCount(0);
  const cart = await (await page.request.get("/mock/apps/ecommerce/cart")).json();
  expect(cart.products.some((p: { id: number }) => p.id === product.id)).toBe(true);

  expect((await page.goto("/apps/ecommerce/product-detail/no-such-product"))?.status()).toBe(404);
});
