/**
 * A table's entry for a key that came from a request (an `intent`, a path segment). Only the table's
 * own keys count: a plain object also answers `constructor`, `toString`, `__proto__` and the other
 * members of Object.prototype, which a lookup by bracket would hand back as if they were handlers.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>> | undefined, key: unknown): T | undefined {
  return table && typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined;
}
