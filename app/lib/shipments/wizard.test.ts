import { describe, expect, it } from "vitest";
import { turkeyPlaces } from "./places.server";
import {
  directionOf,
  laterStep,
  nest,
  nextStep,
  pickStepValues,
  previousStep,
  refusedFields,
  withoutRefused,
} from "./wizard";

describe("wizard helpers", () => {
  it("keep only the step's own fields, as typed", () => {
    const form = new FormData();
    form.append("sender.name", "Ayşe");
    form.append("sender.city", "istanbul");
    form.append("receiver.name", "not this step");
    form.append("role", "admin");
    form.append("customerId", "12");
    expect(pickStepValues("sender", form)).toEqual({
      "sender.name": "Ayşe",
      "sender.city": "istanbul",
      customerId: "12",
    });
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

describe("what a draft may keep", () => {
  it("refuses the values a step's schema refuses, and nothing for fields still empty", () => {
    const cargo = { currency: "EURO", weight: "2,5", count: "2" };
    const refused = refusedFields("cargo", cargo, false);
    expect(Object.keys(refused)).toEqual(["currency"]);
    expect(refused.currency).toEqual(["common:validation.choice"]);
    expect(withoutRefused(cargo, refused)).toEqual({ weight: "2,5", count: "2" });
    // An unfinished step is fine: only the name typed so far, or nothing at all.
    expect(refusedFields("sender", { "sender.name": "Deniz Kaya" }, true, turkeyPlaces)).toEqual({});
    expect(refusedFields("receiver", {}, false, turkeyPlaces)).toEqual({});
  });

  it("checks typed values against each other and against the place list, as the final create does", () => {
    const sender = {
      "sender.name": "Deniz Kaya",
      "sender.country": "TR",
      "sender.city": "İstanbul",
      "sender.county": "Kadıköy",
      "sender.district": "Caferağa",
      "sender.zipCode": "34000",
    };
    expect(Object.keys(refusedFields("sender", sender, false, turkeyPlaces))).toEqual(["sender.zipCode"]);
    expect(refusedFields("sender", { ...sender, "sender.zipCode": "34710" }, false, turkeyPlaces)).toEqual({});
    expect(Object.keys(refusedFields("sender", { "sender.name": " " }, false))).toEqual(["sender.name"]);
  });
});

describe("the direction decides which address is in Turkey", () => {
  const abroad = { "receiver.name": "Anna Schmidt", "receiver.country": "DE", "receiver.city": "Köln" };
  const home = { "receiver.name": "Deniz Kaya", "receiver.country": "TR" };
  it("sending abroad: the receiver abroad, never in Turkey", () => {
    expect(refusedFields("receiver", abroad, false, turkeyPlaces, "export")).toEqual({});
    expect(refusedFields("receiver", home, false, turkeyPlaces, "export")).toEqual({
      "receiver.country": ["shipments:validation.receiverAbroad"],
    });
  });

  it("getting from abroad: the receiver in Turkey and the sender abroad", () => {
    expect(refusedFields("receiver", abroad, false, turkeyPlaces, "import")).toEqual({
      "receiver.country": ["shipments:validation.receiverInTurkey"],
    });
    expect(
      refusedFields("sender", { outsideShippingType: "import", "sender.country": "TR" }, false, turkeyPlaces),
    ).toEqual({ "sender.country": ["shipments:validation.senderAbroad"] });
    expect(
      refusedFields("sender", { outsideShippingType: "import", "sender.country": "DE" }, false, turkeyPlaces),
    ).toEqual({});
    expect(directionOf({ outsideShippingType: "import" })).toBe("import");
    expect(directionOf({ outsideShippingType: "sideways" })).toBe("export");
  });
});
