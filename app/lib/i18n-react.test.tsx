import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
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

  it("fills plain placeholders itself, with the same answer as i18next for every kind of call", () => {
    const i18n = createInstance();
    void i18n.init({
      lng: "en",
      fallbackLng: "tr",
      initAsync: false,
      defaultNS: "common",
      fallbackNS: "common",
      ns: ["common"],
      resources: {
        en: {
          common: {
            range: "{{from}}–{{to}} of {{total}}",
            spaced: "{{ a }} and {{a}}, {{b}}",
            formatted: "{{n, number}} items",
            nested: "See $t(range)",
            odd: "Braces {{ left open",
            plain: "No placeholders",
            items_one: "{{count}} item in {{place}}",
            items_other: "{{count}} items in {{place}}",
            role: "A role",
            role_admin: "An admin",
          },
        },
        tr: { common: { onlyTr: "Sadece {{x}}" } },
      },
      interpolation: { escapeValue: false },
    });
    const calls: Array<[string, Record<string, unknown>]> = [
      ["range", { from: 1, to: 25, total: 100000 }],
      ["range", { from: "1", to: "25", total: "100.000" }],
      ["range", { from: 26, to: 50, total: 100000 }],
      ["range", { from: 1, to: 25 }],
      ["range", { from: 1, to: 25, total: 3, extra: "x" }],
      ["range", { from: 1, to: 25, total: 3, defaultValue: "d" }],
      ["range", { from: 1, to: 25, total: Number.NaN }],
      ["range", { from: 1, to: 25, total: null }],
      ["range", { from: 1, to: 25, total: { a: 1 } }],
      ["spaced", { a: "x", b: 2 }],
      ["formatted", { n: 1234 }],
      ["nested", { from: 1, to: 2, total: 3 }],
      ["odd", { left: 1 }],
      ["plain", { unused: 1 }],
      ["items", { count: 1, place: "Ankara" }],
      ["items", { count: 4, place: "Ankara" }],
      ["role", { context: "admin" }],
      ["onlyTr", { x: "TR" }],
      ["missing", { x: 1 }],
    ];
    const Filled = () => {
      const { t } = useTranslation();
      // Twice: the second call reads the remembered label.
      return <p>{[...calls, ...calls].map(([key, options]) => t(key, options as never)).join("|")}</p>;
    };
    const fixed = i18n.getFixedT("en");
    const expected = [...calls, ...calls].map(([key, options]) => fixed(key, options as never)).join("|");
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <Filled />
      </I18nextProvider>,
    );
    expect(html).toBe(`<p>${expected}</p>`);
    expect(expected).toContain("1–25 of 100000|1–25 of 100.000|26–50 of 100000|");
    expect(expected).toContain("x and x, 2|");
    expect(expected).toContain("4 items in Ankara|");
    expect(expected).toContain("An admin|Sadece TR|missing");

    // Once a label is known, filling it in asks i18next nothing.
    const asked = vi.spyOn(i18n, "t");
    const Range = () => {
      const { t } = useTranslation();
      return <p>{t("range", { from: 51, to: 75, total: 80 })}</p>;
    };
    expect(
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <Range />
        </I18nextProvider>,
      ),
    ).toBe("<p>51–75 of 80</p>");
    expect(asked).not.toHaveBeenCalled();
  });
});
