import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarFigure, DonutFigure, GaugeFigure, LineFigure, type ChartData } from "./charts";

const data: ChartData = {
  label: "Orders by month",
  categories: ["Jan", "Feb", "Mar"],
  series: [
    { label: "Earning", data: [95, 177, 284] },
    { label: "Expense", data: [-145, -80, -60], color: "warning" },
  ],
  format: (v) => `${v} units`,
};

/** The figures are drawn on the server: an SVG hidden from assistive technology, and their numbers as a table. */
describe("dashboard charts", () => {
  it.each([
    ["bar", <BarFigure key="bar" data={data} />],
    ["line", <LineFigure key="line" data={data} />],
  ])("the %s chart draws its series and tabulates every value", (_, chart) => {
    const html = renderToString(chart);
    expect(html).toMatch(/<svg[^>]*viewBox="0 0 420 220"[^>]*aria-hidden="true"/);
    expect(html).toContain("<caption>Orders by month</caption>");
    for (const cell of ["Jan", "Mar", "95 units", "-60 units", "Earning", "Expense"]) expect(html).toContain(cell);
  });

  it("draws bars on the first paint, at their height (no animation from zero)", () => {
    const html = renderToString(<BarFigure data={data} />);
    const heights = [...html.matchAll(/<path d="M[^"]*v(-?[\d.]+)/g)].map((m) => Math.abs(Number(m[1])));
    const rects = [...html.matchAll(/<rect[^>]*height="([\d.]+)"[^>]*class="MuiBarChart-element/g)].map((m) =>
      Number(m[1]),
    );
    expect([...heights, ...rects].some((h) => h > 0)).toBe(true);
  });

  it("gives the donut one row per slice and the gauge its percentage", () => {
    const donut = renderToString(
      <DonutFigure
        colors={["primary", "warning", "error"]}
        data={{
          label: "Orders",
          categories: ["Finished", "Pending", "Rejected"],
          series: [{ label: "Orders", data: [70, 52, 26] }],
        }}
      />,
    );
    expect(donut.match(/<tr>/g)).toHaveLength(4);
    const gauge = renderToString(<GaugeFigure value={83} label="Completed tasks" />);
    expect(gauge).toContain("<caption>Completed tasks</caption>");
    expect(gauge).toContain("83%");
  });
});
