import AddRounded from "@mui/icons-material/AddRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import RemoveRounded from "@mui/icons-material/RemoveRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect } from "react-router";
import type { Route } from "./+types/_panel.apps.ecommerce.checkout";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { DemoField, formValues, type FormEcho } from "~/components/demo/invoice/DemoField";
import { SHOP_CURRENCY } from "~/components/demo/shop/ProductBits";
import { requireDemo } from "~/lib/demo.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { parseId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { redirectWithToast } from "~/lib/toast.server";
import { MockError } from "~/mock/core";
import {
  CartQtyBody,
  CheckoutAddressBody,
  CheckoutPaymentBody,
  ProductBody,
  cartSummary,
  checkoutDraft,
  getOrder,
  placeOrder,
  removeFromCart,
  saveCheckoutAddress,
  saveCheckoutPayment,
  setCartQty,
} from "~/mock/ecommerce";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-shop"] };

const STEPS = ["cart", "address", "payment", "done"] as const;
type Step = (typeof STEPS)[number];
const ADDRESS_FIELDS = ["fullName", "phone", "address", "city", "zipCode", "country", "type"] as const;

/** Checkout in four steps kept in the URL; every total is the server's, and every step is a plain form. */
export function loader({ request, context, url }: Route.LoaderArgs) {
  requireDemo(context, request);
  const raw = url.searchParams.get("step");
  const step: Step = STEPS.find((s) => s === raw) ?? "cart";
  const draft = checkoutDraft();
  let order = null;
  if (step === "done") {
    const id = parseId(url.searchParams.get("order"));
    try {
      order = id === null ? null : getOrder(id);
    } catch (error) {
      if (!(error instanceof MockError)) throw error;
    }
    if (!order) throw data(null, { status: 404 });
  }
  if (step === "payment" && !draft.address) throw redirect("?step=address");
  return {
    title: getT(context, ["demo-shop"])("checkout.title"),
    step,
    summary: cartSummary(),
    address: draft.address,
    payment: draft.payment,
    order,
  };
}

type Answer = FormEcho & { step: Step };

export async function action({ request, context }: Route.ActionArgs) {
  requireDemo(context, request);
  const values = formValues(await request.formData());
  const here = (step: Step) => `/apps/ecommerce/checkout?step=${step}`;
  const refuse = (step: Step, errors: Record<string, string>) =>
    data<Answer>({ values, errors, step }, { status: 400 });
  const intent = values.intent;
  try {
    if (intent === "set-qty" || intent === "increase" || intent === "decrease") {
      const current = cartSummary().lines.find((l) => String(l.id) === values.productId)?.qty ?? 1;
      const wanted = intent === "increase" ? current + 1 : intent === "decrease" ? current - 1 : values.qty;
      const parsed = CartQtyBody.safeParse({ productId: values.productId, qty: wanted });
      if (!parsed.success) return refuse("cart", { [`qty-${values.productId}`]: "demo-shop:errors.qty" });
      setCartQty(parsed.data.productId, parsed.data.qty);
      return redirect(here("cart"), 303);
    }
    if (intent === "remove") {
      const parsed = ProductBody.safeParse(values);
      if (!parsed.success) throw data(null, { status: 400 });
      removeFromCart(parsed.data.productId);
      return redirectWithToast(request, here("cart"), { key: "demo-shop:toast.removedFromCart" });
    }
    if (intent === "save-address") {
      const parsed = CheckoutAddressBody.safeParse(values);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues)
          errors[String(issue.path[0])] ??= `demo-shop:errors.${String(issue.path[0])}`;
        return refuse("address", errors);
      }
      saveCheckoutAddress(parsed.data);
      return redirect(here("payment"), 303);
    }
    if (intent === "place-order") {
      const method = values.paymentMethod === "card" ? "card" : "cash-on-delivery";
      saveCheckoutPayment({ paymentMethod: method, cardName: (values.cardName ?? "").slice(0, 120) });
      const parsed = CheckoutPaymentBody.safeParse({ ...values, paymentMethod: method });
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues)
          errors[String(issue.path[0])] ??= `demo-shop:errors.${String(issue.path[0])}`;
        return refuse("payment", errors);
      }
      if (!checkoutDraft().address) return redirect(here("address"), 303);
      if (cartSummary().lines.length === 0) return refuse("payment", { form: "demo-shop:errors.emptyCart" });
      const order = placeOrder(parsed.data);
      return redirectWithToast(request, `/apps/ecommerce/checkout?step=done&order=${order.id}`, {
        key: "demo-shop:toast.ordered",
        values: { id: order.id },
      });
    }
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof MockError) return refuse("payment", { form: "demo-shop:errors.emptyCart" });
    throw error;
  }
  throw data(null, { status: 400 });
}

function PriceDetails({ summary }: { summary: ReturnType<typeof cartSummary> }) {
  const { t, i18n } = useTranslation("demo-shop");
  const money = (c: number) => formatMoney(c, SHOP_CURRENCY, i18n.language);
  const rows: Array<[string, string, string]> = [
    [t("checkout.subtotal"), money(summary.subtotal), "subtotal"],
    [t("checkout.discount"), `−${money(summary.discount)}`, "discount"],
    [t("checkout.delivery"), summary.delivery === 0 ? t("checkout.free") : money(summary.delivery), "delivery"],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: "grid", gridTemplateColumns: "1fr auto", rowGap: 0.75 }}
      data-testid="price-details"
    >
      {rows.map(([label, value, id]) => (
        <Box key={id} sx={{ display: "contents" }}>
          <dt>{label}</dt>
          <Box component="dd" sx={{ m: 0, textAlign: "right" }} data-testid={`pd-${id}`}>
            {value}
          </Box>
        </Box>
      ))}
      <Box component="dt" sx={{ fontWeight: 700, borderTop: 1, borderColor: "divider", pt: 0.75 }}>
        {t("checkout.total")}
      </Box>
      <Box
        component="dd"
        sx={{ m: 0, textAlign: "right", fontWeight: 700, borderTop: 1, borderColor: "divider", pt: 0.75 }}
        data-testid="pd-total"
      >
        {money(summary.total)}
      </Box>
    </Box>
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-shop", "common"]);
  const { step, summary, address, payment, order } = loaderData;
  const lng = i18n.language;
  const money = (c: number) => formatMoney(c, SHOP_CURRENCY, lng);
  const echo = actionData ?? null;
  const [method, setMethod] = useState(echo?.values.paymentMethod ?? payment?.paymentMethod ?? "card");
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, lng, { dateStyle: "full" });
  const reached = STEPS.indexOf(step);
  return (
    <>
      <PageHeader title={t("checkout.title")} />
      <Box component="nav" aria-label={t("checkout.steps")} sx={{ mb: 2.5 }}>
        <Box component="ol" sx={{ display: "flex", flexWrap: "wrap", gap: 1, listStyle: "none", p: 0, m: 0 }}>
          {STEPS.map((s, i) => (
            <li key={s}>
              {i < reached && s !== "done" && step !== "done" ? (
                <Button component={Link} to={`?step=${s}`} size="small">
                  {i + 1}. {t(`checkout.step.${s}`)}
                </Button>
              ) : (
                <Button
                  size="small"
                  disabled={s !== step}
                  aria-current={s === step ? "step" : undefined}
                  variant={s === step ? "contained" : "text"}
                  tabIndex={-1}
                  component="span"
                >
                  {i + 1}. {t(`checkout.step.${s}`)}
                </Button>
              )}
            </li>
          ))}
        </Box>
      </Box>
      {step === "done" && order ? (
        <Section title={t("checkout.thanks", { id: order.id })}>
          <Typography data-testid="order-shipping">
            {t("checkout.shipsOn", { date: day(order.shippingDate) })}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            {order.address.fullName}, {order.address.address}, {order.address.zipCode} {order.address.city},{" "}
            {order.address.country}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5 }}>
            {order.lines.map((l) => (
              <li key={l.productId}>
                {l.qty} × {l.name} · {money(l.unit * l.qty - l.discount)}
              </li>
            ))}
          </Box>
          <Typography sx={{ fontWeight: 700 }} data-testid="order-total">
            {t("checkout.total")}: {money(order.total)}
          </Typography>
          <Button component={Link} to="/apps/ecommerce/shop" variant="contained" sx={{ mt: 2 }}>
            {t("checkout.keepShopping")}
          </Button>
        </Section>
      ) : (
        <Box
          sx={{
            display: "grid",
            gap: 2.5,
            gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 320px" },
            alignItems: "start",
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {echo?.errors.form && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {t(echo.errors.form)}
              </Alert>
            )}
            {step === "cart" && (
              <Section title={t("checkout.cart")}>
                {summary.lines.length === 0 && <Typography data-testid="cart-empty">{t("checkout.empty")}</Typography>}
                <Box
                  component="ul"
                  sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}
                  data-testid="cart-lines"
                >
                  {summary.lines.map((l) => {
                    const qtyError = echo?.errors[`qty-${l.id}`];
                    return (
                      <Box
                        component="li"
                        key={l.id}
                        data-testid={`cart-${l.id}`}
                        sx={{
                          display: "grid",
                          gap: 1.5,
                          gridTemplateColumns: { xs: "64px 1fr", sm: "80px 1fr auto" },
                          pb: 2,
                          borderBottom: 1,
                          borderColor: "divider",
                        }}
                      >
                        <Box
                          component="img"
                          src={l.image}
                          alt=""
                          width={80}
                          height={64}
                          sx={{ width: "100%", height: 64, objectFit: "contain", bgcolor: "action.hover" }}
                        />
                        <Box sx={{ minWidth: 0 }}>
                          <Link to={`/apps/ecommerce/product-detail/${l.slug}`}>{l.name}</Link>
                          <Typography variant="body2" color="textSecondary">
                            {t("checkout.offers", { n: l.offers })} ·{" "}
                            {t("checkout.lineDiscount", { percent: l.discountPercentage })} · {t("checkout.delivery")}:{" "}
                            {day(l.shippingDate)}
                          </Typography>
                          <Form
                            method="post"
                            style={{
                              display: "flex",
                              gap: 8,
                              alignItems: "flex-start",
                              marginTop: 8,
                              flexWrap: "wrap",
                            }}
                          >
                            <input type="hidden" name="productId" value={l.id} />
                            <TextField
                              name="qty"
                              type="number"
                              size="small"
                              label={t("checkout.qty")}
                              defaultValue={echo?.values.productId === String(l.id) ? echo.values.qty : l.qty}
                              error={Boolean(qtyError)}
                              helperText={qtyError ? t(qtyError) : undefined}
                              slotProps={{ htmlInput: { min: 1, max: 999 } }}
                              sx={{ width: 96, order: 2 }}
                              key={`${l.id}-${l.qty}`}
                            />
                            <Button type="submit" name="intent" value="set-qty" size="small" sx={{ order: 4, mt: 0.5 }}>
                              {t("checkout.update")}
                            </Button>
                            <IconButton
                              type="submit"
                              name="intent"
                              value="decrease"
                              aria-label={t("checkout.decrease", { name: l.name })}
                              disabled={l.qty <= 1}
                              sx={{ order: 1 }}
                            >
                              <RemoveRounded />
                            </IconButton>
                            <IconButton
                              type="submit"
                              name="intent"
                              value="increase"
                              aria-label={t("checkout.increase", { name: l.name })}
                              sx={{ order: 3 }}
                              data-testid={`inc-${l.id}`}
                            >
                              <AddRounded />
                            </IconButton>
                          </Form>
                        </Box>
                        <Box
                          sx={{
                            gridColumn: { xs: "2", sm: "auto" },
                            textAlign: { sm: "right" },
                            display: "grid",
                            gap: 0.5,
                            justifyItems: { sm: "end" },
                          }}
                        >
                          <strong>{money(l.gross - l.discount)}</strong>
                          {l.discount > 0 && (
                            <Typography variant="body2" color="textSecondary" sx={{ textDecoration: "line-through" }}>
                              {money(l.gross)}
                            </Typography>
                          )}
                          <Form method="post">
                            <input type="hidden" name="productId" value={l.id} />
                            <Button
                              type="submit"
                              name="intent"
                              value="remove"
                              size="small"
                              color="error"
                              startIcon={<DeleteOutlineRounded />}
                              data-testid={`remove-${l.id}`}
                            >
                              {t("checkout.remove")}
                            </Button>
                          </Form>
                        </Box>
                      </Box>
                    );
                  })}
                </Box>
              </Section>
            )}
            {step === "address" && (
              <Section title={t("checkout.step.address")}>
                <Form method="post" noValidate style={{ display: "grid", gap: 16 }} data-testid="address-form">
                  <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
                    {ADDRESS_FIELDS.filter((f) => f !== "type").map((f) => (
                      <DemoField
                        key={f}
                        name={f}
                        echo={echo}
                        defaultValue={address?.[f] ?? ""}
                        label={t(`address.${f}`)}
                        type={f === "phone" ? "tel" : "text"}
                        required
                        sx={f === "address" ? { gridColumn: "1 / -1" } : undefined}
                      />
                    ))}
                  </Box>
                  <Box>
                    <FormLabel id="type-label">{t("address.type")}</FormLabel>
                    <RadioGroup
                      row
                      name="type"
                      aria-labelledby="type-label"
                      defaultValue={echo?.values.type ?? address?.type ?? "home"}
                    >
                      <FormControlLabel value="home" control={<Radio />} label={t("address.home")} />
                      <FormControlLabel value="office" control={<Radio />} label={t("address.office")} />
                    </RadioGroup>
                  </Box>
                  <Box sx={{ display: "flex", gap: 1 }}>
                    <Button component={Link} to="?step=cart">
                      {t("checkout.back")}
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value="save-address"
                      variant="contained"
                      data-testid="to-payment"
                    >
                      {t("checkout.continue")}
                    </Button>
                  </Box>
                </Form>
              </Section>
            )}
            {step === "payment" && (
              <Section title={t("checkout.step.payment")}>
                {address && (
                  <Typography sx={{ mb: 2 }} color="textSecondary">
                    {t("checkout.deliverTo", {
                      name: address.fullName,
                      address: `${address.address}, ${address.city}`,
                    })}{" "}
                    <Link to="?step=address">{t("checkout.change")}</Link>
                  </Typography>
                )}
                <Form method="post" noValidate style={{ display: "grid", gap: 16 }} data-testid="payment-form">
                  <Box>
                    <FormLabel id="method-label">{t("payment.method")}</FormLabel>
                    <RadioGroup
                      row
                      name="paymentMethod"
                      aria-labelledby="method-label"
                      defaultValue={method}
                      onChange={(e) => setMethod(e.target.value)}
                    >
                      <FormControlLabel value="card" control={<Radio />} label={t("payment.card")} />
                      <FormControlLabel value="cash-on-delivery" control={<Radio />} label={t("payment.cash")} />
                    </RadioGroup>
                  </Box>
                  {method === "card" && (
                    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
                      <DemoField
                        name="cardNumber"
                        echo={echo}
                        label={t("payment.cardNumber")}
                        autoComplete="cc-number"
                        slotProps={{ htmlInput: { inputMode: "numeric" } }}
                        sx={{ gridColumn: "1 / -1" }}
                      />
                      <DemoField
                        name="cardName"
                        echo={echo}
                        defaultValue={payment?.cardName ?? ""}
                        label={t("payment.cardName")}
                        autoComplete="cc-name"
                        sx={{ gridColumn: "1 / -1" }}
                      />
                      <DemoField
                        name="expiry"
                        echo={echo}
                        label={t("payment.expiry")}
                        placeholder="MM/YY"
                        autoComplete="cc-exp"
                      />
                      <DemoField
                        name="cvv"
                        echo={echo}
                        label={t("payment.cvv")}
                        autoComplete="cc-csc"
                        slotProps={{ htmlInput: { inputMode: "numeric" } }}
                      />
                    </Box>
                  )}
                  <Box sx={{ display: "flex", gap: 1 }}>
                    <Button component={Link} to="?step=address">
                      {t("checkout.back")}
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value="place-order"
                      variant="contained"
                      data-testid="place-order"
                    >
                      {t("checkout.placeOrder")}
                    </Button>
                  </Box>
                </Form>
              </Section>
            )}
          </Box>
          <Card>
            <CardContent sx={{ display: "grid", gap: 2 }}>
              <Typography variant="h5" component="h2">
                {t("checkout.priceDetails")}
              </Typography>
              <PriceDetails summary={summary} />
              {step === "cart" && summary.lines.length > 0 && (
                <Button component={Link} to="?step=address" variant="contained" data-testid="to-address">
                  {t("checkout.continue")}
                </Button>
              )}
            </CardContent>
          </Card>
        </Box>
      )}
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
