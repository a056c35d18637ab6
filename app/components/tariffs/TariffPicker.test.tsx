import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/lib/i18n/i18n.server";
import { TariffPicker } from "./TariffPicker";

// Without JavaScript (and in the server render) the picker is two plain inputs with the names a
// form posts, the values to start with, and a link to the finder.
function render(node: React.ReactNode, lng: "tr" | "en" = "en") {
  return renderToString(<I18nextProvider i18n={i18nFor(lng)}>{node}</I18nextProvider>);
}

describe("TariffPicker without JavaScript", () => {
  it("renders the two fields with their default names and values", () => {
    const html = render(<TariffPicker defaultGtipCode="0101.21.00.00.00" defaultDescription="Horses; live" required />);
    expect(html).toContain('name="gtipCode"');
    expect(html).toContain('value="0101.21.00.00.00"');
    expect(html).toContain('name="customsTariffDescription"');
    expect(html).toContain('value="Horses; live"');
    expect(html).toContain('href="/tariffs"');
    expect(html).toContain("GTIP code");
  });

  it("uses the names it is given, the form attribute and shows errors", () => {
    const html = render(
      <TariffPicker
        gtipCodeName="cargo.gtipCode"
        descriptionName="cargo.description"
        form="wizard"
        gtipCodeError="Enter a code"
      />,
      "tr",
    );
    expect(html).toContain('name="cargo.gtipCode"');
    expect(html).toContain('name="cargo.description"');
    expect(html).toContain('form="wizard"');
    expect(html).toContain("Enter a code");
    expect(html).toContain("GTİP kodu");
  });
});
