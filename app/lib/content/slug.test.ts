import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it.each([
    ["Şirketimiz Hakkında", "sirketimiz-hakkinda"],
    ["İSTANBUL Çıkışlı Gönderiler", "istanbul-cikisli-gonderiler"],
    ["Gümrük Müşavirliği & Depolama", "gumruk-musavirligi-ve-depolama"],
    ["Ağır Yük Taşımacılığı", "agir-yuk-tasimaciligi"],
    ["ıİşŞğĞçÇöÖüÜ", "iissggccoouu"],
    ["KVKK Aydınlatma Metni", "kvkk-aydinlatma-metni"],
    ["  Hava   Kargo -- 2026!  ", "hava-kargo-2026"],
    ["Straße über Köln", "strasse-uber-koln"],
    ["Expédition à l'étranger", "expedition-a-letranger"],
    ["Mersin Limanı'ndan haftalık sefer", "mersin-limanindan-haftalik-sefer"],
    ["Serviços de Logística", "servicos-de-logistica"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it("spells out & in the item's language", () => {
    expect(slugify("Air & Sea Freight", "en")).toBe("air-and-sea-freight");
    expect(slugify("Luft & Seefracht", "de")).toBe("luft-und-seefracht");
  });

  it("gives an empty slug for text without letters or digits", () => {
    expect(slugify("!!! ---")).toBe("");
  });

  it("cuts long titles without a trailing hyphen", () => {
    const slug = slugify("Çok ".repeat(80));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe("uniqueSlug", () => {
  it("numbers a slug that is taken", () => {
    expect(uniqueSlug("hakkimizda", new Set())).toBe("hakkimizda");
    expect(uniqueSlug("hakkimizda", new Set(["hakkimizda"]))).toBe("hakkimizda-2");
    expect(uniqueSlug("hakkimizda", new Set(["hakkimizda", "hakkimizda-2"]))).toBe("hakkimizda-3");
  });
});
