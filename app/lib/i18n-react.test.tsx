import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { useTranslation } from "./i18n-react";

function instance(lng: string) {
  const i18n = createInstance();
  void i18n.init({
    lng,
    fallbackLng: "tr",
    initAsync: false,
    defaultNS: "common",
    fallbackNS: "common",
    ns: ["common", "shipments"],
    resources: {
      tr: { common: { save: "Kaydet", hello: "Merhaba {{name}}", agents: "{{count}} temsilci" }, shipments: { title: "Gönderiler" } },
      en: { common: { save: "Save", hello: "Hello {{name}}", agents_one: "{{count}} agent", agents_other: "{{count}} agents" }, shipments: { title: "Shipments" } },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

function Labels({ ns }: { ns?: string[] }) {
  const { t, i18n } = useTranslation(ns);
  return (
    <p>
      {t("title")}|{t("save")}|{t("hello", { name: "Ada" })}|{t("missing")}|{i18n.language}
    </p>
  );
}

describe("useTranslation (app)", () => {
  it("translates like i18next: namespaces with fallback, interpolation, missing keys", () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={instance("tr")}>
        <Labels ns={["shipments", "common"]} />
      </I18nextProvider>,
    );
    expect(html).toBe("<p>Gönderiler|Kaydet|Merhaba Ada|missing|tr</p>");
  });

  it("keeps instances and languages apart", () => {
    const tr = instance("tr");
    const en = instance("en");
    const render = (i18n: ReturnType<typeof instance>) =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <Labels ns={["shipments", "common"]} />
        </I18nextProvider>,
      );
    expect(render(tr)).toContain("Gönderiler|Kaydet");
    expect(render(en)).toContain("Shipments|Save|Hello Ada");
    void tr.changeLanguage("en");
    expect(render(tr)).toContain("Shipments|Save");
  });

  it("does not remember a missing label: it answers once its namespace arrives", () => {
    const i18n = instance("tr");
    const render = () =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <Labels />
        </I18nextProvider>,
      );
    expect(render()).toContain("|missing|");
    i18n.addResource("tr", "common", "missing", "Artık var");
    expect(render()).toContain("|Artık var|");
  });

  it("answers plurals by count, the same as i18next, in each language, also when asked again", () => {
    const Counts = () => {
      const { t } = useTranslation();
      return <p>{[1, 6, 1, 6, 0].map((count) => t("agents", { count })).join("|")}|{t("agents", { count: 2, context: "x" })}</p>;
    };
    const render = (i18n: ReturnType<typeof instance>) =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <Counts />
        </I18nextProvider>,
      );
    expect(render(instance("en"))).toBe("<p>1 agent|6 agents|1 agent|6 agents|0 agents|2 agents</p>");
    expect(render(instance("tr"))).toBe("<p>1 temsilci|6 temsilci|1 temsilci|6 temsilci|0 temsilci|2 temsilci</p>");
  });
});
