import type { Submission } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { z } from "zod";
import type { PublicForm, PublicSchemas } from "~/lib/schemas/public-validators";

type Input<F extends PublicForm> = z.input<PublicSchemas[F]>;
type Validate<F extends PublicForm> = (formData: FormData) => Submission<Input<F>>;

interface ValidationOptions<F extends PublicForm> {
  shouldValidate: "onSubmit" | "onBlur";
  shouldRevalidate?: "onInput" | "onBlur";
  onValidate?: (context: { formData: FormData }) => Submission<Input<F>>;
}

/**
 * useForm options for the public forms: the zod schema is fetched right after the page is interactive
 * instead of being part of its first JavaScript. Until it has arrived a submit goes straight to the server,
 * which validates with the same schema and answers with the errors; from then on errors show on blur and
 * clear as the user types, as before. The HTML constraints (required, maxlength…) come from the loader
 * (getZodConstraint on the server), so they are in the page with or without JavaScript.
 */
export function useLazyValidation<F extends PublicForm>(
  form: F,
  revalidate: "onInput" | "onBlur" = "onInput",
): ValidationOptions<F> {
  const [validate, setValidate] = useState<Validate<F> | null>(null);
  useEffect(() => {
    let live = true;
    void import("~/lib/schemas/public-validators").then((m) => {
      if (live) setValidate(() => m.validatorFor(form) as unknown as Validate<F>);
    });
    return () => {
      live = false;
    };
  }, [form]);
  if (!validate) return { shouldValidate: "onSubmit" };
  return { shouldValidate: "onBlur", shouldRevalidate: revalidate, onValidate: ({ formData }) => validate(formData) };
}
