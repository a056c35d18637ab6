import { sql, type Expression, type SqlBool } from "kysely";

/*
 * Long lists read in keyset pages (exports): each page is the rows after the previous page's last one in the
 * list's order, found on the index, so the thousandth page costs what the first does (an offset would skip
 * and re-read every row before it).
 */
/** The rows a keyset walk reads at a time. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Reads a list in keyset pages: `read(after, limit)` answers the rows following `after` (the previous page's
 * last row, or null for the first), in the list's order. Stops at the first short page.
 */
export async function* keysetPages<Row>(
  read: (after: Row | null, limit: number) => Promise<Row[]>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const rows = await read(after, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}

/**
 * `(column, id) > (value, lastId)` for ascending lists, `<` for descending ones: the rows after a key.
 * Row values compare the same way on SQLite and PostgreSQL.
 */
export function afterKey(
  column: Expression<unknown>,
  id: Expression<unknown>,
  key: { value: unknown; id: number },
  dir: "asc" | "desc",
): Expression<SqlBool> {
  return sql<SqlBool>`(${column}, ${id}) ${sql.raw(dir === "desc" ? "<" : ">")} (${key.value}, ${key.id})`;
}
