import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ThemeProvider } from "@mui/material/styles";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Html, html } from "~/lib/html";
import { i18nFor } from "~/lib/i18n.server";
import { themeFor } from "~/theme";
import { ServerList, rowsMarkup, type Column, type DataListProps } from "./DataList";

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

/** The same columns twice: cells as text and `html` markup (rows written as one string), and as React nodes. */
function columns(asMarkup: boolean): Column<Row>[] {
  const cell = (markup: Html, node: ReactNode) => (asMarkup ? markup : node);
  return [
    { field: "code", header: "Code", primary: true, sortable: true, render: (r) => cell(html`<span class="cell-mono">${r.code}</span>`, <span className="cell-mono">{r.code}</span>) },
    {
      field: "name",
      header: `Name "quoted"`,
      render: (r) =>
        cell(
          html`${r.name}<div class="cell-sub">${r.city ?? "—"}</div>`,
          <>
            {r.name}
            <div className="cell-sub">{r.city ?? "—"}</div>
          </>,
        ),
    },
    { field: "city", header: "City", hideOnPhone: true },
    { field: "n", header: "N", align: "right", render: (r) => r.n },
  ];
}

describe("ServerList", () => {
  it("writes rows of text and html cells as one string, the markup React writes for the same cells", () => {
    for (const props of [{}, { rowHref: (r: Row) => `/things/${r.id}?a=1&b=2` }, { selection: { formId: "bulk", name: "ids" } }]) {
      const fromString = render({ columns: columns(true), ...props });
      const fromReact = render({ columns: columns(false), ...props });
      expect(fromString).toBe(fromReact);
      expect(fromString).toContain("Ayşe &amp; &quot;Ortaklar&quot; &lt;Ltd&gt;");
      expect(fromString).not.toContain("<Ltd>");
    }
  });

  it("writes the rows as one string only when every cell is text or markup", () => {
    const cols = columns(true);
    const args = { rows: ROWS, columns: cols, classes: cols.map(() => undefined), primary: cols[0], getRowId: (r: Row) => r.id, rowHref: (r: Row) => `/things/${r.id}` };
    const cell = (r: Row, c: Column<Row>) => (c.render ? c.render(r) : String(r[c.field as keyof Row] ?? "—"));
    const markup = rowsMarkup({ ...args, cells: ROWS.map((r) => cols.map((c) => cell(r, c))) });
    expect(markup).toContain('<a class="row-link" href="/things/1" data-nav="" data-discover="true"><span class="cell-mono">KG-1</span></a>');
    expect(markup?.match(/<tr>/g)).toHaveLength(2);
    expect(rowsMarkup({ ...args, cells: ROWS.map((r) => [...cols.slice(1).map((c) => cell(r, c)), <b key="b">node</b>]) })).toBeNull();
  });
});
