import { data } from "react-router";
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from "kysely";
import { describeError } from "~/lib/error-summary.server";
import { isStorageFailure } from "~/lib/storage-errors";

/**
 * Wraps a Kysely dialect so that a failing storage (disk full, read-only data folder, database down)
 * surfaces as a 503 answer ("temporarily unavailable", Retry-After) rather than a 500, on every
 * page, data request and action alike. Other errors pass through untouched.
 */
function unavailable(error: unknown): never {
  if (isStorageFailure(error)) {
    console.error(`[db] storage failure: ${describeError(error)}`);
    throw data({ reason: "unavailable" }, { status: 503, headers: { "Retry-After": "30" } });
  }
  throw error;
}

let statements = 0;

/**
 * How many statements the app has sent to its database since the process started. A plain counter, so it
 * costs nothing per query; read before and after one request at a time it gives that request's statements
 * (tests/budgets: the SQL a page runs must not grow with the rows it shows).
 */
export function statementsRun() {
  return statements;
}

class GuardedConnection implements DatabaseConnection {
  constructor(private readonly inner: DatabaseConnection) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    statements += 1;
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (error) {
      unavailable(error);
    }
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class GuardedDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, GuardedConnection>();
  private readonly originals = new WeakMap<GuardedConnection, DatabaseConnection>();
  constructor(private readonly inner: Driver) {}
  async init() {
    try {
      await this.inner.init();
    } catch (error) {
      unavailable(error);
    }
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    let connection: DatabaseConnection;
    try {
      connection = await this.inner.acquireConnection();
    } catch (error) {
      unavailable(error);
    }
    let guarded = this.wrapped.get(connection);
    if (!guarded) {
      guarded = new GuardedConnection(connection);
      this.wrapped.set(connection, guarded);
      this.originals.set(guarded, connection);
    }
    return guarded;
  }
  private original(connection: DatabaseConnection) {
    return this.originals.get(connection as GuardedConnection) ?? connection;
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(this.original(connection), settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(this.original(connection));
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(this.original(connection));
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(this.original(connection));
  }
  destroy() {
    return this.inner.destroy();
  }
}

export class GuardedDialect implements Dialect {
  constructor(private readonly inner: Dialect) {}
  createAdapter() {
    return this.inner.createAdapter();
  }
  createDriver() {
    return new GuardedDriver(this.inner.createDriver());
  }
  createQueryCompiler() {
    return this.inner.createQueryCompiler();
  }
  createIntrospector(db: Parameters<Dialect["createIntrospector"]>[0]) {
    return this.inner.createIntrospector(db);
  }
}
