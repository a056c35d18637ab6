import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/i18n";
import { receiverLanguage } from "./language";
import { renderStatusMail, renderStatusSms, trackingUrl, type StatusNotice } from "./messages.server";

const notice: StatusNotice = {
  audience: "receiver",
  trackingNumber: "KG12345678903",
  status: "out_for_delivery",
  location: "Köln",
  occurredAt: "2026-11-27T08:30:00Z",
  failureReason: null,
  nextAttemptOn: null,
  trackingUrl: trackingUrl("https://kargo.example.com", "KG12345678903"),
};

describe("status notifications", () => {
  it("take the receiver's language from the destination country", () => {
    expect(["TR", "DE", "at", "CH", "FR", "BE", "PT", "BR", "US", "JP", "", null].map(receiverLanguage)).toEqual([
      "tr",
      "de",
      "de",
      "de",
      "fr",
      "fr",
      "pt",
      "pt",
      "en",
      "en",
      "en",
      "en",
    ]);
  });

  it("are written in each language with the status, the place and the public tracking link", () => {
    const subjects = Object.fromEntries(LANGUAGES.map((lng) => [lng, renderStatusMail(notice, lng).subject]));
    expect(subjects).toEqual({
      tr: "Gönderi KG 1234 5678 903: Dağıtımda",
      en: "Shipment KG 1234 5678 903: Out for delivery",
      de: "Sendung KG 1234 5678 903: In Zustellung",
      fr: "Envoi KG 1234 5678 903 : En cours de livraison",
      pt: "Envio KG 1234 5678 903: Em distribuição",
    });
    const de = renderStatusMail(notice, "de");
    expect(de.text).toContain(
      "Das Paket KG 1234 5678 903, das zu Ihnen unterwegs ist, hat einen neuen Status: In Zustellung.",
    );
    expect(de.text).toContain("Köln");
    expect(de.text).toContain("Sendung verfolgen: https://kargo.example.com/tracking?number=KG12345678903");
    expect(de.html).toContain(
      '<a href="https://kargo.example.com/tracking?number=KG12345678903">Sendung verfolgen</a>',
    );
    expect(renderStatusSms(notice, "de")).toBe(
      "Sendung KG 1234 5678 903: In Zustellung (Köln). Verfolgen: https://kargo.example.com/tracking?number=KG12345678903",
    );
    expect(renderStatusSms(notice, "tr")).toMatch(/^Gönderi KG 1234 5678 903: Dağıtımda \(Köln\)\. Takip: https:/);
  });

  it("tell the sender why they get it, and say why a delivery attempt failed and when the next one is", () => {
    const failed = renderStatusMail(
      { ...notice, audience: "sender", failureReason: "closed", nextAttemptOn: "2026-11-28" },
      "en",
    );
    expect(failed.subject).toBe("Shipment KG 1234 5678 903: Delivery attempt failed (closed)");
    expect(failed.text).toContain("Your shipment KG 1234 5678 903 has a new status: Delivery attempt failed (closed).");
    expect(failed.text).toContain("Next delivery attempt: 28 Nov 2026");
    expect(failed.text).toContain("your account allows notifications by mail");
  });

  it("escape what they repeat in the HTML version", () => {
    const html = renderStatusMail({ ...notice, location: "<b>Köln</b>" }, "en").html;
    expect(html).toContain("&lt;b&gt;Köln&lt;/b&gt;");
    expect(html).not.toContain("<b>");
  });
});
