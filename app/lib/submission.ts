import type { Submission } from "@conform-to/react";
import { getZodConstraint, parseWithZod as parseWithConform } from "@conform-to/zod/v4";
import { z } from "zod";

/**
 * Where every form's data becomes an object: conform's `parseWithZod`, with two rules added for
 * all forms at once.
 *
 * 1. A field the schema takes once (anything but an array) that arrives more than once is a field
 *    error. Conform turns a repeated key into an array, and the schemas' cross-field rules (which run
 *    even when a field failed, to show every error at once) would otherwise meet an array where they
 *    read a string. The answer keeps everything typed, like any other failed submission.
 * 2. Zod's own messages (for checks a schema gives no message of its own) become translation keys, so
 *    even an unexpected value is answered in the user's language.
 *
 * Same call and result as conform's `parseWithZod`; actions import it from here.
 */
export const REPEATED_FIELD = "common:validation.repeated";

type Constraints = ReturnType<typeof getZodConstraint>;
const constraintsBySchema = new WeakMap<object, Constraints | null>();

function constraintsOf(schema: z.ZodType): Constraints | null {
  let constraints = constraintsBySchema.get(schema);
  if (constraints === undefined) {
    // The form's fields are those of the object a schema starts from (`.transform` wraps it in a pipe).
    let form: z.ZodType = schema;
    for (
      let def = form._zod.def as { type: string; in?: z.ZodType };
      def.type === "pipe" && def.in;
      def = form._zod.def as typeof def
    )
      form = def.in;
    try {
      constraints = getZodConstraint(form);
    } catch {
      // A schema conform cannot describe (not an object at the root): no field names to check.
      constraints = null;
    }
    constraintsBySchema.set(schema, constraints);
  }
  return constraints;
}

/** Names the schema knows as single-value fields that the form data holds more than once. */
export function repeatedSingleFields(payload: FormData | URLSearchParams, schema: z.ZodType): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const [name] of payload.entries()) {
    if (seen.has(name)) repeated.add(name);
    else seen.add(name);
  }
  if (repeated.size === 0) return [];
  const constraints = constraintsOf(schema);
  if (!constraints) return [];
  return [...repeated].filter((name) => {
    try {
      const constraint: unknown = constraints[name];
      // Only the schema's own fields count (every one has `required`); others are dropped by the schema anyway.
      return (
        typeof constraint === "object" &&
        constraint !== null &&
        Object.hasOwn(constraint, "required") &&
        !(constraint as { multiple?: boolean }).multiple
      );
    } catch {
      return false;
    }
  });
}

/** Zod's built-in messages as the panel's translation keys (a schema's own messages take precedence). */
const messages: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined) return "validation.required";
  if (issue.code === "too_big" && issue.origin === "string") return "validation.tooLong";
  if (issue.code === "invalid_value") return "common:validation.choice";
  return "common:validation.invalid";
};

export function parseWithZod<Schema extends z.ZodType>(
  payload: FormData | URLSearchParams,
  options: { schema: Schema },
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  const repeated = repeatedSingleFields(payload, options.schema);
  if (repeated.length === 0) return parseWithConform(payload, { schema: options.schema, error: messages });
  return refusedSubmission<Schema>(payload, Object.fromEntries(repeated.map((name) => [name, [REPEATED_FIELD]])));
}

/** A failed submission of this form data with exactly these field errors (what was typed is echoed as usual). */
export function refusedSubmission<Schema extends z.ZodType = z.ZodType>(
  payload: FormData | URLSearchParams,
  errors: Record<string, string[]>,
) {
  const refuse = z.any().superRefine((_value, ctx) => {
    for (const [name, keys] of Object.entries(errors))
      for (const message of keys) ctx.addIssue({ code: "custom", path: [name], message });
  });
  return parseWithConform(payload, { schema: refuse }) as unknown as Submission<
    z.input<Schema>,
    string[],
    z.output<Schema>
  >;
}
