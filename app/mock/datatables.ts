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

export const TableQuery = z.object({
  q: z.string().trim().max(200).default(""),
  perPage: intParam(10, 1, 100),
  page: intParam(1, 1, 100_000),
});

const TEXT_COLUMNS = ["full_name", "post", "email", "city", "start_date", "salary", "age", "experience"] as const;

/** One page of rows and the filtered total; `q` matches any text column. */
export function tableData(input: z.output<typeof TableQuery>) {
  const rows = state.get().rows.filter((r) => !input.q || TEXT_COLUMNS.some((c) => matches(r[c], input.q)));
  return { data: paginate(rows, input.page, input.perPage), total: rows.length };
}

/** Autocomplete options: the cities our lanes serve. */
export function autocompleteData(): Array<{ title: string }> {
  return COUNTRIES.flatMap((country) => CITIES[country].map((city) => ({ title: `${city}, ${country}` })));
}
