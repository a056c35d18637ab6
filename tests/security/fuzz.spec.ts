import fc from "fast-check";
// The app's own parser (conform's, refusing repeated single-value fields), as every action uses it.
import { parseWithZod } from "../../app/lib/submission";
import type { z } from "zod";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { test, expect } from "../e2e/fixtures";
import { builtRoutes } from "./app";
import { clientAs, freshIp, startOwnServer, type OwnServer, type Who } from "./own-server";
import * as I from "./fuzz-inputs";
import {
  EmailChangeSchema,
  ForgotPasswordSchema,
  LoginSchema,
  MfaConfirmSchema,
  NotificationsSchema,
  PasswordChangeSchema,
  RegisterSchema,
  ResetPasswordSchema,
  profileSchema,
} from "../../app/lib/schemas/account";
import { ContactSchema } from "../../app/lib/schemas/contact";
import { FreightIntentSchema, FreightRequestSchema } from "../../app/lib/schemas/freight";
import { OfferSchema } from "../../app/lib/schemas/offers";
import { AddEventSchema, CancelSchema, senderStepSchema } from "../../app/lib/schemas/shipments";
import { AssignCountrySchema, CurrencySchema, zoneCreateSchema, zoneEditSchema } from "../../app/lib/schemas/express";
import { RESOURCES, RESOURCE_KEYS } from "../../app/lib/content/resources";
import { formSchema, type FieldDef } from "../../app/lib/content/resource";
import { SHIPMENT_STATUSES } from "../../app/lib/shipments/domain";
import { LANGUAGES } from "../../app/lib/i18n/i18n";

/**
 * Fuzzing every action's form data with fast-check, on a server of the test's own. Each action of
 * the built manifest has a row in TARGETS with its real field names (valid-shaped values and hostile
 * ones are mixed per field: missing, repeated, extra keys, huge, unicode, NUL, lone surrogates,
 * SQL/FTS metacharacters, numbers out of range, malformed encoding), posted as the role that may
 * use it. Every answer must be below 500; when the server's own schema (run here on the same form
 * data) says the input is invalid, the answer must be a 4xx re-render (no redirect) and, for
 * screens with a form, show field or form errors. Search loaders get the same treatment through
 * their query strings; every action route also gets a 10 MB body. Fixed seed (FUZZ_SEED), more
 * runs with FUZZ_RUNS.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 0);
const runs = (n: number) => (RUNS > 0 ? RUNS : n);
/** FUZZ_COLLECT=1: list every failing input of every target (then fail) instead of stopping at the first. */
const COLLECT = process.env.FUZZ_COLLECT === "1";
const collected: string[] = [];
async function check(fn: () => Promise<void>) {
  if (!COLLECT) return fn();
  try {
    await fn();
  } catch (error) {
    collected.push(String(error instanceof Error ? error.message : error).slice(0, 1500));
  }
}

test.describe.configure({ mode: "default" });

type Verdict = "valid" | "invalid" | "unknown";

interface Target {
  name: string;
  who: Who;
  path: string;
  fields: Record<string, fc.Arbitrary<string>>;
  /** Fields that choose the code path (intent, step): mostly valid. */
  keys?: string[];
  /** The server's own validation of this form data, where a schema decides it. */
  verdict?: (form: FormData) => Verdict;
  /** The screen renders a form: 400 answers must show errors. */
  form: boolean;
  /** Sends multipart bodies (half the time) and, for uploads, a file part. */
  multipart?: "sometimes" | "file";
  runs?: number;
}

const byRule = (ok: boolean): Verdict => (ok ? "unknown" : "invalid");
/** Valid per schema means "may still fail deeper checks" (unknown); invalid means the server must say 4xx. */
function schemaVerdict(schema: z.ZodType, guard: (form: FormData) => boolean = () => true) {
  return (form: FormData): Verdict =>
    guard(form) ? byRule(parseWithZod(form, { schema }).status === "success") : "invalid";
}
const intentIs = (intent: string) => (form: FormData) => form.get("intent") === intent;

function contentField(f: FieldDef): fc.Arbitrary<string> {
  switch (f.kind) {
    case "checkbox":
      return I.checkbox;
    case "number":
      return fc.oneof(fc.integer({ min: -200, max: 200 }).map(String), I.validNumber);
    case "locale":
      return fc.constantFrom("tr", "en", "de", "all", "fr");
    case "select":
      return fc.constantFrom(...((f as { options?: readonly string[] }).options ?? ["x"]));
    case "ref":
      return I.validId;
    case "email":
      return I.validEmail;
    case "tel":
      return I.validPhone;
    case "datetime":
      return fc.constantFrom("2026-01-15T10:00", "2026-12-31T23:59");
    case "link":
      return fc.constantFrom("/hakkimizda", "https://example.com/x", "mailto:a@b.c");
    case "slug":
      return fc.constantFrom("bir-sayfa", "fuzz-slug", "a");
    case "image":
      return fc.constant("");
    default:
      return I.validText;
  }
}

function address(prefix: string) {
  return {
    [`${prefix}.name`]: I.validName,
    [`${prefix}.companyName`]: I.validText,
    [`${prefix}.country`]: I.validCountry,
    [`${prefix}.city`]: I.validCity,
    [`${prefix}.county`]: fc.constantFrom("Kadıköy", "Çankaya", "Mitte"),
    [`${prefix}.district`]: fc.constantFrom("Moda", "Kızılay", "x"),
    [`${prefix}.address`]: I.validText,
    [`${prefix}.zipCode`]: fc.constantFrom("34710", "06420", "10115", "SW1A 1AA"),
    [`${prefix}.taxId`]: fc.constantFrom("10000000146", "1234567890", ""),
    [`${prefix}.email`]: I.validEmail,
    [`${prefix}.phone`]: I.validPhone,
  };
}

function targets(ids: {
  shipment: number;
  ownShipment: number;
  offer: number;
  ownOffer: number;
  freight: number;
  zone: number;
  contact: number;
  address: number;
  pickup: number;
  email: number;
  todo: number;
  event: number;
  invoice: number;
  user: number;
  blog: number;
  product: string;
}): Target[] {
  const offerFields = {
    offerTo: I.validName,
    offerToEmail: I.validEmail,
    bidderId: fc.constantFrom("1", "2", "3", "999999"),
    date: I.validDate,
    validUntil: I.validDate,
    currency: fc.constantFrom("TRY", "USD", "EUR", "GBP"),
    price: fc.constantFrom("1250", "1.250,50", "0", "12.5"),
    discountRate: fc.constantFrom("10", "12,5", "100", "101"),
    description: I.validText,
  };
  const list: Target[] = [
    // Visitors
    {
      name: "login",
      who: "visitor",
      path: "/login",
      fields: {
        email: I.validEmail,
        password: fc.constantFrom("Demo1234!x", "wrong-password"),
        redirectTo: fc.constantFrom("/", "/shipments", "//evil.test"),
      },
      verdict: schemaVerdict(LoginSchema),
      form: true,
    },
    {
      name: "register",
      who: "visitor",
      path: "/register",
      fields: {
        name: I.validName,
        email: I.validEmail,
        password: fc.constantFrom("Guclu-Sifre-42", "short"),
        customerType: fc.constantFrom("individual", "corporate"),
        taxId: fc.constantFrom("10000000146", "1234567890"),
        companyName: I.validText,
        phone: I.validPhone,
        address: I.validText,
        permissionSms: I.checkbox,
        permissionMail: I.checkbox,
        acceptMembership: I.checkbox,
      },
      verdict: schemaVerdict(RegisterSchema),
      form: true,
    },
    {
      name: "forgot password",
      who: "visitor",
      path: "/forgot-password",
      fields: { email: I.validEmail },
      verdict: schemaVerdict(ForgotPasswordSchema),
      form: true,
    },
    {
      name: "reset password",
      who: "visitor",
      path: "/reset-password?token=abc",
      fields: {
        token: fc.constantFrom("abc", "x".repeat(64)),
        password: fc.constantFrom("Guclu-Sifre-42"),
        confirmPassword: fc.constantFrom("Guclu-Sifre-42", "other"),
      },
      verdict: schemaVerdict(ResetPasswordSchema),
      form: true,
    },
    {
      name: "confirm e-mail",
      who: "visitor",
      path: "/verify-email?token=abc",
      fields: { token: fc.constantFrom("abc", "x".repeat(64)) },
      form: true,
    },
    {
      name: "login verify (no pending sign-in)",
      who: "visitor",
      path: "/login/verify",
      fields: { code: fc.constantFrom("123456", "ABCD-EFGH") },
      form: false,
    },
    {
      name: "contact",
      who: "visitor",
      path: "/contact",
      fields: {
        name: I.validName,
        email: I.validEmail,
        phone: I.validPhone,
        subject: I.validText,
        message: I.validText,
        website: fc.constant(""),
      },
      verdict: (form) => (form.get("website") ? "unknown" : schemaVerdict(ContactSchema)(form)),
      form: true,
    },
    {
      name: "freight request (visitor)",
      who: "visitor",
      path: "/freight/calculate",
      fields: {
        transportType: fc.constantFrom("air", "sea", "road"),
        originCountry: I.validCountry,
        originCity: I.validCity,
        destinationCountry: I.validCountry,
        destinationCity: I.validCity,
        isDangerous: I.checkbox,
        dangerousGoodsClass: fc.constantFrom("3", "UN1203", "Class 9"),
        isNonStackable: I.checkbox,
        packageCount: I.validNumber,
        weightKg: I.validNumber,
        lengthCm: I.validNumber,
        widthCm: I.validNumber,
        heightCm: I.validNumber,
        description: I.validText,
        contactName: I.validName,
        contactEmail: I.validEmail,
        contactPhone: I.validPhone,
        companyName: I.validText,
      },
      verdict: schemaVerdict(FreightRequestSchema),
      form: true,
    },
    {
      name: "preferences",
      who: "visitor",
      path: "/preferences",
      fields: {
        intent: fc.constantFrom("language", "skin", "menu"),
        lng: fc.constantFrom(...LANGUAGES),
        skin: fc.constantFrom("light", "dark"),
        collapsed: fc.constantFrom("true", "false"),
        redirectTo: fc.constantFrom("/", "//evil.test"),
      },
      keys: ["intent"],
      // The action reads Object.fromEntries(form): the last of repeated keys counts.
      verdict: (form) => {
        const last = (k: string) => String(form.getAll(k).at(-1) ?? "");
        const allowed: Record<string, [string, readonly string[]]> = {
          language: ["lng", LANGUAGES],
          skin: ["skin", ["light", "dark"]],
          menu: ["collapsed", ["true", "false"]],
        };
        const rule = Object.hasOwn(allowed, last("intent")) ? allowed[last("intent")] : undefined;
        return rule && rule[1].includes(last(rule[0])) ? "unknown" : "invalid";
      },
      form: false,
    },
    {
      name: "logout (visitor)",
      who: "visitor",
      path: "/logout",
      fields: { redirectTo: fc.constantFrom("/", "//evil.test") },
      form: false,
    },
    {
      name: "mock API write",
      who: "visitor",
      path: "/mock/apps/email/emails",
      fields: { subject: I.validText, to: I.validEmail },
      form: false,
    },

    // Customer
    {
      name: "account profile",
      who: "customer",
      path: "/account",
      fields: {
        intent: fc.constant("profile"),
        name: I.validName,
        email: fc.constantFrom("customer@kargo.test"),
        phone: I.validPhone,
        address: I.validText,
        companyName: I.validText,
        taxId: fc.constantFrom("10000000146", ""),
      },
      keys: ["intent"],
      verdict: schemaVerdict(profileSchema("individual"), intentIs("profile")),
      form: true,
    },
    {
      name: "account password",
      who: "customer",
      path: "/account",
      fields: {
        intent: fc.constant("password"),
        currentPassword: fc.constantFrom("wrong-one", ""),
        newPassword: fc.constantFrom("Yeni-Sifre-99", "short"),
        confirmPassword: fc.constantFrom("Yeni-Sifre-99", "x"),
      },
      keys: ["intent"],
      verdict: schemaVerdict(PasswordChangeSchema, intentIs("password")),
      form: true,
    },
    {
      name: "account e-mail",
      who: "customer",
      path: "/account",
      fields: {
        intent: fc.constantFrom("email", "email", "email-resend", "email-cancel", "verify-resend"),
        email: I.validEmail,
        currentPassword: fc.constantFrom("wrong-one"),
      },
      keys: ["intent"],
      verdict: (form) =>
        form.get("intent") === "email" ? schemaVerdict(EmailChangeSchema, intentIs("email"))(form) : "unknown",
      form: true,
    },
    {
      name: "account notifications",
      who: "customer",
      path: "/account",
      fields: { intent: fc.constant("notifications"), permissionSms: I.checkbox, permissionMail: I.checkbox },
      keys: ["intent"],
      verdict: schemaVerdict(NotificationsSchema, intentIs("notifications")),
      form: true,
    },
    {
      name: "account two-factor",
      who: "customer",
      path: "/account",
      fields: {
        intent: fc.constantFrom("mfa-start", "mfa-confirm", "mfa-cancel", "mfa-disable"),
        code: fc.constantFrom("123456", "12345a"),
        currentPassword: fc.constantFrom("wrong-one"),
      },
      keys: ["intent"],
      verdict: (form) => (form.get("intent") === "mfa-confirm" ? schemaVerdict(MfaConfirmSchema)(form) : "unknown"),
      form: true,
    },
    {
      name: "account sessions",
      who: "customer",
      path: "/account",
      fields: {
        intent: fc.constantFrom("end-session", "end-other-sessions"),
        sessionId: fc.constantFrom("nope", "1", "' OR 1=1 --"),
      },
      keys: ["intent"],
      form: true,
    },
    {
      name: "shipment wizard sender (customer)",
      who: "customer",
      path: "/shipments/new",
      fields: {
        intent: fc.constantFrom("next", "next", "back", "create"),
        step: fc.constant("sender"),
        customerId: I.validId,
        ...address("sender"),
      },
      keys: ["intent", "step"],
      verdict: (form) =>
        form.get("intent") === "next" && form.get("step") === "sender"
          ? schemaVerdict(senderStepSchema({ staff: false }))(form)
          : "unknown",
      form: true,
    },
    {
      name: "shipment wizard receiver (customer)",
      who: "customer",
      path: "/shipments/new",
      fields: { intent: fc.constantFrom("next", "back"), step: fc.constant("receiver"), ...address("receiver") },
      keys: ["intent", "step"],
      form: true,
    },
    {
      name: "shipment wizard cargo (customer)",
      who: "customer",
      path: "/shipments/new",
      fields: {
        intent: fc.constantFrom("create", "back", "next"),
        step: fc.constant("cargo"),
        shippingType: fc.constantFrom("document", "package"),
        outsideShippingType: fc.constantFrom("export", "import"),
        width: I.validNumber,
        length: I.validNumber,
        height: I.validNumber,
        weight: I.validNumber,
        count: I.validNumber,
        unitPrice: fc.constantFrom("1250", "1.250,50"),
        currency: fc.constantFrom("TRY", "USD", "EUR", "GBP"),
        customsTariffDescription: I.validText,
        gtipCode: fc.constantFrom("0101.21.00.00.00", "010121", "0000"),
        productCountry: I.validCountry,
        specialNote: I.validText,
        insurance: I.checkbox,
        proformaInvoice: I.checkbox,
        acceptTransportTerms: I.checkbox,
        acceptUserAgreement: I.checkbox,
      },
      keys: ["intent", "step"],
      form: true,
    },
    {
      name: "shipment wizard discard",
      who: "customer",
      path: "/shipments/new",
      fields: { intent: fc.constant("discard") },
      keys: ["intent"],
      form: true,
      runs: 4,
    },
    {
      name: "own shipment cancel (customer)",
      who: "customer",
      path: `/shipments/${ids.ownShipment}`,
      fields: {
        intent: fc.constantFrom("cancel", "add-event"),
        reason: I.validText,
        status: fc.constantFrom(...SHIPMENT_STATUSES),
        location: I.validCity,
      },
      keys: ["intent"],
      verdict: (form) => (form.get("intent") === "cancel" ? schemaVerdict(CancelSchema)(form) : "unknown"),
      form: true,
    },
    {
      name: "own offer answer (customer)",
      who: "customer",
      path: `/offers/${ids.ownOffer}`,
      fields: { intent: fc.constantFrom("accept", "reject", "save", "delete") },
      keys: ["intent"],
      form: true,
      runs: 6,
    },
    {
      name: "freight request (customer)",
      who: "customer",
      path: "/freight/calculate",
      fields: {
        transportType: fc.constantFrom("air", "sea", "road"),
        originCountry: I.validCountry,
        originCity: I.validCity,
        destinationCountry: I.validCountry,
        destinationCity: I.validCity,
        packageCount: I.validNumber,
        weightKg: I.validNumber,
        lengthCm: I.validNumber,
        widthCm: I.validNumber,
        heightCm: I.validNumber,
        description: I.validText,
        contactName: I.validName,
        contactEmail: I.validEmail,
      },
      verdict: schemaVerdict(FreightRequestSchema),
      form: true,
    },
    {
      name: "search bookmark (customer)",
      who: "customer",
      path: "/search",
      fields: {
        intent: fc.constant("bookmark"),
        id: I.validId,
        redirectTo: fc.constantFrom("/search", "//evil.test"),
        via: fc.constantFrom("fetch", "form"),
      },
      keys: ["intent"],
      form: false,
    },

    // Agent
    {
      name: "freight take care (agent)",
      who: "agent",
      path: `/freight/${ids.freight}`,
      fields: { intent: fc.constantFrom("take-care", "release", "assign"), branchId: I.validId },
      keys: ["intent"],
      verdict: (form) => byRule(FreightIntentSchema.safeParse(Object.fromEntries(form)).success),
      form: false,
    },
    {
      name: "shipment event (agent)",
      who: "agent",
      path: `/shipments/${ids.shipment}`,
      fields: {
        intent: fc.constant("add-event"),
        status: fc.constantFrom(...SHIPMENT_STATUSES),
        location: I.validCity,
        note: I.validText,
      },
      keys: ["intent"],
      verdict: schemaVerdict(AddEventSchema, intentIs("add-event")),
      form: true,
    },

    // Admin
    {
      name: "shipment wizard sender (staff)",
      who: "admin",
      path: "/shipments/new",
      fields: {
        intent: fc.constant("next"),
        step: fc.constant("sender"),
        customerId: fc.constantFrom("3", "4", "1", "999999"),
        ...address("sender"),
      },
      keys: ["intent", "step"],
      verdict: (form) =>
        form.get("intent") === "next" && form.get("step") === "sender"
          ? schemaVerdict(senderStepSchema({ staff: true }))(form)
          : "unknown",
      form: true,
    },
    {
      name: "shipment wizard receiver (staff)",
      who: "admin",
      path: "/shipments/new",
      fields: { intent: fc.constant("next"), step: fc.constant("receiver"), ...address("receiver") },
      keys: ["intent", "step"],
      form: true,
    },
    {
      name: "shipment wizard cargo (staff)",
      who: "admin",
      path: "/shipments/new",
      fields: {
        intent: fc.constant("create"),
        step: fc.constant("cargo"),
        shippingType: fc.constantFrom("document", "package"),
        outsideShippingType: fc.constantFrom("export", "import"),
        weight: I.validNumber,
        count: I.validNumber,
        currency: fc.constantFrom("TRY", "USD"),
        acceptTransportTerms: I.checkbox,
        acceptUserAgreement: I.checkbox,
      },
      keys: ["intent", "step"],
      form: true,
    },
    {
      name: "shipment cancel (admin)",
      who: "admin",
      path: `/shipments/${ids.shipment}`,
      fields: { intent: fc.constant("cancel"), reason: I.validText },
      keys: ["intent"],
      verdict: schemaVerdict(CancelSchema, intentIs("cancel")),
      form: true,
    },
    {
      name: "offer create",
      who: "admin",
      path: `/offers/new?freightId=${ids.freight}`,
      fields: {
        intent: fc.constantFrom("save", "send"),
        freightId: fc.constantFrom(String(ids.freight), "999999"),
        ...offerFields,
      },
      verdict: schemaVerdict(OfferSchema),
      form: true,
    },
    {
      name: "offer edit",
      who: "admin",
      path: `/offers/${ids.offer}`,
      fields: { intent: fc.constantFrom("save", "send", "delete", "accept"), ...offerFields },
      keys: ["intent"],
      verdict: (form) => (form.get("intent") === "save" ? schemaVerdict(OfferSchema)(form) : "unknown"),
      form: true,
    },
    {
      name: "freight assign (admin)",
      who: "admin",
      path: `/freight/${ids.freight}`,
      fields: { intent: fc.constant("assign"), branchId: I.validId },
      keys: ["intent"],
      verdict: (form) => byRule(FreightIntentSchema.safeParse(Object.fromEntries(form)).success),
      form: false,
    },
    {
      name: "express assign country",
      who: "admin",
      path: "/express-prices",
      fields: {
        intent: fc.constant("assign-country"),
        country: I.validCountry,
        zone: fc.constantFrom("none", String(ids.zone), "999999"),
      },
      keys: ["intent"],
      verdict: schemaVerdict(AssignCountrySchema, intentIs("assign-country")),
      form: true,
    },
    {
      name: "express create zone",
      who: "admin",
      path: "/express-prices",
      fields: {
        intent: fc.constant("create-zone"),
        code: fc.constantFrom("Z9", "FUZZ", "a b"),
        name: I.validName,
        perKg: fc.constantFrom("12,50", "0", "1000000"),
      },
      keys: ["intent"],
      verdict: schemaVerdict(zoneCreateSchema("EUR"), intentIs("create-zone")),
      form: true,
    },
    {
      name: "express currency",
      who: "admin",
      path: "/express-prices",
      fields: { intent: fc.constant("currency"), currency: fc.constantFrom("EUR", "USD", "XXX") },
      keys: ["intent"],
      verdict: schemaVerdict(CurrencySchema, intentIs("currency")),
      form: true,
      runs: 6,
    },
    {
      name: "express zone edit",
      who: "admin",
      path: `/express-prices/zones/${ids.zone}`,
      fields: {
        intent: fc.constant("save"),
        code: fc.constantFrom("Z1", "FUZZ"),
        name: I.validName,
        nameEn: I.validName,
        nameDe: I.validName,
        nameFr: I.validName,
        namePt: I.validName,
        perKg: fc.constantFrom("12,50", "3"),
        "steps[0].weight": fc.constantFrom("0,5", "1", "0.3"),
        "steps[0].price": fc.constantFrom("10", "x"),
        "steps[1].weight": fc.constantFrom("0,5", "2"),
        "steps[999].price": fc.constantFrom("1"),
      },
      keys: ["intent"],
      verdict: schemaVerdict(zoneEditSchema("EUR"), intentIs("save")),
      form: true,
    },
    {
      name: "express import",
      who: "admin",
      path: "/express-prices/import",
      fields: {
        file: fc.constantFrom("zone,weight,price\nZ1,0.5,10\n", "country,zone\nTR,Z1\n", "\u0000\u0001garbage"),
      },
      form: true,
      multipart: "file",
      runs: 6,
    },
    {
      name: "tariff import",
      who: "admin",
      path: "/tariffs/import",
      fields: {
        file: fc.constantFrom("code;description\n0101.21.00.00.00;At\n", "\uFEFFgarbage;;;\n"),
        mode: fc.constantFrom("merge", "replace", "x"),
      },
      form: true,
      multipart: "file",
      runs: 6,
    },
    {
      name: "image upload",
      who: "admin",
      path: "/uploads",
      fields: { file: fc.constantFrom("GIF89a\u0001\u0000", "<svg onload=alert(1)>", "\u0089PNG\r\n") },
      form: false,
      multipart: "file",
      runs: 6,
    },
    {
      name: "menu order",
      who: "admin",
      path: "/menus/order",
      fields: {
        intent: fc.constantFrom("move", "reorder"),
        id: I.validId,
        direction: fc.constantFrom("up", "down"),
        ids: I.validId,
      },
      keys: ["intent"],
      form: false,
    },
    {
      name: "address book new",
      who: "customer",
      path: "/address-book/new",
      fields: { intent: fc.constant("save"), label: I.validText, ...address("book") },
      keys: ["intent"],
      form: true,
    },
    {
      name: "address book entry",
      who: "customer",
      path: `/address-book/${ids.address}`,
      fields: { intent: fc.constantFrom("save", "save", "save", "x"), label: I.validText, ...address("book") },
      keys: ["intent"],
      form: true,
    },
    {
      name: "address book import",
      who: "customer",
      path: "/address-book/import",
      fields: {
        file: fc.constantFrom(
          "label,name,country,city,address,phone\nA,Ali Veli,DE,Berlin,Unter den Linden 1,+49 30 1234567\n",
          "label;name\nx;y\n",
          "\u0000\u0001garbage",
        ),
      },
      form: true,
      multipart: "file",
      runs: 6,
    },
    {
      name: "shipment import preview",
      who: "customer",
      path: "/shipments/import",
      fields: {
        intent: fc.constantFrom("preview", "create", "x"),
        customerId: I.validId,
        file: fc.constantFrom(
          "reference,receiver_name,receiver_city,weight\nA1,Ali Veli,Ankara,1\n",
          "Alıcı: Ad soyad (receiver_name);weight\nx;abc\n",
          "receiver_name,receiver_name\nx,y\n",
          "\u0000\u0001garbage",
          "PK\u0003\u0004broken",
          "",
        ),
      },
      keys: ["intent"],
      form: true,
      multipart: "file",
      runs: 6,
    },
    {
      name: "shipment import create",
      who: "customer",
      path: "/shipments/import",
      fields: {
        intent: fc.constantFrom("create", "preview"),
        token: fc.constantFrom("A".repeat(32), "x", "../../etc/passwd"),
        accept: fc.constantFrom("on", "", "yes"),
      },
      keys: ["intent"],
      form: true,
      runs: 5,
    },
    {
      name: "pickup request",
      who: "customer",
      path: "/pickups/new",
      fields: {
        intent: fc.constant("request"),
        date: fc.constantFrom("2026-01-15", "2027-03-01", "2099-01-01", "x"),
        slot: fc.constantFrom("09-12", "12-15", "15-18", "18-21"),
        addressId: I.validId,
        parcelCount: I.validNumber,
        note: I.validText,
        shipmentIds: I.validId,
        ...address("address"),
      },
      keys: ["intent"],
      form: true,
    },
    {
      name: "pickup (agent)",
      who: "agent",
      path: `/pickups/${ids.pickup}`,
      fields: { intent: fc.constantFrom("fail", "fail", "assign", "x"), reason: I.validText },
      keys: ["intent"],
      form: false,
      runs: 8,
    },
    {
      name: "contact message",
      who: "admin",
      path: `/contacts/${ids.contact}`,
      fields: { intent: fc.constantFrom("mark-unread", "delete") },
      keys: ["intent"],
      form: false,
      runs: 6,
    },
    {
      name: "search bookmark (admin)",
      who: "admin",
      path: "/search",
      fields: {
        intent: fc.constant("bookmark"),
        id: I.validId,
        redirectTo: fc.constantFrom("/search"),
        via: fc.constantFrom("fetch"),
      },
      keys: ["intent"],
      form: false,
      runs: 6,
    },

    // The sign-in variants of the template demo: the real sign-in actions, as visitor.
    ...(["v1", "v2"] as const).flatMap((v): Target[] => [
      {
        name: `login ${v}`,
        who: "visitor",
        path: `/pages/login-${v}`,
        fields: {
          email: I.validEmail,
          password: fc.constantFrom("Demo1234!x", "wrong-password"),
          redirectTo: fc.constantFrom("/", "//evil.test"),
        },
        verdict: schemaVerdict(LoginSchema),
        form: true,
        runs: 4,
      },
      {
        name: `register ${v}`,
        who: "visitor",
        path: `/pages/register-${v}`,
        fields: {
          name: I.validName,
          email: I.validEmail,
          password: fc.constantFrom("Guclu-Sifre-42", "short"),
          customerType: fc.constantFrom("individual", "corporate"),
          taxId: fc.constantFrom("10000000146", "1234567890"),
          companyName: I.validText,
          phone: I.validPhone,
          address: I.validText,
          acceptMembership: I.checkbox,
        },
        verdict: schemaVerdict(RegisterSchema),
        form: true,
        runs: 4,
      },
      {
        name: `forgot password ${v}`,
        who: "visitor",
        path: `/pages/forgot-password-${v}`,
        fields: { email: I.validEmail },
        verdict: schemaVerdict(ForgotPasswordSchema),
        form: true,
        runs: 4,
      },
      {
        name: `reset password ${v}`,
        who: "visitor",
        path: `/pages/reset-password-${v}?token=abc`,
        fields: {
          token: fc.constantFrom("abc", "x".repeat(64)),
          password: fc.constantFrom("Guclu-Sifre-42"),
          confirmPassword: fc.constantFrom("Guclu-Sifre-42", "other"),
        },
        verdict: schemaVerdict(ResetPasswordSchema),
        form: true,
        runs: 4,
      },
    ]),
    {
      name: "coming soon notify",
      who: "visitor",
      path: "/misc/coming-soon",
      fields: { email: I.validEmail },
      verdict: schemaVerdict(ForgotPasswordSchema),
      form: true,
      runs: 4,
    },

    // The template demo's apps and pages (admin).
    ...["/apps/email", `/apps/email/${ids.email}`].map((path): Target => ({
      name: `email update ${path}`,
      who: "admin",
      path,
      fields: {
        emailIds: I.validId,
        isRead: I.checkbox,
        isStarred: I.checkbox,
        folder: fc.constantFrom("inbox", "sent", "draft", "spam", "trash"),
        label: fc.constantFrom("private", "company", "important", "personal"),
      },
      form: false,
      runs: 4,
    })),
    {
      name: "email compose",
      who: "admin",
      path: "/apps/email/compose",
      fields: {
        intent: fc.constantFrom("send", "save-draft"),
        to: fc.constantFrom("a@b.co", "a@b.co, c@d.org", "x"),
        cc: fc.constantFrom("", "c@d.org"),
        bcc: fc.constantFrom("", "e@f.org"),
        subject: I.validText,
        message: fc.constantFrom("<p>Merhaba</p>", "<script>alert(1)</script>"),
      },
      keys: ["intent"],
      form: true,
      runs: 5,
    },
    {
      name: "chat send",
      who: "admin",
      path: "/apps/chat",
      fields: { contact: I.validId, message: I.validText },
      form: false,
      runs: 4,
    },
    ...["/apps/todo", "/apps/todo/new", `/apps/todo/${ids.todo}`].map((path): Target => ({
      name: `todo ${path}`,
      who: "admin",
      path,
      fields: {
        intent: fc.constantFrom("add", "update", "toggle-complete", "toggle-important", "delete", "restore"),
        taskId: fc.constantFrom(String(ids.todo), "999999"),
        title: I.validText,
        dueDate: I.validDate,
        description: I.validText,
        assignee: I.validName,
        tags: fc.constantFrom("update", "team", "low", "medium", "high"),
        isImportant: I.checkbox,
        isCompleted: I.checkbox,
      },
      keys: ["intent"],
      form: true,
      runs: 4,
    })),
    ...["/apps/calendar", "/apps/calendar/events/new", `/apps/calendar/events/${ids.event}`].map((path): Target => ({
      name: `calendar ${path}`,
      who: "admin",
      path,
      fields: {
        intent: fc.constantFrom("add", "update", "remove"),
        id: fc.constantFrom(String(ids.event), "999999"),
        title: I.validText,
        calendar: fc.constantFrom("Business", "Holiday", "Personal", "ETC", "Family"),
        start: fc.constantFrom("2026-01-15T10:00", "2026-01-15"),
        end: fc.constantFrom("2026-01-15T12:00", "2026-01-14T09:00"),
        allDay: I.checkbox,
        url: fc.constantFrom("https://example.com", "javascript:alert(1)"),
        guests: I.validName,
        description: I.validText,
      },
      keys: ["intent"],
      // Unknown intents (and the index's closed event dialog) answer a bare 400 without the form.
      form: false,
      runs: 4,
    })),
    {
      name: "invoice list delete",
      who: "admin",
      path: "/apps/invoice/list",
      fields: { intent: fc.constant("delete"), id: fc.constantFrom("999999", "0", "x") },
      keys: ["intent"],
      form: false,
      runs: 4,
    },
    ...["/apps/invoice/add", `/apps/invoice/edit/${ids.invoice}`].map((path): Target => ({
      name: `invoice form ${path}`,
      who: "admin",
      path,
      fields: {
        intent: fc.constantFrom("save", "add-line", "remove-line"),
        line: fc.constantFrom("0", "1", "999"),
        issuedDate: I.validDate,
        dueDate: I.validDate,
        clientId: I.validId,
        "client.name": I.validName,
        "client.companyEmail": I.validEmail,
        "items[0].title": I.validText,
        "items[0].description": I.validText,
        "items[0].cost": fc.constantFrom("12,50", "1000"),
        "items[0].qty": I.validNumber,
        "items[1].qty": I.validNumber,
        discount: fc.constantFrom("0", "10", "101"),
        tax: fc.constantFrom("0", "18", "-1"),
        note: I.validText,
      },
      keys: ["intent"],
      form: true,
      runs: 5,
    })),
    {
      name: "invoice view",
      who: "admin",
      path: `/apps/invoice/view/${ids.invoice}`,
      fields: {
        intent: fc.constantFrom("send", "add-payment"),
        to: I.validEmail,
        subject: I.validText,
        message: I.validText,
        amount: fc.constantFrom("1", "12,50", "99999999"),
        date: I.validDate,
        method: fc.constantFrom("bank-transfer", "card", "cash", "cheque"),
        note: I.validText,
      },
      keys: ["intent"],
      form: true,
      runs: 5,
    },
    ...["/apps/ecommerce/shop", "/apps/ecommerce/wishlist", `/apps/ecommerce/product-detail/${ids.product}`].map(
      (path): Target => ({
        name: `shop product ${path}`,
        who: "admin",
        path,
        fields: {
          intent: fc.constantFrom("add-to-cart", "toggle-wishlist", "move-to-cart"),
          productId: I.validId,
        },
        keys: ["intent"],
        form: false,
        runs: 4,
      }),
    ),
    {
      name: "shop checkout",
      who: "admin",
      path: "/apps/ecommerce/checkout",
      fields: {
        intent: fc.constantFrom("set-qty", "increase", "decrease", "remove", "save-address", "place-order"),
        productId: I.validId,
        qty: I.validNumber,
        fullName: I.validName,
        phone: I.validPhone,
        address: I.validText,
        city: I.validCity,
        zipCode: fc.constantFrom("34710", "x"),
        paymentMethod: fc.constantFrom("card", "cash-on-delivery"),
        cardNumber: fc.constantFrom("4242 4242 4242 4242", "1234"),
        cardName: I.validName,
        expiry: fc.constantFrom("12/30", "13/20"),
        cvv: fc.constantFrom("123", "1"),
      },
      keys: ["intent"],
      // Unknown intents (and the index's closed event dialog) answer a bare 400 without the form.
      form: false,
      runs: 6,
    },
    {
      name: "user list",
      who: "admin",
      path: "/apps/user/list",
      fields: {
        intent: fc.constantFrom("add", "delete"),
        id: fc.constantFrom("999999", "x"),
        fullName: I.validName,
        username: fc.constantFrom("fuzz.user", "a b"),
        email: I.validEmail,
        company: I.validText,
        country: I.validCountry,
        contact: I.validPhone,
        role: fc.constantFrom("admin", "editor", "author", "maintainer", "subscriber"),
        currentPlan: fc.constantFrom("basic", "team", "company", "enterprise"),
        status: fc.constantFrom("active", "inactive", "pending"),
      },
      keys: ["intent"],
      // Unknown intents (and the index's closed event dialog) answer a bare 400 without the form.
      form: false,
      runs: 5,
    },
    {
      name: "user edit",
      who: "admin",
      path: `/apps/user/edit/${ids.user}`,
      fields: {
        intent: fc.constant("save"),
        fullName: I.validName,
        username: fc.constantFrom("fuzz.user2", "a b"),
        email: I.validEmail,
        company: I.validText,
        country: I.validCountry,
        contact: I.validPhone,
        role: fc.constantFrom("admin", "editor", "subscriber"),
        currentPlan: fc.constantFrom("basic", "enterprise"),
        status: fc.constantFrom("active", "inactive", "pending"),
      },
      keys: ["intent"],
      form: true,
      runs: 5,
    },
    {
      name: "user view",
      who: "admin",
      path: `/apps/user/view/${ids.user}`,
      fields: {
        intent: fc.constantFrom("change-plan", "suspend"),
        currentPlan: fc.constantFrom("basic", "team", "company", "enterprise"),
      },
      keys: ["intent"],
      form: false,
      runs: 4,
    },
    {
      name: "account settings",
      who: "admin",
      path: "/apps/account-settings",
      fields: {
        intent: fc.constant("save"),
        tab: fc.constantFrom("general", "info", "social", "notifications"),
        username: fc.constantFrom("fuzz.admin", "a b"),
        fullName: I.validName,
        email: I.validEmail,
        company: I.validText,
        bio: I.validText,
        dob: fc.constantFrom("", "1990-01-01", "2999-01-01"),
        country: I.validCountry,
        website: fc.constantFrom("", "https://example.com"),
        phone: I.validPhone,
        twitter: fc.constantFrom("", "https://x.com/fuzz"),
        connections: fc.constantFrom("google", "slack", "x"),
        on: fc.constantFrom("x", "news"),
      },
      keys: ["intent", "tab"],
      // Unknown intents (and the index's closed event dialog) answer a bare 400 without the form.
      form: false,
      multipart: "sometimes",
      runs: 5,
    },
    {
      name: "profile",
      who: "admin",
      path: "/pages/profile",
      fields: {
        intent: fc.constantFrom("like", "comment", "vote"),
        postId: I.validId,
        comment: I.validText,
        option: I.validText,
      },
      keys: ["intent"],
      form: false,
      runs: 4,
    },
    {
      name: "blog comment",
      who: "admin",
      path: `/pages/blog/detail/${ids.blog}`,
      fields: { name: I.validName, email: I.validEmail, comment: I.validText },
      form: true,
      runs: 4,
    },
    {
      name: "blog edit",
      who: "admin",
      path: `/pages/blog/edit/${ids.blog}`,
      fields: {
        blogTitle: I.validText,
        slug: fc.constantFrom("fuzz-post", "Not A Slug"),
        blogCategories: fc.constantFrom("Fashion", "Food", "Gaming", "Quote", "Video"),
        status: fc.constantFrom("Published", "Draft"),
        excerpt: I.validText,
        content: fc.constantFrom("<p>Merhaba</p>", "<img src=x onerror=alert(1)>"),
      },
      form: true,
      multipart: "sometimes",
      runs: 4,
    },
    {
      name: "forms elements",
      who: "admin",
      path: "/forms/elements",
      fields: {
        text: I.validText,
        email: I.validEmail,
        password: fc.constantFrom("secret-1"),
        number: I.validNumber,
        tel: I.validPhone,
        url: fc.constantFrom("https://example.com", "x"),
        date: I.validDate,
        time: fc.constantFrom("10:30", "25:00"),
        color: fc.constantFrom("#ff0000", "red"),
        range: fc.constantFrom("50", "101"),
        textarea: I.validText,
        role: fc.constantFrom("dispatcher", "driver", "accountant"),
        services: fc.constantFrom("express", "freight", "customs"),
        size: fc.constantFrom("small", "medium", "large"),
        notify: I.checkbox,
        agree: I.checkbox,
      },
      form: true,
      runs: 4,
    },
    {
      name: "forms layouts",
      who: "admin",
      path: "/forms/layouts",
      fields: {
        layout: fc.constantFrom("vertical", "horizontal", "sticky"),
        name: I.validName,
        email: I.validEmail,
        company: I.validText,
        message: I.validText,
      },
      keys: ["layout"],
      form: true,
      runs: 4,
    },
    {
      name: "forms validation",
      who: "admin",
      path: "/forms/validation",
      fields: {
        name: I.validName,
        email: I.validEmail,
        website: fc.constantFrom("https://example.com", "x"),
        age: fc.constantFrom("30", "17"),
        postcode: fc.constantFrom("34710", "x"),
        role: fc.constantFrom("dispatcher", "driver", "accountant"),
        start: fc.constantFrom("2099-01-01", "2000-01-01"),
        services: fc.constantFrom("express", "freight", "customs"),
        password: fc.constantFrom("Guclu-Sifre-42"),
        confirm: fc.constantFrom("Guclu-Sifre-42", "other"),
        terms: I.checkbox,
      },
      form: true,
      runs: 4,
    },
    {
      name: "extensions editor",
      who: "admin",
      path: "/extensions/editor",
      fields: { content: I.validText },
      form: true,
      runs: 4,
    },
    {
      name: "extensions drag and drop",
      who: "admin",
      path: "/extensions/drag-and-drop",
      fields: {
        order: fc.constantFrom("", "x,y", "1,2,3"),
        stop: fc.constantFrom("istanbul", "ankara", "x"),
        direction: fc.constantFrom("up", "down", "sideways"),
      },
      form: false,
      runs: 4,
    },
    {
      name: "extensions file uploader",
      who: "admin",
      path: "/extensions/file-uploader",
      fields: {
        intent: fc.constantFrom("upload", "remove", "x"),
        id: fc.constantFrom("1", "0", "999999999999", "x"),
        file: fc.constantFrom(
          "\u0089PNG\r\n\u001a\n\u0000\u0000",
          "%PDF-1.7\n%\u00e2\u00e3\n",
          "<svg onload=alert(1)><script>x</script></svg>",
          "MZ\u0090\u0000garbage",
          "",
        ),
      },
      keys: ["intent"],
      form: true,
      multipart: "file",
      runs: 8,
    },
    {
      name: "extensions file uploader (remove)",
      who: "admin",
      path: "/extensions/file-uploader",
      fields: { intent: fc.constantFrom("remove"), id: fc.constantFrom("1", "-1", "1e3", "x") },
      form: true,
      runs: 4,
    },
    {
      name: "extensions import",
      who: "admin",
      path: "/extensions/import-export",
      fields: {
        intent: fc.constantFrom("import", "reset", "x"),
        mode: fc.constantFrom("replace", "append", "x"),
        file: fc.constantFrom(
          "sku,name,category,price,stock\nFZ-1,Koli,box,1.25,3\n",
          "sku;name;category;price;stock\nbad sku;=cmd;crate;-1;x\n",
          "PK\u0003\u0004garbage",
          "\u0000\u0001garbage",
          "",
        ),
      },
      keys: ["intent", "mode"],
      form: true,
      multipart: "file",
      runs: 8,
    },
    {
      name: "forms wizard",
      who: "admin",
      path: "/forms/wizard",
      fields: {
        intent: fc.constantFrom("next", "back"),
        step: fc.constantFrom("account", "profile", "address"),
        email: I.validEmail,
        password: fc.constantFrom("Guclu-Sifre-42", "short"),
        name: I.validName,
        phone: I.validPhone,
        city: I.validCity,
        postcode: fc.constantFrom("34710", "x"),
      },
      keys: ["intent", "step"],
      form: true,
      runs: 5,
    },
    {
      name: "forms repeater",
      who: "admin",
      path: "/forms/repeater",
      fields: {
        reference: I.validText,
        "items[0].description": I.validText,
        "items[0].quantity": I.validNumber,
        "items[0].weight": I.validNumber,
        "items[1].description": I.validText,
        "items[999].quantity": I.validNumber,
      },
      form: true,
      runs: 4,
    },
    {
      name: "forms pickers",
      who: "admin",
      path: "/forms/pickers",
      fields: {
        phone: I.validPhone,
        iban: fc.constantFrom("TR33 0006 1005 1978 6457 8413 26", "x"),
        tracking: fc.constantFrom("KRG-123456", "x"),
        date: I.validDate,
        time: fc.constantFrom("10:30", "99:99"),
      },
      form: true,
      runs: 4,
    },

    // Courier money and domestic prices (admin).
    {
      name: "cod payout",
      who: "admin",
      path: "/cod",
      fields: {
        intent: fc.constant("payout"),
        ids: I.validId,
        paidOn: fc.constantFrom("2026-01-15", "2099-01-01", "2026-02-30"),
        reference: I.validText,
      },
      keys: ["intent"],
      form: true,
      runs: 5,
    },
    {
      name: "notification retry",
      who: "admin",
      path: "/outbox/notifications",
      fields: {
        intent: fc.constantFrom("retry", "retry", "resend"),
        id: I.validId,
        back: fc.constantFrom("/outbox/notifications?status=failed", "https://evil.test/", "//evil.test", "/outbox"),
      },
      keys: ["intent"],
      form: true,
      runs: 5,
    },
    {
      name: "domestic prices",
      who: "admin",
      path: "/domestic-prices",
      fields: {
        intent: fc.constantFrom("save-band", "delete-band", "settings"),
        maxKg: fc.constantFrom("1", "2,5", "0", "100000"),
        sameCity: fc.constantFrom("50", "12,50", "-1"),
        betweenCities: fc.constantFrom("75", "1.000,00"),
        id: fc.constantFrom("999999", "x"),
        perKg: fc.constantFrom("5", "0,5"),
        codLimit: fc.constantFrom("10000", "x"),
        deliveryAttempts: fc.constantFrom("3", "0", "10"),
      },
      keys: ["intent"],
      form: true,
      runs: 6,
    },
    {
      name: "domestic prices import",
      who: "admin",
      path: "/domestic-prices/import",
      fields: {
        file: fc.constantFrom("max_kg,same_city,between_cities\n1,50,75\n", "\u0000\u0001garbage", ""),
      },
      form: true,
      multipart: "file",
      runs: 5,
    },
  ];
  for (const key of RESOURCE_KEYS) {
    const def = RESOURCES[key];
    const fields: Record<string, fc.Arbitrary<string>> = { intent: fc.constant("save") };
    for (const f of def.fields) fields[f.name] = contentField(f);
    list.push({
      name: `${key} create`,
      who: "admin",
      path: `${def.path}/new`,
      fields,
      keys: ["intent"],
      verdict: schemaVerdict(formSchema(def, "create"), (form) => (form.get("intent") ?? "save") === "save"),
      form: true,
      multipart: "sometimes",
      runs: 4,
    });
    // Bulk actions of the list, on ids that do not exist (the fuzzer must not deactivate the accounts it signs in with).
    list.push({
      name: `${key} list bulk`,
      who: "admin",
      path: def.path,
      fields: {
        intent: fc.constantFrom("delete", "restore", "move"),
        ids: fc.integer({ min: 100_000, max: 999_999 }).map(String),
        confirmed: fc.constant("1"),
        branchId: I.validId,
      },
      keys: ["intent"],
      form: true,
      runs: 2,
    });
  }
  return list;
}

/** Loaders that read a query (search fields and list parameters), with the role that sees them. */
const QUERY_TARGETS: Array<{ who: Who; path: string; params: string[] }> = [
  { who: "admin", path: "/shipments", params: ["q", "status", "sort", "dir", "page", "perPage", "from", "to"] },
  { who: "customer", path: "/shipments", params: ["q", "status", "page"] },
  { who: "admin", path: "/offers", params: ["q", "status", "sort", "dir", "page", "perPage"] },
  { who: "admin", path: "/freight", params: ["q", "mode", "care", "from", "to", "sort", "dir", "page"] },
  { who: "customer", path: "/freight", params: ["q", "page"] },
  { who: "admin", path: "/contacts", params: ["q", "status", "page", "sort"] },
  { who: "admin", path: "/outbox", params: ["q", "page"] },
  { who: "admin", path: "/outbox/notifications", params: ["status", "page", "perPage"] },
  { who: "admin", path: "/tariffs", params: ["q", "page", "perPage"] },
  { who: "customer", path: "/tariffs/search", params: ["q", "page", "perPage"] },
  { who: "admin", path: "/search", params: ["q"] },
  { who: "visitor", path: "/tracking", params: ["number"] },
  { who: "admin", path: "/express-prices/calculate", params: ["country", "weight", "length", "width", "height"] },
  { who: "customer", path: "/shipments/places", params: ["city", "county"] },
  { who: "admin", path: "/shipments/new", params: ["step", "customer", "customerQ", "check"] },
  { who: "admin", path: "/express-prices/export.csv", params: ["table"] },
  { who: "admin", path: "/shipments/labels", params: ["id", "id", "format"] },
  { who: "customer", path: "/shipments/labels", params: ["id", "format"] },
  { who: "admin", path: "/shipments/export", params: ["format", "q", "status", "type", "from", "to", "sort", "dir"] },
  { who: "customer", path: "/shipments/export", params: ["format", "q", "status"] },
  { who: "admin", path: "/freight/export", params: ["format", "q", "care", "type", "from", "to", "branch", "sort"] },
  { who: "admin", path: "/offers/export", params: ["format", "q", "status", "currency", "sort", "dir"] },
  { who: "customer", path: "/cod/export", params: ["format", "q", "state"] },
  { who: "admin", path: "/tariffs/import", params: ["report"] },
  { who: "visitor", path: "/api/public/blogs", params: ["q", "page", "perPage", "locale", "tag"] },
  { who: "visitor", path: "/login", params: ["redirectTo"] },
  { who: "visitor", path: "/reset-password", params: ["token"] },
  ...RESOURCE_KEYS.map((key) => ({
    who: "admin" as Who,
    path: RESOURCES[key].path,
    params: ["q", "page", "perPage", "sort", "dir", "view", ...RESOURCES[key].filters.map((f) => f.name)],
  })),
];

let server: OwnServer;
const clients = new Map<string, APIRequestContext>();
let ids: Parameters<typeof targets>[0];

test.beforeAll(async ({ playwright }) => {
  server = await startOwnServer("fuzz");
  // The template demo's records live in its mock store: the first one each list screen links to.
  const admin = await clientAs(playwright, server.baseURL, "admin");
  const firstLink = async (page: string, pattern: RegExp) =>
    pattern.exec(await (await admin.get(page, { maxRedirects: 0 })).text())?.[1] ?? "1";
  const demo = {
    email: Number(await firstLink("/apps/email", /href="\/apps\/email\/(\d+)/)),
    todo: Number(await firstLink("/apps/todo", /href="\/apps\/todo\/(\d+)/)),
    event: Number(await firstLink("/apps/calendar", /\/apps\/calendar\/events\/(\d+)/)),
    invoice: Number(await firstLink("/apps/invoice/list", /href="\/apps\/invoice\/view\/(\d+)/)),
    user: Number(await firstLink("/apps/user/list", /href="\/apps\/user\/view\/(\d+)/)),
    blog: Number(await firstLink("/pages/blog/list", /href="\/pages\/blog\/detail\/(\d+)/)),
    product: await firstLink("/apps/ecommerce/shop", /href="\/apps\/ecommerce\/product-detail\/([a-z0-9-]+)/),
  };
  await admin.dispose();
  const db = server.db();
  try {
    const one = (sql: string) => (db.prepare(sql).get() as { id: number } | undefined)?.id ?? 1;
    ids = {
      shipment: one("select id from shipments where customer_id = 4 and status = 'created' order by id limit 1"),
      ownShipment: one("select id from shipments where customer_id = 3 and status = 'created' order by id limit 1"),
      offer: one("select id from offers where status = 'draft' order by id limit 1"),
      ownOffer: one("select id from offers where customer_id = 3 and status = 'sent' order by id limit 1"),
      freight: one("select id from freight_requests where customer_id is not null order by id limit 1"),
      zone: one("select id from express_zones order by id limit 1"),
      contact: one("select id from contact_messages order by id limit 1"),
      address: one("select id from address_book where customer_id = 3 order by id limit 1"),
      pickup: one(
        "select id from pickups where status = 'requested' and branch_id = (select branch_id from users where email = 'agent@kargo.test') order by id limit 1",
      ),
      ...demo,
    };
  } finally {
    db.close();
  }
});

test.afterEach(async () => {
  expect(server.alive(), `the server died: ${server.stderr().slice(-3000)}`).toBe(true);
});

test.afterAll(async () => {
  for (const c of clients.values()) await c.dispose();
  await server?.stop();
});

async function client(playwright: Parameters<typeof clientAs>[0], who: Who): Promise<APIRequestContext> {
  const key = typeof who === "string" ? who : who.email;
  let c = clients.get(key);
  if (!c) clients.set(key, (c = await clientAs(playwright, server.baseURL, who)));
  return c;
}

const ERROR_MARK = /aria-invalid="true"|role="alert"|Mui-error/;

async function post(
  request: APIRequestContext,
  target: Target,
  body: I.FuzzBody,
  multipart: boolean,
): Promise<APIResponse> {
  const headers = { "X-Forwarded-For": freshIp(40) };
  if (!multipart) {
    return request.post(target.path, {
      data: I.urlEncoded(body),
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      maxRedirects: 0,
    });
  }
  const form = new FormData();
  for (const [k, v] of body.pairs) {
    if (target.multipart === "file" && k === "file") form.append(k, new File([v], "fuzz.csv", { type: "text/csv" }));
    else form.append(k, v);
  }
  return request.post(target.path, { multipart: form, headers, maxRedirects: 0 });
}

/**
 * The checks of one answer: below 500; a 4xx re-render where the server's own schema refuses the input;
 * field or form errors on a form screen's 400. Answers whether the input was known to be invalid.
 */
async function judge(target: Target, body: I.FuzzBody, multipart: boolean, response: APIResponse): Promise<boolean> {
  const status = response.status();
  const label = `${target.name} ${target.path} [${I.summary(body)}] → ${status}`;
  expect(status, label).toBeLessThan(500);
  const verdict = body.raw.length || multipart ? "unknown" : (target.verdict?.(I.asFormData(body)) ?? "unknown");
  if (verdict === "invalid") {
    expect(status, label).toBeGreaterThanOrEqual(400);
    expect(status, label).toBeLessThan(500);
  }
  if (
    target.form &&
    (status === 400 || status === 422) &&
    (response.headers()["content-type"] ?? "").includes("text/html")
  ) {
    expect(await response.text(), `${label}: no field or form errors shown`).toMatch(ERROR_MARK);
  }
  return verdict === "invalid";
}

test("every action survives fuzzed form data: no 5xx, invalid input answers 4xx with errors", async ({
  playwright,
}) => {
  test.setTimeout(600_000);
  const list = targets(ids);
  // Every route of the built manifest with an action has at least one row in the table.
  const covered = new Set(
    list.flatMap((t) => [t.path.split("?")[0], t.path.split("?")[0].replace(/\/(\d+|new)$/, "/:id")]),
  );
  const actions = builtRoutes()
    .filter((r) => r.hasAction)
    .map((r) => r.path.replace(/\*$/, ""));
  // A named parameter other than :id (a product's slug) stands for any one segment.
  const pattern = (path: string) =>
    new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:(?!id$)\w+$/, "[^/]+")}$`);
  for (const path of actions)
    expect(
      [...covered].some(
        (c) =>
          c === path ||
          (path.endsWith("/") && c.startsWith(path)) ||
          (/:(?!id$)\w+$/.test(path) && pattern(path).test(c)),
      ),
      `no fuzz target for ${path}`,
    ).toBe(true);

  const stats = { requests: 0, invalid: 0, by: {} as Record<number, number> };
  const order: Record<string, number> = { visitor: 0, customer: 1, agent: 2, admin: 3 };
  list.sort((a, b) => order[String(a.who)] - order[String(b.who)]);
  for (const target of list) {
    const request = await client(playwright, target.who);
    const arb = fc.tuple(I.formBody(target.fields, target.keys), fc.boolean());
    await fc.assert(
      fc.asyncProperty(arb, ([body, asMultipart]) =>
        check(async () => {
          const multipart = target.multipart === "file" || (target.multipart === "sometimes" && asMultipart);
          let response: APIResponse;
          try {
            response = await post(request, target, body, multipart);
          } catch (error) {
            throw new Error(
              `${target.name}: ${String(error).slice(0, 300)}; server alive: ${server.alive()}; stderr: ${server.stderr().slice(-3000)}`,
            );
          }
          const status = response.status();
          stats.requests += 1;
          stats.by[status] = (stats.by[status] ?? 0) + 1;
          if (await judge(target, body, multipart, response)) stats.invalid += 1;
        }),
      ),
      { seed: SEED, numRuns: runs(target.runs ?? 5), endOnFailure: RUNS === 0 },
    );
  }
  if (COLLECT) console.log(collected.join("\n\n"));
  expect(collected).toEqual([]);
  console.log(
    `fuzz: ${list.length} action targets, ${stats.requests} requests, ${stats.invalid} known-invalid, statuses ${JSON.stringify(stats.by)}`,
  );
  expect(stats.invalid).toBeGreaterThan(50);
});

/**
 * Shapes that once answered 500, tried on every action deterministically (besides their share of the
 * random bodies above): every field sent twice, every text field only whitespace, each name of an
 * Object.prototype member as the intent, and malformed currency codes in every currency field.
 */
function shapes(target: Target): Array<{ shape: string; body: I.FuzzBody }> {
  const keys = new Set(target.keys ?? []);
  const first = (name: string, seed: number) => fc.sample(target.fields[name], { numRuns: 1, seed })[0];
  const valid = (seed = SEED): I.Pair[] => Object.keys(target.fields).map((name): I.Pair => [name, first(name, seed)]);
  const body = (pairs: I.Pair[]): I.FuzzBody => ({ pairs, raw: [] });
  const list: Array<{ shape: string; body: I.FuzzBody }> = [
    { shape: "valid-shaped", body: body(valid()) },
    { shape: "every field twice", body: body([...valid(), ...valid(SEED + 1)]) },
    {
      shape: "every field twice, in turn",
      body: body(valid().flatMap((pair, i) => [pair, [pair[0], valid(SEED + 1)[i][1]] as I.Pair])),
    },
  ];
  for (const blank of I.BLANKS.slice(0, 2)) {
    list.push({
      shape: `whitespace ${JSON.stringify(blank)}`,
      body: body(valid().map(([name, value]): I.Pair => [name, keys.has(name) || name === "file" ? value : blank])),
    });
  }
  for (const intent of I.PROTOTYPE_NAMES) {
    list.push({
      shape: `intent=${intent}`,
      body: body([...valid().filter(([name]) => name !== "intent"), ["intent", intent]]),
    });
  }
  const currencies = Object.keys(target.fields).filter((name) => /currency/i.test(name));
  if (currencies.length) {
    for (const code of I.BAD_CURRENCIES) {
      list.push({
        shape: `currency=${code.slice(0, 12)}`,
        body: body(valid().map(([name, value]): I.Pair => [name, currencies.includes(name) ? code : value])),
      });
    }
  }
  return list;
}

test("every action answers repeated keys, whitespace, prototype intents and bad currency codes without a 5xx", async ({
  playwright,
}) => {
  test.setTimeout(600_000);
  const list = targets(ids);
  const order: Record<string, number> = { visitor: 0, customer: 1, agent: 2, admin: 3 };
  list.sort((a, b) => order[String(a.who)] - order[String(b.who)]);
  let requests = 0;
  let invalid = 0;
  for (const target of list) {
    const request = await client(playwright, target.who);
    for (const { shape, body } of shapes(target)) {
      await check(async () => {
        const multipart = target.multipart === "file";
        const response = await post(request, target, body, multipart);
        requests += 1;
        if (await judge({ ...target, name: `${target.name} (${shape})` }, body, multipart, response)) invalid += 1;
      });
    }
  }
  if (COLLECT) console.log(collected.join("\n\n"));
  expect(collected).toEqual([]);
  console.log(`fuzz: ${list.length} action targets, ${requests} shaped bodies, ${invalid} known-invalid`);
  expect(invalid).toBeGreaterThan(100);
});

test("search fields and list parameters survive fuzzed queries", async ({ playwright }) => {
  test.setTimeout(300_000);
  let requests = 0;
  const value = fc.oneof(I.hostile, fc.constantFrom("1", "2", "asc", "desc", "created_at", "-1", "99999999"));
  for (const target of QUERY_TARGETS) {
    const request = await client(playwright, target.who);
    const arb = fc.tuple(
      fc.array(fc.tuple(fc.constantFrom(...target.params), value), { minLength: 1, maxLength: 5 }),
      fc.boolean(),
    );
    await fc.assert(
      fc.asyncProperty(arb, async ([pairs, asData]) => {
        const query = new URLSearchParams(pairs.map(([k, v]) => [k, v.slice(0, 3000)])).toString();
        const path =
          asData && !/\.(csv)$|places|search$|api|\/login|reset/.test(target.path)
            ? `${target.path}.data`
            : target.path;
        const response = await request.get(`${path}?${query}`, {
          maxRedirects: 0,
          headers: { "X-Forwarded-For": freshIp(41) },
        });
        requests += 1;
        expect(response.status(), `${path}?${query.slice(0, 300)}`).toBeLessThan(500);
      }),
      { seed: SEED, numRuns: runs(4), endOnFailure: RUNS === 0 },
    );
  }
  console.log(`fuzz: ${QUERY_TARGETS.length} query targets, ${requests} requests`);
});

test("a 10 MB body to every action answers 413, and the server stays healthy", async ({ playwright }) => {
  test.setTimeout(300_000);
  const big = "a".repeat(10 * 1024 * 1024);
  const list = targets(ids);
  const seen = new Set<string>();
  let checked = 0;
  for (const target of list) {
    if (seen.has(target.path)) continue;
    seen.add(target.path);
    const request = await client(playwright, target.who);
    const first = Object.keys(target.fields).find((k) => k !== "intent" && k !== "step") ?? "x";
    const keys = Object.entries(target.fields)
      .filter(([k]) => k === "intent" || k === "step")
      .map(([k, arb]) => `${k}=${encodeURIComponent(fc.sample(arb, { numRuns: 1, seed: SEED })[0])}`);
    // A form body: refused by the server's body limit before any route buffers or parses it.
    const response = await request.post(target.path, {
      data: [...keys, `${first}=${big}`].join("&"),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": freshIp(42) },
      maxRedirects: 0,
      timeout: 60_000,
    });
    expect(response.status(), `${target.path} with a 10 MB form body`).toBe(413);
    checked += 1;
    if (target.multipart) {
      // An upload: the route's own streamed limit (images 5 MB, tariff files 8 MB, express files 1 MB).
      const form = new FormData();
      for (const [k, v] of new URLSearchParams(keys.join("&"))) form.append(k, v);
      form.append(
        target.multipart === "file" ? "file" : target.fields.image ? "image" : first,
        new File([big], "big.png", { type: "image/png" }),
      );
      const upload = await request.post(target.path, {
        multipart: form,
        headers: { "X-Forwarded-For": freshIp(42) },
        maxRedirects: 0,
        timeout: 60_000,
      });
      expect(upload.status(), `${target.path} with a 10 MB multipart body`).toBeLessThan(500);
      expect(upload.status(), `${target.path} with a 10 MB multipart body`).toBeGreaterThanOrEqual(400);
      checked += 1;
    }
  }
  console.log(`fuzz: ${checked} routes got a 10 MB body`);
  const health = await (await client(playwright, "visitor")).get("/healthz");
  expect(health.status()).toBe(200);
  const admin = await client(playwright, "admin");
  expect((await admin.get("/shipments", { maxRedirects: 0 })).status()).toBe(200);
  const fresh = await clientAs(playwright, server.baseURL, "agent");
  expect((await fresh.get("/", { maxRedirects: 0 })).status()).toBe(200);
  await fresh.dispose();
});
