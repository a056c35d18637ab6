import {
  CargoStepSchema,
  isDirection,
  receiverStepSchema,
  senderStepSchema,
  type PlaceChecker,
} from "../schemas/shipments";
import { parseWithZod } from "../submission";
import { WIZARD_STEPS, type OutsideShippingType, type WizardStep } from "./domain";

/**
 * The wizard's field names per step (the contract's names) and the helpers that move values
 * between the posted form, the stored draft (flat, as typed) and conform's nested defaults.
 */
export const ADDRESS_FIELDS = [
  "name",
  "companyName",
  "country",
  "city",
  "county",
  "district",
  "address",
  "zipCode",
  "taxId",
  "email",
  "phone",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const CARGO_FIELDS = [
  "shippingType",
  "outsideShippingType",
  "width",
  "length",
  "height",
  "weight",
  "count",
  "unitPrice",
  "currency",
  "customsTariffDescription",
  "gtipCode",
  "productCountry",
  "specialNote",
  "insurance",
  "proformaInvoice",
  "payer",
  "codAmount",
  "codPaymentType",
  "acceptTransportTerms",
  "acceptUserAgreement",
] as const;

export const STEP_FIELDS: Record<WizardStep, readonly string[]> = {
  // The direction is chosen on the first step, before any address: it decides which side is in Turkey.
  sender: ["customerId", "outsideShippingType", ...ADDRESS_FIELDS.map((f) => `sender.${f}`)],
  receiver: ADDRESS_FIELDS.map((f) => `receiver.${f}`),
  cargo: CARGO_FIELDS,
};

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

export function isWizardStep(value: unknown): value is WizardStep {
  return typeof value === "string" && (WIZARD_STEPS as readonly string[]).includes(value);
}

export function nextStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.min(stepIndex(step) + 1, WIZARD_STEPS.length - 1)];
}

export function previousStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.max(stepIndex(step) - 1, 0)];
}

export function laterStep(a: WizardStep, b: WizardStep): WizardStep {
  return stepIndex(a) >= stepIndex(b) ? a : b;
}

/** The step's fields from a posted form, as typed (only known names, bounded length). */
export function pickStepValues(step: WizardStep, form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of STEP_FIELDS[step]) {
    const value = form.get(name);
    if (typeof value === "string" && value !== "") out[name] = value.slice(0, 1000);
  }
  return out;
}

export function toFormData(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  return form;
}

/** `{"sender.name": "x"}` → `{ sender: { name: "x" } }` for conform's defaultValue. */
export function nest(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const [head, ...rest] = key.split(".");
    if (rest.length === 0) out[head] = value;
    else out[head] = { ...((out[head] as Record<string, string>) ?? {}), [rest.join(".")]: value };
  }
  return out;
}

/** The schema of one step: the same one the step's form, its action and the final "create" use. */
export function stepSchema(step: WizardStep, staff: boolean, places?: PlaceChecker, direction?: OutsideShippingType) {
  if (step === "sender") return senderStepSchema({ places, staff });
  if (step === "receiver") return receiverStepSchema({ places, direction });
  return CargoStepSchema;
}

/** The direction a draft's first step holds (sending abroad until one is chosen). */
export function directionOf(senderValues: Record<string, string> | undefined): OutsideShippingType {
  const value = senderValues?.outsideShippingType;
  return isDirection(value) ? value : "export";
}

/**
 * The errors of the values a step holds, for the fields that have a value: what a draft may not keep.
 * Fields still empty are not errors here (a draft is allowed to be unfinished); a value the step's
 * schema refuses (an unknown currency, a malformed postal code) is.
 */
export function refusedFields(
  step: WizardStep,
  values: Record<string, string>,
  staff: boolean,
  places?: PlaceChecker,
  direction?: OutsideShippingType,
): Record<string, string[]> {
  const submission = parseWithZod(toFormData({ ...values, step }), {
    schema: stepSchema(step, staff, places, direction),
  });
  if (submission.status === "success") return {};
  const refused: Record<string, string[]> = {};
  for (const [name, errors] of Object.entries(submission.error ?? {})) {
    if (errors?.length && Object.hasOwn(values, name)) refused[name] = errors;
  }
  return refused;
}

/** A step's values without the refused ones. */
export function withoutRefused(
  values: Record<string, string>,
  refused: Record<string, string[]>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !Object.hasOwn(refused, name)));
}
