import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ThemeProvider } from "@mui/material/styles";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/lib/i18n/i18n.server";
import { themeFor } from "~/theme";
import { ServerList, type Column, type DataListProps } from "./DataList";

interface Row {
  id: number;
  code: string;
  name: string;
  city: string | null;
  n: number;
}

const ROWS: Row[] = [
  { id: 1, code: "KG-1", name: `Ayşe & "Ortaklar" <Ltd>`, city: "İzmir", n: 3 },
  { id: 2, code: "KG-'2'", name: "Bob", city: null, n: 0 },
];

function render(props: Omit<DataListProps<Row>, "rows" | "total" | "page" | "perPage" | "getRowId" | "label">) {
  return renderToStaticMarkup(
    <CacheProvider value={createCache({ key: "t" })}>
      <ThemeProvider theme={themeFor("light")}>
        <I18nextProvider i18n={i18nFor("tr")}>
          <MemoryRouter initialEntries={["/things?q=a"]}>
            <ServerList rows={ROWS} total={2} page={1} perPage={25} getRowId={(r) => r.id} label="Things" {...props} />
          </MemoryRouter>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
}

const COLUMNS: Column<Row>[] = [
  {
    field: "code",
    header: "Code",
    primary: true,
    sortable: true,
    render: (r) => <span className="cell-mono">{r.code}</span>,
  },
  {
    field: "name",
    header: `Name "quoted"`,
    render: (r) => (
      <>
        {r.name}
        <div className="cell-sub">{r.city ?? "—"}</div>
      </>
    ),
  },
  { field: "city", header: "City", hideOnPhone: true },
  { field: "n", header: "N", align: "right", render: (r) => r.n },
];

describe("ServerList", () => {
  it("renders its rows as React elements: data escaped, a link on the primary cell, labels for the phone cards", () => {
    const markup = render({ columns: COLUMNS, rowHref: (r: Row) => `/things/${r.id}?a=1&b=2` });
    expect(markup).toContain("Ayşe &amp; &quot;Ortaklar&quot; &lt;Ltd&gt;");
    expect(markup).not.toContain("<Ltd>");
    expect(markup).toMatch(
      /<a class="row-link"[^>]* href="\/things\/1\?a=1&amp;b=2"[^>]*><span class="cell-mono">KG-1<\/span><\/a>/,
    );
    expect(markup).toContain('data-label="Name &quot;quoted&quot;"');
    expect(markup).toContain('<td class="phone-hide" data-label="City">—</td>');
    expect(markup.match(/<tr>/g)).toHaveLength(3);
    expect(markup).not.toContain("data-nav");
  });

  it("binds row checkboxes to the selection's form", () => {
    const markup = render({ columns: COLUMNS, selection: { formId: "bulk", name: "ids" } });
    expect(markup).toMatch(/<input type="checkbox" form="bulk" aria-label="2" name="ids" value="2"\/>/);
  });

  it("links sort headers and pages to the same path with the query kept", () => {
    const markup = render({ columns: COLUMNS, sort: "code", dir: "asc" });
    expect(markup).toMatch(/href="\/things\?q=a&amp;sort=code&amp;dir=desc"/);
    expect(markup).toContain('aria-sort="ascending"');
  });
});
