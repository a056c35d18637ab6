import { z } from "zod";

/**
 * The forms gallery's schemas: one zod schema per form, used by conform in the browser and by the action on the
 * server, so both refuse the same values with the same messages (translation keys).
 */
const V = "demo-gallery:forms.v";
const required = (schema: z.ZodString = z.string()) => schema.trim().min(1, "common:validation.required");

export const ROLES = ["dispatcher", "driver", "accountant"] as const;
export const SERVICES = ["express", "freight", "customs"] as const;

/** Today as YYYY-MM-DD in UTC: the server and every browser compare dates against the same day. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export const ElementsSchema = z.object({
  text: required().max(60, "common:validation.tooLong"),
  email: z.email("common:validation.email").optional(),
  password: z.string().max(100, "common:validation.tooLong").optional(),
  number: z.number("common:validation.invalid").min(0, `${V}.notNegative`).max(1000, `${V}.max1000`).optional(),
  tel: z
    .string()
    .regex(/^\+?[0-9 ]{7,20}$/, "common:validation.phone")
    .optional(),
  url: z.url("common:validation.invalid").optional(),
  search: z.string().max(60, "common:validation.tooLong").optional(),
  date: z.iso.date("common:validation.invalid").optional(),
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/, "common:validation.invalid")
    .optional(),
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "common:validation.invalid")
    .default("#7367f0"),
  range: z.number().int().min(0).max(100).default(50),
  textarea: z.string().max(500, "common:validation.tooLong").optional(),
  role: z.enum(ROLES, "common:validation.choice"),
  services: z.array(z.enum(SERVICES, "common:validation.choice")).default([]),
  size: z.enum(["small", "medium", "large"], "common:validation.choice").default("medium"),
  notify: z.boolean().default(false),
  agree: z.boolean().default(false),
});

export const LAYOUT_FORMS = ["vertical", "horizontal", "sticky"] as const;
export const LayoutSchema = z.object({
  layout: z.enum(LAYOUT_FORMS),
  name: required().min(2, "common:validation.nameTooShort").max(60, "common:validation.tooLong"),
  email: z.email("common:validation.email"),
  company: z.string().trim().max(80, "common:validation.tooLong").optional(),
  message: z.string().trim().max(500, "common:validation.tooLong").optional(),
});

/** Every kind of field error a form of the panel shows, each with its own message. */
export const ValidationSchema = z
  .object({
    name: required().min(2, "common:validation.nameTooShort").max(40, "common:validation.tooLong"),
    email: z.email("common:validation.email"),
    website: z.url(`${V}.url`).optional(),
    age: z.number(`${V}.number`).int(`${V}.integer`).min(18, `${V}.ageRange`).max(99, `${V}.ageRange`),
    postcode: z.string().regex(/^\d{5}$/, `${V}.postcode`),
    role: z.enum(ROLES, "common:validation.choice"),
    start: z.iso.date(`${V}.date`).refine((d) => d >= todayIso(), `${V}.notPast`),
    services: z.array(z.enum(SERVICES, "common:validation.choice")).min(1, `${V}.pickOne`),
    password: z.string().min(8, "common:validation.passwordTooShort").max(100, "common:validation.tooLong"),
    confirm: z.string("common:validation.required"),
    terms: z.literal(true, `${V}.terms`),
  })
  .refine((v) => v.password === v.confirm, {
    path: ["confirm"],
    message: "common:validation.passwordsDiffer",
    // Checked even while other fields fail, so every error shows at once.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirm?: unknown };
      return typeof v.password === "string" && typeof v.confirm === "string";
    },
  });

export const WIZARD_STEPS = ["account", "profile", "address"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
const AccountStep = z.object({
  email: z.email("common:validation.email"),
  password: z.string().min(8, "common:validation.passwordTooShort").max(100, "common:validation.tooLong"),
});
const ProfileStep = z.object({
  name: required().min(2, "common:validation.nameTooShort").max(60, "common:validation.tooLong"),
  phone: z.string().regex(/^\+?[0-9 ]{7,20}$/, "common:validation.phone"),
});
const AddressStep = z.object({
  city: required().max(60, "common:validation.tooLong"),
  postcode: z.string().regex(/^\d{5}$/, `${V}.postcode`),
});

/** The wizard's schema at a step: that step's fields and every earlier step's (carried in hidden fields). */
export function wizardSchema(step: WizardStep) {
  const base = z.object({ step: z.enum(WIZARD_STEPS), intent: z.enum(["next", "back"]).default("next") });
  if (step === "account") return base.extend(AccountStep.shape);
  if (step === "profile") return base.extend(AccountStep.shape).extend(ProfileStep.shape);
  return base.extend(AccountStep.shape).extend(ProfileStep.shape).extend(AddressStep.shape);
}

export const WIZARD_FIELDS: Record<WizardStep, readonly string[]> = {
  account: ["email", "password"],
  profile: ["name", "phone"],
  address: ["city", "postcode"],
};

export const RepeaterSchema = z.object({
  reference: required().max(40, "common:validation.tooLong"),
  items: z
    .array(
      z.object({
        description: required().max(80, "common:validation.tooLong"),
        quantity: z.number(`${V}.number`).int(`${V}.integer`).min(1, `${V}.atLeastOne`).max(999, `${V}.max999`),
        weight: z.number(`${V}.number`).positive(`${V}.positive`).max(1000, `${V}.max1000`),
      }),
    )
    .min(1, `${V}.oneRow`)
    .max(10, `${V}.tenRows`),
});

/** Masked fields keep only their digits on the server; the browser draws the mask as the user types. */
const digits = (value: string) => value.replace(/\D/g, "");
export const PickersSchema = z.object({
  phone: z
    .string(`${V}.mobile`)
    .transform((v) => digits(v).replace(/^(90)?0?(?=5)/, ""))
    .pipe(z.string().regex(/^5\d{9}$/, `${V}.mobile`)),
  iban: z
    .string(`${V}.iban`)
    .transform((v) => v.replace(/\s/g, "").toUpperCase())
    .pipe(z.string().regex(/^TR\d{24}$/, `${V}.iban`)),
  tracking: z
    .string(`${V}.tracking`)
    .transform(digits)
    .pipe(z.string().regex(/^\d{12}$/, `${V}.tracking`)),
  date: z.iso.date(`${V}.date`),
  time: z.string().regex(/^\d{2}:\d{2}$/, `${V}.time`),
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/, `${V}.date`)
    .optional(),
});

/** How the masks draw a value while it is typed. */
export const MASKS = {
  phone: (v: string) => {
    const d = v.replace(/\D/g, "").replace(/^0/, "").slice(0, 10);
    return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 8), d.slice(8, 10)].filter(Boolean).join(" ");
  },
  iban: (v: string) =>
    v
      .replace(/[^0-9a-z]/gi, "")
      .toUpperCase()
      .slice(0, 26)
      .replace(/(.{4})(?=.)/g, "$1 "),
  tracking: (v: string) =>
    v
      .replace(/\D/g, "")
      .slice(0, 12)
      .replace(/(.{4})(?=.)/g, "$1 "),
} as const;
