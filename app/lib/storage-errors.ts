/**
 * Failures of the storage underneath the database (disk full, read-only or failing data folder):
 * the panel answers them with 503 "temporarily unavailable" instead of a generic error, and recovers
 * by itself once the storage works again (nothing is cached about the failure).
 */
const SQLITE_CODES = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY|LOCKED|PROTOCOL)/;
const PG_CODES = new Set(["53100", "53200", "57P01", "57P02", "57P03", "58030", "08006", "08001", "08004"]);
// EACCES and EPERM: a data folder whose permissions (or immutable attribute) forbid writing.
const NODE_CODES = new Set(["ENOSPC", "EROFS", "EIO", "EDQUOT", "ECONNREFUSED", "EACCES", "EPERM"]);

export function isStorageFailure(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (SQLITE_CODES.test(code) || PG_CODES.has(code) || NODE_CODES.has(code))) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isStorageFailure(cause);
}
