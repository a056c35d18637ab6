// The pages the scale benchmark measures (bench/scale.ts) and bench/pair.mjs compares across builds, on a
// database made by bench/scale-data.ts. A plain ES module, so that pair.mjs runs without a compiler.
import Database from "better-sqlite3";
import { PASSWORD } from "./sign-in.mjs";

/** The last page (at most 2,000) of the shipments with `status` whose names contain `q`, 25 a page. */
export function deepShipmentPage(file, status, q, perPage = 25) {
  const sqlite = new Database(file, { readonly: true });
  const like = `%${q}%`;
  const row = sqlite
    .prepare(
      "select count(*) as n from shipments where status = ? and (receiver_name like ? or sender_name like ? or receiver_company_name like ? or sender_company_name like ?)",
    )
    .get(status, like, like, like, like);
  sqlite.close();
  const pages = Math.ceil(row.n / perPage);
  return { total: row.n, page: Math.min(2000, pages) };
}

/**
 * Every measured page, as targets for bench/load.mjs: `base` says which server answers (`b0`, the node:http
 * baseline, or the app), `headers` carry the admin's or the agent's session cookie, `expect` the status.
 */
export function benchPages(data, cookies, base) {
  const admin = { cookie: cookies.admin };
  const agent = { cookie: cookies.agent };
  const deep = deepShipmentPage(data.file, data.samples.deepStatus, data.samples.deepQuery);
  const tracking = data.samples.trackingNumbers.slice(0, 20).map((n) => ({ path: `/tracking?number=${n}` }));
  const tariff = (qs) => qs.map((q) => ({ path: `/tariffs?q=${encodeURIComponent(q)}` }));
  return [
    { key: "b0", label: "B0 node:http hello", kind: "baseline", base: "b0", requests: [{ path: "/" }], expect: 200 },
    {
      key: "b1",
      label: "B1 /tracking (empty form)",
      kind: "baseline",
      base: "app",
      requests: [{ path: "/tracking" }],
      expect: 200,
    },
    {
      key: "notFound",
      label: "404 page (size's minimal)",
      kind: "info",
      base: "app",
      requests: [{ path: "/bench-no-such-page" }],
      expect: 404,
    },
    {
      key: "home",
      label: "admin home",
      kind: "data",
      base: "app",
      headers: admin,
      requests: [{ path: "/" }],
      expect: 200,
    },
    {
      key: "shipments",
      label: "shipments p1 (admin)",
      kind: "data",
      base: "app",
      headers: admin,
      requests: [{ path: "/shipments" }],
      expect: 200,
    },
    {
      key: "shipmentsDeep",
      label: `shipments p${deep.page} status+q`,
      kind: "data",
      base: "app",
      headers: admin,
      requests: [
        { path: `/shipments?status=${data.samples.deepStatus}&q=${data.samples.deepQuery}&page=${deep.page}` },
      ],
      expect: 200,
    },
    // Page 1 of the same search: "deep page vs page 1 of the same query" (added alongside the bar's own comparison with the unfiltered page 1).
    {
      key: "shipmentsSearchFirst",
      label: "shipments p1 status+q",
      kind: "data",
      base: "app",
      headers: admin,
      requests: [{ path: `/shipments?status=${data.samples.deepStatus}&q=${data.samples.deepQuery}` }],
      expect: 200,
    },
    {
      key: "shipmentsAgent",
      label: "shipments p1 (agent)",
      kind: "data",
      base: "app",
      headers: agent,
      requests: [{ path: "/shipments" }],
      expect: 200,
    },
    {
      key: "detail",
      label: "shipment detail",
      kind: "data",
      base: "app",
      headers: admin,
      requests: [{ path: `/shipments/${data.samples.shipmentId}` }],
      expect: 200,
    },
    {
      key: "tracking",
      label: "public tracking lookup",
      kind: "tracking",
      base: "app",
      requests: tracking,
      expect: 200,
    },
    {
      key: "tariff3",
      label: "tariffs 3 letters",
      kind: "data",
      base: "app",
      headers: admin,
      requests: tariff(["pam", "çel", "mak", "hor", "ste", "ipe"]),
      expect: 200,
    },
    {
      key: "tariffWord",
      label: "tariffs words",
      kind: "data",
      base: "app",
      headers: admin,
      requests: tariff(["pamuklu kumaş", "horses", "stainless steel", "fındık", "printed books"]),
      expect: 200,
    },
    {
      key: "tariffCode",
      label: "tariffs codes",
      kind: "data",
      base: "app",
      headers: admin,
      requests: tariff(["0101", "8471.30", "610910", "8517.13", "3004.90"]),
      expect: 200,
    },
    {
      key: "freight",
      label: "freight list",
      kind: "data",
      base: "app",
      headers: admin,
      requests: [{ path: "/freight" }],
      expect: 200,
    },
    {
      key: "cod",
      label: "cash on delivery, collected (admin)",
      kind: "data",
      base: "app",
      headers: admin,
      requests: [{ path: "/cod?state=collected" }],
      expect: 200,
    },
    // Every figure of the reports screen over a year of shipments, all branches: grouped SQL over the report indexes.
    {
      key: "reports",
      label: "reports, 12 months (admin)",
      kind: "data",
      base: "app",
      headers: admin,
      requests: [{ path: "/reports?period=last_12_months" }],
      expect: 200,
    },
    {
      key: "offers",
      label: "offers list",
      kind: "data",
      base: "app",
      headers: admin,
      requests: [{ path: "/offers" }],
      expect: 200,
    },
    {
      key: "login",
      label: "login POST",
      kind: "login",
      base: "app",
      requests: [
        {
          path: "/login",
          method: "POST",
          body: new URLSearchParams({ email: "admin@kargo.test", password: PASSWORD }).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
        },
      ],
      expect: 303,
    },
  ];
}

/**
 * The exports the bench downloads whole, one at a time, as the admin: every shipment of the scale database
 * (100,000) as CSV and as XLSX. Measured for time and the server's memory, not for throughput.
 */
export function exportRuns(cookies) {
  return [
    {
      key: "export-csv",
      label: "Export 100k shipments CSV",
      path: "/shipments/export?format=csv",
      cookie: cookies.admin,
    },
    {
      key: "export-xlsx",
      label: "Export 100k shipments XLSX",
      path: "/shipments/export?format=xlsx",
      cookie: cookies.admin,
    },
  ];
}
