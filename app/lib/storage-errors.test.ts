import { describe, expect, it } from "vitest";
import { isStorageFailure } from "./storage-errors";

describe("storage failures", () => {
  it.each([
    [{ code: "SQLITE_FULL" }, true],
    [{ code: "SQLITE_READONLY_DBMOVED" }, true],
    [{ code: "SQLITE_IOERR_WRITE" }, true],
    [{ code: "53100" }, true],
    [{ code: "ENOSPC" }, true],
    [{ code: "EACCES" }, true],
    [{ code: "EPERM" }, true],
    [new Error("wrapped", { cause: { code: "EROFS" } }), true],
    [{ code: "SQLITE_CONSTRAINT_UNIQUE" }, false],
    [new Error("plain"), false],
    [null, false],
  ])("%o → %s", (error, expected) => {
    expect(isStorageFailure(error)).toBe(expected);
  });
});
