import { parseWithZod } from "../submission";
import { ForgotPasswordSchema, LoginSchema, RegisterSchema, ResetPasswordSchema } from "./account";
import { ContactSchema } from "./contact";
import { FreightRequestSchema } from "./freight";

/**
 * The zod schemas of the public forms, for validation in the browser. Public pages import this module
 * lazily (see useLazyValidation), so zod is not part of the JavaScript they need before they are
 * interactive; the server validates every submission with the same schemas.
 */
const SCHEMAS = {
  login: LoginSchema,
  register: RegisterSchema,
  forgotPassword: ForgotPasswordSchema,
  resetPassword: ResetPasswordSchema,
  contact: ContactSchema,
  freightRequest: FreightRequestSchema,
};

export type PublicSchemas = typeof SCHEMAS;
export type PublicForm = keyof PublicSchemas;

export function validatorFor(form: PublicForm) {
  const schema = SCHEMAS[form];
  return (formData: FormData) => parseWithZod(formData, { schema });
}
