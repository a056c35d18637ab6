import { z } from "zod";
import { addDays, avatarUrl, createRandom, intParam, isoDate, matches, paginate, processState } from "./core";
import { CITIES, COUNTRIES, emailLocal, people } from "./people";

/** The template's data-table and autocomplete samples. */
export interface TableRow {
  id: number;
  avatar: string;
  full_name: string;
  post: string;
  email: string;
  city: string;
  start_date: string;
  salary: string;
  age: string;
  experience: string;
  status: 1 | 2 | 3 | 4 | 5;
}

const POSTS = [
  "Operations Manager",
  "Customs Broker",
  "Truck Driver",
  "Warehouse Clerk",
  "Sales Agent",
  "Accountant",
  "Dispatcher",
  "Forklift Operator",
  "Key Account Manager",
  "IT Support",
];

function createRows(now: Date): TableRow[] {
  const rng = createRandom(7_808);
  return people(rng, 100).map((p, i) => {
    const country = rng.pick(COUNTRIES);
    return {
      id: i + 1,
      avatar: rng.chance(0.6) ? avatarUrl(p.fullName) : "",
      full_name: p.fullName,
      post: rng.pick(POSTS),
      email: `${emailLocal(p.fullName)}@kargo.example.com`,
      city: rng.pick(CITIES[country]),
      start_date: isoDate(addDays(now, -rng.int(30, 3650))),
      salary: `€${rng.int(1800, 9500).toLocaleString("en-US")}`,
      age: String(rng.int(21, 63)),
      experience: `${rng.int(0, 20)} Years`,
      status: rng.int(1, 5) as TableRow["status"],
    };
  });
}

const state = processState((now) => ({ rows: createRows(now) }));
export const resetDatatables = state.reset;

export function initialData(): TableRow[] {
  return state.get().rows;
}

const TEXT_COLUMNS = ["full_name", "post", "email", "city", "start_date", "salary", "age", "experience"] as const;
/** Columns a list can sort by; numbers (salary, age, status) sort as numbers. */
export const SORT_COLUMNS = [...TEXT_COLUMNS, "id", "status"] as const;
/** Columns with a search of their own (`full_name=…`: the rows whose name contains it). */
export const FILTER_COLUMNS = ["full_name", "post", "email", "city"] as const;

const columnFilter = z.string().trim().max(100).optional();

export const TableQuery = z.object({
  q: z.string().trim().max(200).default(""),
  perPage: intParam(10, 1, 100),
  page: intParam(1, 1, 100_000),
  sort: z.enum(SORT_COLUMNS).optional(),
  dir: z.enum(["asc", "desc"]).default("asc"),
  full_name: columnFilter,
  post: columnFilter,
  email: columnFilter,
  city: columnFilter,
  status: z.coerce.number().int().min(1).max(5).optional(),
});

const NUMERIC = new Set<string>(["id", "status", "salary", "age", "experience"]);
const sortValue = (row: TableRow, column: (typeof SORT_COLUMNS)[number]): number | string =>
  NUMERIC.has(column) ? Number(String(row[column]).replace(/\D/g, "")) : String(row[column]);

/** Every row that passes the search, the column filters and the status, in the asked order. */
export function filteredRows(input: Omit<z.output<typeof TableQuery>, "page" | "perPage">): TableRow[] {
  const rows = state
    .get()
    .rows.filter(
      (r) =>
        (!input.q || TEXT_COLUMNS.some((c) => matches(r[c], input.q))) &&
        FILTER_COLUMNS.every((c) => !input[c] || matches(r[c], input[c])) &&
        (input.status === undefined || r.status === input.status),
    );
  const { sort } = input;
  if (!sort) return rows;
  const sign = input.dir === "desc" ? -1 : 1;
  const collator = new Intl.Collator("tr");
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort);
    const y = sortValue(b, sort);
    const order = typeof x === "number" && typeof y === "number" ? x - y : collator.compare(String(x), String(y));
    return sign * order || a.id - b.id;
  });
}

/** One page of rows and the filtered total; `q` matches any text column, each column filter its own column. */
export function tableData(input: z.output<typeof TableQuery>) {
  const rows = filteredRows(input);
  return { data: paginate(rows, input.page, input.perPage), total: rows.length };
}

/** Autocomplete options: the cities our lanes serve. */
export function autocompleteData(): Array<{ title: string }> {
  return COUNTRIES.flatMap((country) => CITIES[country].map((city) => ({ title: `${city}, ${country}` })));
}
