import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { RegisterSchema, ResetPasswordSchema } from "./account";

/** The field errors of a submission (none when it succeeded). */
function errors(submission: {
  status?: string;
  error?: Record<string, string[] | null> | null;
}): Record<string, string[] | null> {
  return submission.status === "success" ? {} : (submission.error ?? {});
}

function form(values: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  return fd;
}

const valid = {
  name: "Ayşe Demir",
  email: "ayse@example.com",
  password: "longenough",
  customerType: "individual",
  country: "TR",
  taxId: "10000000146",
  acceptMembership: "on",
};

describe("register schema", () => {
  it("accepts a valid individual customer", () => {
    const s = parseWithZod(form(valid), { schema: RegisterSchema });
    expect(s.status).toBe("success");
  });

  it("needs the membership agreement", () => {
    const { acceptMembership: _, ...rest } = valid;
    const s = parseWithZod(form(rest), { schema: RegisterSchema });
    expect(errors(s).acceptMembership).toEqual(["validation.acceptMembership"]);
  });

  it("checks the id number by customer type", () => {
    expect(errors(parseWithZod(form({ ...valid, taxId: "10000000145" }), { schema: RegisterSchema })).taxId).toEqual([
      "validation.nationalId",
    ]);
    const corporate = parseWithZod(form({ ...valid, customerType: "corporate", taxId: "10000000146" }), {
      schema: RegisterSchema,
    });
    expect(errors(corporate).taxId).toEqual(["validation.taxNumber"]);
    expect(errors(corporate).companyName).toEqual(["validation.companyRequired"]);
    const ok = parseWithZod(
      form({ ...valid, customerType: "corporate", taxId: "1234567890", companyName: "Acme A.Ş." }),
      { schema: RegisterSchema },
    );
    expect(ok.status).toBe("success");
  });

  it("asks individuals abroad for a passport or id number, not the Turkish national id", () => {
    const german = { ...valid, country: "DE", taxId: "C01X00T47" };
    expect(parseWithZod(form(german), { schema: RegisterSchema }).status).toBe("success");
    expect(errors(parseWithZod(form({ ...german, taxId: "12" }), { schema: RegisterSchema })).taxId).toEqual([
      "validation.passportOrId",
    ]);
    // A Turkish resident still gives the 11-digit national id, checked as before.
    expect(
      errors(parseWithZod(form({ ...valid, country: "TR", taxId: "C01X00T47" }), { schema: RegisterSchema })).taxId,
    ).toEqual(["validation.nationalId"]);
    expect(errors(parseWithZod(form({ ...german, taxId: "" }), { schema: RegisterSchema })).taxId).toEqual([
      "validation.required",
    ]);
    expect(errors(parseWithZod(form({ ...german, country: "XX" }), { schema: RegisterSchema })).country).toEqual([
      "validation.country",
    ]);
  });

  it("checks a company's tax number in its country's format", () => {
    const company = { ...valid, customerType: "corporate", companyName: "Acme GmbH" };
    expect(
      parseWithZod(form({ ...company, country: "DE", taxId: "DE 123 456 789" }), { schema: RegisterSchema }).status,
    ).toBe("success");
    expect(
      errors(parseWithZod(form({ ...company, country: "DE", taxId: "1234567" }), { schema: RegisterSchema })).taxId,
    ).toEqual(["validation.foreignTaxNumber"]);
    expect(
      parseWithZod(form({ ...company, country: "PT", taxId: "PT501964843" }), { schema: RegisterSchema }).status,
    ).toBe("success");
    expect(
      parseWithZod(form({ ...company, country: "FR", taxId: "FR40303265045" }), { schema: RegisterSchema }).status,
    ).toBe("success");
    // Countries without a known format: a sane pattern (letters and digits, at least one digit).
    expect(
      parseWithZod(form({ ...company, country: "KE", taxId: "P051234567X" }), { schema: RegisterSchema }).status,
    ).toBe("success");
    expect(
      errors(parseWithZod(form({ ...company, country: "KE", taxId: "ABCDEF" }), { schema: RegisterSchema })).taxId,
    ).toEqual(["validation.foreignTaxNumber"]);
    // The Turkish VKN as before.
    expect(
      errors(parseWithZod(form({ ...company, country: "TR", taxId: "1234567891" }), { schema: RegisterSchema })).taxId,
    ).toEqual(["validation.taxNumber"]);
    expect(
      parseWithZod(form({ ...company, country: "TR", taxId: "1234567890" }), { schema: RegisterSchema }).status,
    ).toBe("success");
  });

  it("reports every problem at once, cross-field ones included", () => {
    const e = errors(
      parseWithZod(form({ ...valid, password: "short", taxId: "10000000145", acceptMembership: "" }), {
        schema: RegisterSchema,
      }),
    );
    expect(e.password).toEqual(["validation.passwordTooShort"]);
    expect(e.taxId).toEqual(["validation.nationalId"]);
    expect(e.acceptMembership).toBeTruthy();
  });

  it("explains short passwords and bad emails", () => {
    const s = parseWithZod(form({ ...valid, password: "short", email: "not-an-email" }), { schema: RegisterSchema });
    expect(errors(s).password).toEqual(["validation.passwordTooShort"]);
    expect(errors(s).email).toEqual(["validation.email"]);
  });
});

describe("reset password schema", () => {
  it("needs matching passwords", () => {
    const s = parseWithZod(form({ token: "t", password: "longenough", confirmPassword: "different1" }), {
      schema: ResetPasswordSchema,
    });
    expect(errors(s).confirmPassword).toEqual(["validation.passwordsDiffer"]);
  });
});
