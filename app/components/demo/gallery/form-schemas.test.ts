import { describe, expect, it } from "vitest";
import { MASKS, PickersSchema, RepeaterSchema, ValidationSchema, todayIso, wizardSchema } from "./form-schemas";

const valid = {
  name: "Ayşe Yılmaz",
  email: "ayse@kargo.example.com",
  age: 34,
  postcode: "35000",
  role: "driver",
  start: todayIso(),
  services: ["freight"],
  password: "long-enough",
  confirm: "long-enough",
  terms: true,
};

describe("gallery form schemas", () => {
  it("validation accepts a complete form and names each field's error", () => {
    expect(ValidationSchema.safeParse(valid).success).toBe(true);
    const result = ValidationSchema.safeParse({
      ...valid,
      name: "A",
      age: 12,
      postcode: "35a",
      start: "2000-01-01",
      services: [],
      confirm: "other",
      terms: false,
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byField).toMatchObject({
      name: "common:validation.nameTooShort",
      age: "demo-gallery:forms.v.ageRange",
      postcode: "demo-gallery:forms.v.postcode",
      start: "demo-gallery:forms.v.notPast",
      services: "demo-gallery:forms.v.pickOne",
      confirm: "common:validation.passwordsDiffer",
      terms: "demo-gallery:forms.v.terms",
    });
  });

  it("the wizard checks the fields of its step and every earlier one", () => {
    const account = { step: "account", email: "a@b.co", password: "12345678" };
    expect(wizardSchema("account").safeParse(account).success).toBe(true);
    expect(wizardSchema("profile").safeParse({ ...account, step: "profile" }).success).toBe(false);
    expect(
      wizardSchema("profile").safeParse({ ...account, step: "profile", name: "Can", phone: "+90 532 1" }).success,
    ).toBe(true);
  });

  it("the repeater needs one to ten valid rows", () => {
    const row = { description: "Koli", quantity: 1, weight: 2.5 };
    expect(RepeaterSchema.safeParse({ reference: "R", items: [row] }).success).toBe(true);
    expect(RepeaterSchema.safeParse({ reference: "R", items: [] }).success).toBe(false);
    expect(RepeaterSchema.safeParse({ reference: "R", items: Array(11).fill(row) }).success).toBe(false);
    expect(RepeaterSchema.safeParse({ reference: "R", items: [{ ...row, quantity: 0 }] }).success).toBe(false);
  });

  it("masked values are kept as their digits, typed with or without the mask", () => {
    const parsed = PickersSchema.parse({
      phone: "0532 123 45 67",
      iban: "tr33 0006 1005 1978 6457 8413 26",
      tracking: "1234 5678 9012",
      date: "2026-05-01",
      time: "09:30",
    });
    expect(parsed).toMatchObject({ phone: "5321234567", iban: "TR330006100519786457841326", tracking: "123456789012" });
    expect(MASKS.phone("05321234567")).toBe("532 123 45 67");
    expect(MASKS.iban("tr330006100519786457841326")).toBe("TR33 0006 1005 1978 6457 8413 26");
    expect(PickersSchema.safeParse({ ...parsed, phone: "212 123 45 67" }).success).toBe(false);
  });
});
