import { z } from "zod";
import { HOME_COUNTRY, isCountryCode } from "../countries/countries";
import { CUSTOMER_TYPES, type CustomerType } from "../auth/roles";
import { identityError, identityKind } from "../tax-numbers";

/**
 * The identity forms' schemas, used by conform in the browser and by the actions on the server.
 * Messages are i18n keys (common:validation.*), translated where they are shown.
 */
const required = "validation.required";

/**
 * Cross-field checks also run when other fields already failed, so the user sees every problem
 * at once (the checks read the raw values defensively).
 */
const always = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

export const emailField = z
  .string({ error: required })
  .trim()
  .max(254, "validation.tooLong")
  .pipe(z.email({ error: "validation.email" }));

export const newPasswordField = z
  .string({ error: required })
  .min(8, "validation.passwordTooShort")
  .max(128, "validation.tooLong");

const nameField = z.string({ error: required }).trim().min(2, "validation.nameTooShort").max(100, "validation.tooLong");
const phoneField = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, "validation.phone")
  .optional();
const addressField = z.string().trim().max(500, "validation.tooLong").optional();
const companyField = z.string().trim().max(200, "validation.tooLong").optional();

export const LoginSchema = z.object({
  email: emailField,
  password: z.string({ error: required }).max(200, "validation.tooLong"),
  redirectTo: z.string().max(2000).optional(),
});

/**
 * Checks the id against the customer type and country (app/lib/tax-numbers.ts): in Turkey the 11-digit
 * national id or the 10-digit tax number, elsewhere a passport or id number or the country's tax number.
 */
function checkTaxId(
  customerType: CustomerType | null | undefined,
  country: string | null | undefined,
  taxId: string | undefined,
  ctx: z.RefinementCtx,
  required: boolean,
) {
  if (!taxId) {
    if (required) ctx.addIssue({ code: "custom", path: ["taxId"], message: "validation.required" });
    return;
  }
  if (customerType !== "corporate" && customerType !== "individual") return;
  const error = identityError(identityKind(customerType, country), country, taxId);
  if (error) ctx.addIssue({ code: "custom", path: ["taxId"], message: error });
}

/**
 * Where a customer lives (or their company is registered): decides which id they give. The form always
 * sends one (Turkey preselected unless the page's language says otherwise); a client that sends none is
 * taken as registering from Turkey, as every registration was before countries were asked.
 */
const countryField = z.string().refine(isCountryCode, "validation.country").default(HOME_COUNTRY);

export const RegisterSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    customerType: z.enum(CUSTOMER_TYPES, { error: required }),
    country: countryField,
    // Required for every customer (the refinement says so, with the check that fits the country).
    taxId: z.string().trim().max(20, "validation.tooLong").optional(),
    companyName: companyField,
    phone: phoneField,
    address: addressField,
    permissionSms: z.boolean().optional(),
    permissionMail: z.boolean().optional(),
    acceptMembership: z.boolean({ error: "validation.acceptMembership" }),
  })
  .superRefine((value, ctx) => {
    // A country that failed its own check is left to that message; the id is then judged as Turkish.
    checkTaxId(value.customerType, isCountryCode(value.country) ? value.country : HOME_COUNTRY, value.taxId, ctx, true);
    if (value.customerType === "corporate" && !value.companyName) {
      ctx.addIssue({ code: "custom", path: ["companyName"], message: "validation.companyRequired" });
    }
    if (value.acceptMembership === false) {
      ctx.addIssue({ code: "custom", path: ["acceptMembership"], message: "validation.acceptMembership" });
    }
  }, always);

export const ForgotPasswordSchema = z.object({ email: emailField });

export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: "auth:reset.invalidToken" }).max(200),
    password: newPasswordField,
    confirmPassword: z.string({ error: required }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation.passwordsDiffer",
    ...always,
  });

export function profileSchema(customerType: CustomerType | null, country: string | null = HOME_COUNTRY) {
  return z
    .object({
      intent: z.literal("profile"),
      name: nameField,
      phone: phoneField,
      address: addressField,
      companyName: companyField,
      taxId: z.string().trim().max(20, "validation.tooLong").optional(),
    })
    .superRefine((value, ctx) => {
      checkTaxId(customerType, country, value.taxId, ctx, false);
      if (customerType === "corporate" && !value.companyName) {
        ctx.addIssue({ code: "custom", path: ["companyName"], message: "validation.companyRequired" });
      }
    }, always);
}

export const PasswordChangeSchema = z
  .object({
    intent: z.literal("password"),
    currentPassword: z.string({ error: required }).max(200),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: required }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation.passwordsDiffer",
    ...always,
  });

/** Moving the account to another address: asks for the current password; takes effect when the link mailed there is opened. */
export const EmailChangeSchema = z.object({
  intent: z.literal("email"),
  email: emailField,
  currentPassword: z.string({ error: required }).max(200),
});

export const NotificationsSchema = z.object({
  intent: z.literal("notifications"),
  permissionSms: z.boolean().optional(),
  permissionMail: z.boolean().optional(),
});

export const MfaConfirmSchema = z.object({
  intent: z.literal("mfa-confirm"),
  code: z
    .string({ error: required })
    .trim()
    .regex(/^\d{6}$/, "auth:verify.invalid"),
});

export const MfaDisableSchema = z.object({
  intent: z.literal("mfa-disable"),
  currentPassword: z.string({ error: required }).max(200),
});
