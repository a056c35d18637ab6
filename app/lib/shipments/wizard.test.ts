import { describe, expect, it } from "vitest";
import { laterStep, nest, nextStep, pickStepValues, previousStep } from "./wizard";

describe("wizard helpers", () => {
  it("keep only the step's own fields, as typed", () => {
    const form = new FormData();
    form.append("sender.name", "Ayşe");
    form.append("sender.city", "istanbul");
    form.append("receiver.name", "not this step");
    form.append("role", "admin");
    form.append("customerId", "12");
    expect(pickStepValues("sender", form)).toEqual({ "sender.name": "Ayşe", "sender.city": "istanbul", customerId: "12" });
  });

  it("nest dotted names for the form's defaults", () => {
    expect(nest({ "sender.name": "Ayşe", customerId: "3" })).toEqual({ sender: { name: "Ayşe" }, customerId: "3" });
  });

  it("move between steps", () => {
    expect(nextStep("sender")).toBe("receiver");
    expect(nextStep("cargo")).toBe("cargo");
    expect(previousStep("sender")).toBe("sender");
    expect(laterStep("cargo", "receiver")).toBe("cargo");
  });
});
