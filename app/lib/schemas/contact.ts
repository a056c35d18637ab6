import { z } from "zod";
import { emailField, phoneField, text } from "./fields";

/** The public contact form. The honeypot field is checked apart from the schema. */
export const ContactSchema = z.object({
  name: text({ min: 2, max: 100 }),
  email: emailField,
  phone: phoneField.optional(),
  subject: text({ min: 3, max: 150 }),
  message: z
    .string({ error: "validation.required" })
    .trim()
    .min(10, "contacts:validation.messageTooShort")
    .max(5000, "validation.tooLong"),
});
export type ContactInput = z.output<typeof ContactSchema>;
