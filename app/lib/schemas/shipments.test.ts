import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  CargoStepSchema,
  addressSchema,
  senderStepSchema,
  normaliseGtip,
  parseMoneyToMinor,
  parseScaled,
  type PlaceChecker,
} from "./shipments";

function form(values: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  return fd;
}
function errors(s: { status?: string; error?: Record<string, string[] | null> | null }) {
  return s.status === "success" ? {} : (s.error ?? {});
}

describe("money input", () => {
  it.each([
    ["1250", 125000],
    ["1250,5", 125050],
    ["1250.50", 125050],
    ["1.250", 125000],
    ["1.250,50", 125050],
    ["1,250.50", 125050],
    ["1 250,50", 125050],
    ["0,99", 99],
  ])("%s → %i", (input, minor) => expect(parseMoneyToMinor(input)).toBe(minor));

  it.each(["", "abc", "1,2,3", "12.345,678", "1.25.0", "-5", "1.250.50"])("refuses %s", (input) =>
    expect(parseMoneyToMinor(input)).toBeNull(),
  );

  it("scales weights to grams", () => {
    expect(parseScaled("2,5", 3)).toBe(2500);
    expect(parseScaled("0.125", 3)).toBe(125);
    expect(parseScaled("1.2345", 3)).toBeNull();
  });
});

describe("GTIP / HS codes", () => {
  it("accepts 12 digits dotted or not, and 6-digit HS codes", () => {
    expect(normaliseGtip("0101.21.00.00.00")).toBe("0101.21.00.00.00");
    expect(normaliseGtip("010121000000")).toBe("0101.21.00.00.00");
    expect(normaliseGtip("8471.30")).toBe("8471.30");
    expect(normaliseGtip("847130")).toBe("8471.30");
  });
  it("refuses other lengths and chapter 00", () => {
    for (const bad of ["0101.21.00", "12345", "0101210000001", "0000.00", "abcd.ef", "8471.3"])
      expect(normaliseGtip(bad)).toBeNull();
  });
});

const places: PlaceChecker = {
  city: (n) => (n.toLocaleLowerCase("tr") === "istanbul" ? "İstanbul" : null),
  county: (_c, n) => (n.toLocaleLowerCase("tr") === "kadıköy" ? "Kadıköy" : null),
  district: (_c, _k, n) => (n.toLocaleLowerCase("tr").startsWith("caferağa") ? "Caferağa Mah" : null),
  zips: () => ["34710"],
};
const address = {
  name: "Ayşe Demir",
  country: "TR",
  city: "istanbul",
  county: "KADIKÖY",
  district: "caferağa mahallesi",
  address: "Moda Cad. No:5 D:3",
  zipCode: "34710",
  phone: "+90 533 111 22 33",
};

describe("address schema", () => {
  it("stores Turkish places as the official list spells them", () => {
    const s = parseWithZod(form(address), { schema: addressSchema(places) });
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect([s.value.city, s.value.county, s.value.district]).toEqual(["İstanbul", "Kadıköy", "Caferağa Mah"]);
  });

  it("names the first unknown level and a postal code of another neighbourhood", () => {
    expect(errors(parseWithZod(form({ ...address, city: "Gotham" }), { schema: addressSchema(places) })).city).toEqual([
      "shipments:validation.unknownCity",
    ]);
    expect(
      errors(parseWithZod(form({ ...address, county: "Nowhere" }), { schema: addressSchema(places) })).county,
    ).toEqual(["shipments:validation.unknownCounty"]);
    expect(
      errors(parseWithZod(form({ ...address, zipCode: "34000" }), { schema: addressSchema(places) })).zipCode,
    ).toEqual(["shipments:validation.zipMismatch"]);
  });

  it("requires county, neighbourhood and a 5-digit postal code in Turkey only", () => {
    const tr = errors(
      parseWithZod(form({ ...address, county: "", district: "", zipCode: "" }), { schema: addressSchema() }),
    );
    expect(Object.keys(tr).sort()).toEqual(["county", "district", "zipCode"]);
    const de = parseWithZod(
      form({ ...address, country: "DE", city: "Köln", county: "", district: "", zipCode: "50667" }),
      { schema: addressSchema(places) },
    );
    expect(de.status).toBe("success");
  });

  it("checks a Turkish tax or national id when given", () => {
    expect(errors(parseWithZod(form({ ...address, taxId: "12345678901" }), { schema: addressSchema() })).taxId).toEqual(
      ["shipments:validation.taxId"],
    );
    expect(parseWithZod(form({ ...address, taxId: "10000000146" }), { schema: addressSchema() }).status).toBe(
      "success",
    );
  });
});

const cargo = {
  step: "cargo",
  shippingType: "package",
  outsideShippingType: "export",
  width: "30",
  length: "20",
  height: "10",
  weight: "2,5",
  count: "2",
  unitPrice: "149,90",
  currency: "EUR",
  customsTariffDescription: "Pamuklu tişört",
  gtipCode: "6109.10.00.00.00",
  productCountry: "TR",
  acceptTransportTerms: "on",
  acceptUserAgreement: "on",
};

describe("cargo schema", () => {
  it("parses a package", () => {
    const s = parseWithZod(form(cargo), { schema: CargoStepSchema });
    expect(s.status).toBe("success");
    if (s.status === "success") expect([s.value.weight, s.value.unitPrice, s.value.count]).toEqual([2500, 14990, 2]);
  });

  it("requires both acceptances", () => {
    const { acceptTransportTerms: _a, acceptUserAgreement: _b, ...rest } = cargo;
    const e = errors(parseWithZod(form(rest), { schema: CargoStepSchema }));
    expect(e.acceptTransportTerms).toEqual(["shipments:validation.acceptTransportTerms"]);
    expect(e.acceptUserAgreement).toEqual(["shipments:validation.acceptUserAgreement"]);
  });

  it("needs dimensions, value and customs data for a package but not for documents", () => {
    const bare = {
      step: "cargo",
      outsideShippingType: "export",
      weight: "0,5",
      count: "1",
      currency: "TRY",
      acceptTransportTerms: "on",
      acceptUserAgreement: "on",
    };
    const pkg = errors(parseWithZod(form({ ...bare, shippingType: "package" }), { schema: CargoStepSchema }));
    expect(Object.keys(pkg).sort()).toEqual([
      "customsTariffDescription",
      "gtipCode",
      "height",
      "length",
      "productCountry",
      "unitPrice",
      "width",
    ]);
    expect(parseWithZod(form({ ...bare, shippingType: "document" }), { schema: CargoStepSchema }).status).toBe(
      "success",
    );
  });

  it("neither requires nor keeps value, currency, customs code and origin for documents", () => {
    const documents = {
      step: "cargo",
      shippingType: "document",
      outsideShippingType: "export",
      weight: "0,5",
      count: "1",
      acceptTransportTerms: "on",
      acceptUserAgreement: "on",
    };
    const bare = parseWithZod(form(documents), { schema: CargoStepSchema });
    expect(bare.status).toBe("success");
    // What the hidden fields still hold (typed before switching to documents) is ignored, not refused.
    const leftovers = parseWithZod(
      form({
        ...documents,
        unitPrice: "12,3456",
        currency: "XXX",
        gtipCode: "52",
        productCountry: "ZZ",
        customsTariffDescription: "Tişört",
      }),
      { schema: CargoStepSchema },
    );
    expect(leftovers.status).toBe("success");
    if (leftovers.status === "success") {
      expect(leftovers.value).toMatchObject({
        unitPrice: undefined,
        gtipCode: undefined,
        productCountry: undefined,
        customsTariffDescription: undefined,
      });
      expect(leftovers.value.currency).toMatch(/^(TRY|USD|EUR|GBP)$/);
    }
    // A package still requires and checks them.
    const pkg = errors(
      parseWithZod(
        form({
          ...documents,
          shippingType: "package",
          width: "1",
          length: "1",
          height: "1",
          currency: "XXX",
          gtipCode: "52",
          productCountry: "ZZ",
        }),
        { schema: CargoStepSchema },
      ),
    );
    expect(Object.keys(pkg).sort()).toEqual([
      "currency",
      "customsTariffDescription",
      "gtipCode",
      "productCountry",
      "unitPrice",
    ]);
  });

  it("refuses bad numbers and codes", () => {
    const e = errors(
      parseWithZod(form({ ...cargo, width: "0", weight: "abc", count: "100", unitPrice: "12,3456", gtipCode: "123" }), {
        schema: CargoStepSchema,
      }),
    );
    expect(Object.keys(e).sort()).toEqual(["count", "gtipCode", "unitPrice", "weight", "width"]);
  });
});

describe("sender step", () => {
  const sender = Object.fromEntries(Object.entries(address).map(([k, v]) => [`sender.${k}`, v]));
  it("needs a customer when staff book, not when customers do", () => {
    expect(
      errors(parseWithZod(form({ step: "sender", ...sender }), { schema: senderStepSchema({ staff: true, places }) }))
        .customerId,
    ).toEqual(["shipments:validation.customerRequired"]);
    expect(
      parseWithZod(form({ step: "sender", customerId: "7", ...sender }), {
        schema: senderStepSchema({ staff: true, places }),
      }).status,
    ).toBe("success");
    expect(
      parseWithZod(form({ step: "sender", ...sender }), { schema: senderStepSchema({ staff: false, places }) }).status,
    ).toBe("success");
  });
});

describe("a step's errors", () => {
  it("all show at once, cross-field rules included", () => {
    const e = errors(
      parseWithZod(
        form({ step: "cargo", shippingType: "package", outsideShippingType: "export", currency: "EUR", count: "1" }),
        { schema: CargoStepSchema },
      ),
    );
    expect(Object.keys(e).sort()).toEqual(
      [
        "acceptTransportTerms",
        "acceptUserAgreement",
        "customsTariffDescription",
        "gtipCode",
        "height",
        "length",
        "productCountry",
        "unitPrice",
        "weight",
        "width",
      ].sort(),
    );
    const a = errors(parseWithZod(form({ country: "TR" }), { schema: addressSchema(places) }));
    expect(Object.keys(a).sort()).toEqual(["address", "city", "county", "district", "name", "phone", "zipCode"]);
  });

  it("survive a missing address object", () => {
    const s = parseWithZod(form({ step: "receiver" }), { schema: senderStepSchema({ staff: false, places }) });
    expect(s.status).toBe("error");
  });
});
