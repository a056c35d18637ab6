import { describe, expect, it } from "vitest";
import { z } from "zod";
import { OfferSchema } from "./schemas/offers";
import { senderStepSchema } from "./schemas/shipments";
import { REPEATED_FIELD, parseWithZod, refusedSubmission, repeatedSingleFields } from "./submission";

const form = (pairs: Array<[string, string]>) => {
  const data = new FormData();
  for (const [k, v] of pairs) data.append(k, v);
  return data;
};

/** The field errors of a failed submission (null when it succeeded). */
const errorsOf = (submission: { status?: string; error?: unknown }) =>
  submission.status === "success" ? null : submission.error;

const Schema = z
  .object({ name: z.string().min(2), tags: z.array(z.string()).optional(), address: z.object({ city: z.string() }) })
  .superRefine((value, ctx) => {
    // Like the app's cross-field rules: it would fail on an array where it reads a string.
    if (value.address.city.toLowerCase() === "x")
      ctx.addIssue({ code: "custom", path: ["address", "city"], message: "x" });
  });

describe("parseWithZod (the app's)", () => {
  it("parses like conform when every field comes once", () => {
    const submission = parseWithZod(
      form([
        ["name", "Deniz"],
        ["address.city", "İzmir"],
        ["tags", "a"],
        ["tags", "b"],
      ]),
      { schema: Schema },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Deniz",
      tags: ["a", "b"],
      address: { city: "İzmir" },
    });
  });

  it("answers a repeated single-value field (nested too) as that field's error, before any rule runs", () => {
    const data = form([
      ["name", "Deniz"],
      ["address.city", "A"],
      ["address.city", "B"],
      ["name", "Other"],
      ["tags", "a"],
      ["tags", "b"],
      ["role", "x"],
      ["role", "y"],
    ]);
    expect(repeatedSingleFields(data, Schema).sort()).toEqual(["address.city", "name"]);
    const submission = parseWithZod(data, { schema: Schema });
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)).toEqual({ name: [REPEATED_FIELD], "address.city": [REPEATED_FIELD] });
    // What was typed comes back for the form.
    expect(submission.reply().initialValue).toMatchObject({ name: ["Deniz", "Other"], address: { city: ["A", "B"] } });
  });

  it("finds the fields of a schema behind a transform, and of the app's forms", () => {
    expect(
      repeatedSingleFields(
        form([
          ["currency", "EUR"],
          ["currency", "USD"],
        ]),
        OfferSchema,
      ),
    ).toEqual(["currency"]);
    const sender = form([
      ["step", "sender"],
      ["sender.county", "Kadıköy"],
      ["sender.county", "Moda"],
      ["sender.city", "İstanbul"],
    ]);
    const submission = parseWithZod(sender, { schema: senderStepSchema({ staff: false }) });
    expect(errorsOf(submission)).toEqual({ "sender.county": [REPEATED_FIELD] });
  });

  it("gives zod's own messages as translation keys", () => {
    const submission = parseWithZod(
      form([
        ["name", "D"],
        ["address.city", "x".repeat(5)],
        ["kind", "z"],
      ]),
      {
        schema: z.object({
          name: z.string().min(2),
          kind: z.enum(["a", "b"]),
          missing: z.string(),
          address: z.object({ city: z.string().max(3) }),
        }),
      },
    );
    expect(errorsOf(submission)).toEqual({
      name: ["common:validation.invalid"],
      kind: ["common:validation.choice"],
      missing: ["validation.required"],
      "address.city": ["validation.tooLong"],
    });
  });

  it("builds a refused submission with exactly the given errors", () => {
    const refused = refusedSubmission(
      form([
        ["currency", "EURO"],
        ["weight", "2,5"],
      ]),
      { currency: ["common:validation.choice"] },
    );
    expect(refused.status).toBe("error");
    expect(errorsOf(refused)).toEqual({ currency: ["common:validation.choice"] });
    expect(refused.reply().initialValue).toEqual({ currency: "EURO", weight: "2,5" });
  });
});
