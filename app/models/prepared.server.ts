import type { Compilable, CompiledQuery, Kysely, QueryResult } from "kysely";

/**
 * A query of fixed shape, built and compiled once per SQL dialect, run with each call's values: Kysely's
 * "splitting build, compile and execute" recipe, for the public hot paths. Building and compiling a query
 * is a few dozen small objects and a walk over them; a tracking lookup ran five statements, and that
 * walk was about a tenth of what the lookup cost on top of the empty form (docs/decisions/0005-prepared-queries-and-counts-kept-by-triggers.md).
 *
 *   const byNumber = prepared((db, p) => db.selectFrom("shipments").selectAll().where("tracking_number", "=", p("number")));
 *   const { rows } = await byNumber.execute(getDb(), { number });
 *
 * `p(name)` stands for a value given at each call. It must be a whole value of the query (a comparison's
 * operand, an inserted value, a `sql` template's `${…}`); the first compile throws when a placeholder ends
 * up inside another value or is missing from the compiled parameters. Values written in the builder itself
 * (a constant `1`) are kept as they were compiled. Compiled per dialect adapter, so one definition serves
 * SQLite and PostgreSQL, and a Kysely bound to a connection or a transaction shares its handle's compile.
 */
/** A connection for any schema: the compiled SQL depends on the dialect, not on the table types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema only types the builder, never the execution
type AnyDb = Kysely<any>;

export interface Prepared<Row, Names extends string> {
  execute(db: AnyDb, values: Record<Names, unknown>): Promise<QueryResult<Row>>;
  /** The compiled query with these values (for tests: the same as building the query afresh). */
  compiled(db: AnyDb, values: Record<Names, unknown>): CompiledQuery<Row>;
}

type Slot = { name: string } | { constant: unknown };

const MARK = "\u0000prepared\u0000";

export function prepared<DB, Row, Names extends string>(
  build: (db: Kysely<DB>, p: (name: Names) => never) => Compilable<Row>,
): Prepared<Row, Names> {
  const byAdapter = new WeakMap<object, { query: CompiledQuery<Row>; slots: Slot[] }>();
  const compile = (db: AnyDb) => {
    const adapter = db.getExecutor().adapter;
    let entry = byAdapter.get(adapter);
    if (!entry) {
      const names = new Set<string>();
      const query = build(db, (name) => {
        names.add(name);
        // Typed `never` so that it fits any operand; at run time it is a marked string found again after compiling.
        return `${MARK}${name}` as never;
      }).compile();
      const used = new Set<string>();
      const slots = query.parameters.map((value): Slot => {
        if (typeof value === "string" && value.includes(MARK)) {
          const name = value.slice(MARK.length);
          if (!value.startsWith(MARK) || !names.has(name))
            throw new Error(`prepared: placeholder inside another value: ${JSON.stringify(value)}`);
          used.add(name);
          return { name };
        }
        return { constant: value };
      });
      for (const name of names)
        if (!used.has(name))
          throw new Error(`prepared: placeholder "${name}" is not a parameter of the compiled query`);
      entry = { query, slots };
      byAdapter.set(adapter, entry);
    }
    return entry;
  };
  const withValues = (db: AnyDb, values: Record<string, unknown>): CompiledQuery<Row> => {
    const { query, slots } = compile(db);
    const parameters = slots.map((slot) => ("name" in slot ? values[slot.name] : slot.constant));
    return { ...query, parameters };
  };
  return {
    execute: (db, values) => db.executeQuery<Row>(withValues(db, values)),
    compiled: withValues,
  };
}
