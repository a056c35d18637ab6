import { z } from "zod";
import { EMAIL_FOLDERS, EMAIL_LABELS } from "~/mock/email";

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/** The one form shape for every change to mails: ids plus exactly one change (an empty field is absent). */
export const EmailUpdateSchema = z
  .object({
    emailIds: z.preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(z.coerce.number().int().positive())
        .min(1, "demo-email:errors.noneSelected")
        .max(500, "demo-email:errors.noneSelected"),
    ),
    isRead: flag.optional(),
    isStarred: flag.optional(),
    folder: z.enum(EMAIL_FOLDERS).optional(),
    label: z.enum(EMAIL_LABELS).optional(),
  })
  .refine(
    (v) => [v.isRead, v.isStarred, v.folder, v.label].filter((x) => x !== undefined).length === 1,
    "demo-email:errors.oneAction",
  );

const ADDRESS = z.email();

/** Comma- or semicolon-separated addresses, as typed in a recipients field. */
export function splitAddresses(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const recipients = z
  .string()
  .max(5000, "validation.tooLong")
  .optional()
  .superRefine((value, ctx) => {
    const list = splitAddresses(value);
    if (list.length > 50) ctx.addIssue({ code: "custom", message: "demo-email:errors.tooMany" });
    else if (list.some((a) => !ADDRESS.safeParse(a).success))
      ctx.addIssue({ code: "custom", message: "demo-email:errors.address" });
  });

/** Compose: the mail's own field names; sending needs a recipient, a draft does not. */
export const ComposeSchema = z
  .object({
    intent: z.enum(["send", "save-draft"]),
    to: recipients,
    cc: recipients,
    bcc: recipients,
    subject: z.string().trim().max(200, "validation.tooLong").optional(),
    message: z.string().max(50_000, "validation.tooLong").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.intent === "send" && splitAddresses(v.to).length === 0)
      ctx.addIssue({ code: "custom", path: ["to"], message: "demo-email:errors.toRequired" });
  });
