import { z } from "zod";
import { isValidNationalId, isValidTaxNumber } from "../identity-numbers";
import { requiredChoice } from "./fields";
import { HOME_COUNTRY, isCountryCode } from "../shipments/countries";
import {
  ATTEMPT_FAILURES,
  COD_PAYMENT_TYPES,
  LIMITS,
  OUTSIDE_SHIPPING_TYPES,
  PAYERS,
  SHIPMENT_CURRENCIES,
  SHIPMENT_STATUSES,
  SHIPPING_TYPES,
  type CodPaymentType,
  type OutsideShippingType,
  type ShipmentCurrency,
} from "../shipments/domain";
import { normaliseTrackingNumber } from "../shipments/tracking-number";

/**
 * The shipment forms' schemas, shared by the wizard in the browser (instant feedback) and the
 * actions on the server (the real check). Messages are i18n keys. Turkish addresses are checked
 * against the official place list through a `PlaceChecker`: the server passes the whole list, the
 * browser the part it has loaded (unknown answers are left to the server).
 */
const required = "validation.required";
const v = (key: string) => `shipments:validation.${key}`;

/** Canonical spelling for a known place, `null` for an unknown one, `undefined` when this side cannot tell. */
export interface PlaceChecker {
  city(name: string): string | null | undefined;
  county(city: string, name: string): string | null | undefined;
  district(city: string, county: string, name: string): string | null | undefined;
  zips(city: string, county: string, district: string): readonly string[] | undefined;
}

/**
 * Cross-field rules run even when some fields already failed, so a step shows all its errors at
 * once (Zod skips refinements after failed fields by default). They read values defensively.
 */
const always = { when: () => true };

const text = (max: number) => z.string().trim().max(max, "validation.tooLong");
const optionalText = (max: number) => text(max).optional();

/** Money typed the way people type it: `1250`, `1250,50`, `1.250,50`, `1,250.50`. Integer minor units, or null. */
export function parseMoneyToMinor(input: string): number | null {
  const s = input.replace(/[\s\u00a0']/g, "");
  let whole: string;
  let fraction = "";
  let m: RegExpExecArray | null;
  if ((m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(s))) {
    whole = m[1];
    fraction = m[2] ?? "";
  } else if ((m = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(s)) && m[3] !== m[2]) {
    // Thousands grouped with one separator, decimals (if any) after the other: 1.250,50 or 1,250.50.
    whole = m[1].replace(/[.,]/g, "");
    fraction = m[4] ?? "";
  } else {
    return null;
  }
  if (whole.length > 12) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** A decimal with `.` or `,` and at most `places` decimals, scaled to an integer (kg → g with 3). */
export function parseScaled(input: string, places: number): number | null {
  const s = input.trim().replace(",", ".");
  const re = new RegExp(`^\\d{1,6}(\\.\\d{1,${places}})?$`);
  if (!re.test(s)) return null;
  const [whole, fraction = ""] = s.split(".");
  return Number(whole) * 10 ** places + Number(fraction.padEnd(places, "0"));
}

/**
 * GTIP (Turkey's 12-digit customs tariff code, `0101.21.00.00.00` or undotted) or an
 * international HS code (6 digits, `0101.21`). Answers the dotted form, or null.
 */
export function normaliseGtip(input: string): string | null {
  const m = /^(\d{4})\.?(\d{2})(?:\.?(\d{2})\.?(\d{2})\.?(\d{2}))?$/.exec(input.trim().replace(/\s+/g, ""));
  if (!m || m[1].startsWith("00")) return null;
  return m[3] ? `${m[1]}.${m[2]}.${m[3]}.${m[4]}.${m[5]}` : `${m[1]}.${m[2]}`;
}

const phone = z
  .string({ error: required })
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, "validation.phone");

export function addressSchema(places?: PlaceChecker) {
  return z
    .object({
      name: z.string({ error: required }).trim().min(2, "validation.nameTooShort").max(100, "validation.tooLong"),
      companyName: optionalText(200),
      country: z.string({ error: required }).refine(isCountryCode, v("country")),
      city: z.string({ error: required }).trim().min(2, "validation.nameTooShort").max(100, "validation.tooLong"),
      county: optionalText(100),
      district: optionalText(150),
      address: z.string({ error: required }).trim().min(5, v("addressTooShort")).max(500, "validation.tooLong"),
      zipCode: optionalText(12),
      taxId: optionalText(20),
      email: z
        .string()
        .trim()
        .max(254, "validation.tooLong")
        .pipe(z.email({ error: "validation.email" }))
        .optional(),
      phone,
    })
    .superRefine((a, ctx) => {
      if (!a || typeof a !== "object") return;
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (a.country !== HOME_COUNTRY) {
        if (a.zipCode && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(a.zipCode)) issue("zipCode", v("zipFormat"));
        return;
      }
      if (a.taxId) {
        const ok = /^\d{11}$/.test(a.taxId)
          ? isValidNationalId(a.taxId)
          : /^\d{10}$/.test(a.taxId)
            ? isValidTaxNumber(a.taxId)
            : false;
        if (!ok) issue("taxId", v("taxId"));
      }
      if (!a.county) issue("county", required);
      if (!a.district) issue("district", required);
      if (!a.zipCode) issue("zipCode", required);
      else if (!/^\d{5}$/.test(a.zipCode)) issue("zipCode", v("zipFormat"));
      if (!places || typeof a.city !== "string" || !a.city) return;
      const city = places.city(a.city);
      if (city === null) return issue("city", v("unknownCity"));
      if (city === undefined || !a.county) return;
      const county = places.county(city, a.county);
      if (county === null) return issue("county", v("unknownCounty"));
      if (county === undefined || !a.district) return;
      const district = places.district(city, county, a.district);
      if (district === null) return issue("district", v("unknownDistrict"));
      if (district === undefined || !a.zipCode || !/^\d{5}$/.test(a.zipCode)) return;
      const zips = places.zips(city, county, district);
      if (zips && !zips.includes(a.zipCode)) issue("zipCode", v("zipMismatch"));
    }, always)
    .transform((a) => {
      if (a.country !== HOME_COUNTRY || !places) return a;
      // Store the names as the official list spells them.
      const city = places.city(a.city) ?? a.city;
      const county = (a.county && places.county(city, a.county)) || a.county;
      const district = (a.district && county && places.district(city, county, a.district)) || a.district;
      return { ...a, city, county, district };
    });
}
export type AddressValues = z.output<ReturnType<typeof addressSchema>>;

/**
 * Which side of a shipment is in Turkey follows its direction: sending abroad, the sender is here and
 * the receiver abroad; getting from abroad, the other way round; a domestic shipment has both here. The wizard asks for the direction
 * first and offers each address only the countries its side allows, so no later step refuses it.
 */
export function sideOf(direction: OutsideShippingType, party: "sender" | "receiver"): "home" | "abroad" {
  if (direction === "domestic") return "home";
  return (direction === "export") === (party === "sender") ? "home" : "abroad";
}

export function isDirection(value: unknown): value is OutsideShippingType {
  return typeof value === "string" && (OUTSIDE_SHIPPING_TYPES as readonly string[]).includes(value);
}

function checkSide(
  party: "sender" | "receiver",
  direction: OutsideShippingType,
  country: unknown,
  ctx: z.RefinementCtx,
) {
  if (typeof country !== "string" || !country) return;
  const home = sideOf(direction, party) === "home";
  if (home !== (country === HOME_COUNTRY)) {
    ctx.addIssue({
      code: "custom",
      path: [party, "country"],
      message: v(home ? `${party}InTurkey` : `${party}Abroad`),
    });
  }
}

export function senderStepSchema(options: { places?: PlaceChecker; staff: boolean }) {
  // Staff book for a customer they pick; a customer books for themselves.
  const customerId = z
    .number({ error: v("customerRequired") })
    .int(v("customerRequired"))
    .positive(v("customerRequired"));
  return z
    .object({
      step: z.literal("sender"),
      customerId: options.staff ? customerId : customerId.optional(),
      outsideShippingType: z.enum(OUTSIDE_SHIPPING_TYPES, { error: requiredChoice }).default("export"),
      sender: addressSchema(options.places),
    })
    .superRefine((s, ctx) => {
      if (!s || typeof s !== "object") return;
      checkSide(
        "sender",
        isDirection(s.outsideShippingType) ? s.outsideShippingType : "export",
        s.sender?.country,
        ctx,
      );
    }, always);
}

export function receiverStepSchema(options: { places?: PlaceChecker; direction?: OutsideShippingType }) {
  const direction = options.direction ?? "export";
  return z.object({ step: z.literal("receiver"), receiver: addressSchema(options.places) }).superRefine((s, ctx) => {
    if (!s || typeof s !== "object") return;
    checkSide("receiver", direction, s.receiver?.country, ctx);
  }, always);
}

const dimension = z
  .number({ error: v("dimension") })
  .int(v("dimension"))
  .min(1, v("dimension"))
  .max(LIMITS.maxDimensionCm, v("dimension"));

/** The value and customs fields: what a package declares and documents do not (the form hides them for documents). */
export const PACKAGE_ONLY_FIELDS = [
  "unitPrice",
  "currency",
  "customsTariffDescription",
  "gtipCode",
  "productCountry",
] as const;

/** The currency stored with documents, whose declared value is always zero. */
const DOCUMENT_CURRENCY: ShipmentCurrency = "EUR";

/** The cargo step's fields as the form has them (for the form's constraints; the schema below also judges them). */
export const CargoStepFields = z.object({
  step: z.literal("cargo"),
  shippingType: z.enum(SHIPPING_TYPES, { error: requiredChoice }),
  outsideShippingType: z.enum(OUTSIDE_SHIPPING_TYPES, { error: requiredChoice }),
  width: dimension.optional(),
  length: dimension.optional(),
  height: dimension.optional(),
  weight: z.string({ error: required }).transform((s, ctx) => {
    const grams = parseScaled(s, 3);
    if (grams === null || grams < 10 || grams > LIMITS.maxWeightKg * 1000) {
      ctx.addIssue({ code: "custom", message: v("weight") });
      return z.NEVER;
    }
    return grams;
  }),
  count: z.number({ error: required }).int(v("count")).min(1, v("count")).max(LIMITS.maxPieces, v("count")),
  unitPrice: z
    .string()
    .transform((s) => {
      const minor = parseMoneyToMinor(s);
      return minor === null || minor > LIMITS.maxUnitPriceMinor ? null : minor;
    })
    .optional(),
  currency: z.string().optional(),
  customsTariffDescription: optionalText(300),
  gtipCode: z
    .string()
    .transform((s) => normaliseGtip(s))
    .optional(),
  productCountry: z.string().optional(),
  specialNote: optionalText(500),
  insurance: z.boolean().optional(),
  proformaInvoice: z.boolean().optional(),
  payer: z.enum(PAYERS, { error: requiredChoice }).default("sender"),
  codAmount: z
    .string()
    .transform((s) => {
      const minor = parseMoneyToMinor(s);
      return minor === null || minor > LIMITS.maxUnitPriceMinor ? null : minor;
    })
    .optional(),
  codPaymentType: z.string().optional(),
  acceptTransportTerms: z.boolean().optional(),
  acceptUserAgreement: z.boolean().optional(),
});

/**
 * The value and customs fields are read leniently here (an unreadable value becomes `null`) and
 * judged in the object's refinement, which knows the content type: for documents they do not apply,
 * so whatever the hidden fields still hold is neither required nor refused, and is not kept.
 */
export const CargoStepSchema = CargoStepFields.superRefine((c, ctx) => {
  if (!c || typeof c !== "object") return;
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  // Within Türkiye nothing crosses a border: no declared value or customs code is asked.
  const customs = c.outsideShippingType !== "domestic";
  if (c.codAmount !== undefined) {
    if (customs) issue("codAmount", v("codDomesticOnly"));
    else if (c.codAmount === null || c.codAmount === 0) issue("codAmount", v("money"));
    if (!(COD_PAYMENT_TYPES as readonly (string | undefined)[]).includes(c.codPaymentType))
      issue("codPaymentType", c.codPaymentType === undefined ? required : "common:validation.choice");
  }
  if (c.shippingType !== "document" && customs) {
    if (c.unitPrice === null) issue("unitPrice", v("money"));
    if (c.gtipCode === null) issue("gtipCode", v("gtip"));
    if (c.productCountry && !isCountryCode(c.productCountry)) issue("productCountry", v("country"));
    if (c.currency !== undefined && !(SHIPMENT_CURRENCIES as readonly string[]).includes(c.currency))
      issue("currency", "common:validation.choice");
  }
  if (c.shippingType === "package") {
    for (const key of ["width", "length", "height"] as const) if (c[key] === undefined) issue(key, required);
  }
  if (c.shippingType === "package" && customs) {
    if (c.unitPrice === undefined || c.unitPrice === 0)
      issue("unitPrice", c.unitPrice === 0 ? v("valueRequired") : required);
    if (c.currency === undefined) issue("currency", required);
    if (!c.customsTariffDescription) issue("customsTariffDescription", required);
    if (c.gtipCode === undefined) issue("gtipCode", required);
    if (!c.productCountry) issue("productCountry", required);
  }
  if (c.acceptTransportTerms !== true) issue("acceptTransportTerms", v("acceptTransportTerms"));
  if (c.acceptUserAgreement !== true) issue("acceptUserAgreement", v("acceptUserAgreement"));
}, always).transform(
  ({ unitPrice, currency, customsTariffDescription, gtipCode, productCountry, codAmount, codPaymentType, ...rest }) => {
    // Checked above: a package's values are all present and readable here.
    const document = rest.shippingType === "document" || rest.outsideShippingType === "domestic";
    const cod = codAmount ? { codAmount, codPaymentType: codPaymentType as CodPaymentType } : {};
    return {
      ...rest,
      ...cod,
      unitPrice: document ? undefined : (unitPrice ?? undefined),
      currency: (rest.outsideShippingType === "domestic"
        ? "TRY"
        : document
          ? DOCUMENT_CURRENCY
          : (currency ?? DOCUMENT_CURRENCY)) as ShipmentCurrency,
      customsTariffDescription: document ? undefined : customsTariffDescription,
      gtipCode: document ? undefined : (gtipCode ?? undefined),
      productCountry: document ? undefined : productCountry,
    };
  },
);
export type CargoValues = z.output<typeof CargoStepSchema>;

/**
 * A tracking event. Delivered asks who received it (and, for a cash-on-delivery shipment, whether the
 * amount was collected: checked in the action, which knows the shipment); an attempt that did not deliver
 * (out for delivery again) may say why and when the next one is.
 */
export const AddEventSchema = z
  .object({
    intent: z.literal("add-event"),
    status: z.enum(SHIPMENT_STATUSES, { error: requiredChoice }),
    location: z.string({ error: required }).trim().min(2, "validation.nameTooShort").max(120, "validation.tooLong"),
    note: optionalText(500),
    recipientName: optionalText(100),
    codCollected: z.boolean().optional(),
    failureReason: z.enum(ATTEMPT_FAILURES, { error: "common:validation.choice" }).optional(),
    nextAttemptOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, v("date"))
      .optional(),
  })
  .superRefine((e, ctx) => {
    if (!e || typeof e !== "object") return;
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (e.status === "delivered" && (!e.recipientName || e.recipientName.length < 2))
      issue("recipientName", e.recipientName ? "validation.nameTooShort" : required);
    if (e.status !== "out_for_delivery" && e.failureReason) issue("failureReason", v("failureOnlyAttempt"));
    if (e.nextAttemptOn && !e.failureReason) issue("failureReason", required);
  }, always);

export const CancelSchema = z.object({
  intent: z.literal("cancel"),
  reason: optionalText(300),
});

/** `?number=` of the public tracking page: null for a malformed number. */
export function parseTrackingQuery(value: string | null): string | null {
  if (!value) return null;
  return normaliseTrackingNumber(value.slice(0, 40));
}
