import { beforeEach, describe, expect, it } from "vitest";
import { TableQuery, initialData, resetDatatables, tableData } from "./datatables";

describe("data table rows", () => {
  beforeEach(() => resetDatatables());

  it("pages ten rows by default", () => {
    const page = tableData(TableQuery.parse({}));
    expect(page.data).toHaveLength(10);
    expect(page.total).toBe(initialData().length);
  });

  it("sorts by a column both ways, numbers as numbers", () => {
    const up = tableData(TableQuery.parse({ sort: "age", dir: "asc", perPage: "100" })).data.map((r) => Number(r.age));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = tableData(TableQuery.parse({ sort: "salary", dir: "desc", perPage: "100" })).data.map((r) =>
      Number(r.salary.replace(/\D/g, "")),
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it("filters by each column and by status", () => {
    const city = initialData()[0]!.city;
    const byCity = tableData(TableQuery.parse({ city, perPage: "100" }));
    expect(byCity.total).toBeGreaterThan(0);
    expect(byCity.data.every((r) => r.city.toLocaleLowerCase("tr").includes(city.toLocaleLowerCase("tr")))).toBe(true);
    const active = tableData(TableQuery.parse({ status: "2", perPage: "100" }));
    expect(active.data.every((r) => r.status === 2)).toBe(true);
    expect(active.total).toBe(initialData().filter((r) => r.status === 2).length);
  });

  it("refuses an unknown sort column", () => {
    expect(TableQuery.safeParse({ sort: "password" }).success).toBe(false);
  });
});
