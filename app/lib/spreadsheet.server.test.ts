import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { readImportFile } from "./shipments/import-file.server";
import { zipWithinLimits } from "./spreadsheet.server";

/** A one-entry ZIP archive of `content`, deflated. */
function zipOf(name: string, content: Buffer): Uint8Array {
  const data = zlib.deflateRawSync(content);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const localPart = Buffer.concat([local, nameBytes, data]);
  const centralPart = Buffer.concat([central, nameBytes]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return new Uint8Array(Buffer.concat([localPart, centralPart, end]));
}

describe("zipWithinLimits", () => {
  it("passes a small archive and refuses one that unpacks past the limit", () => {
    expect(zipWithinLimits(zipOf("a.xml", Buffer.from("<a/>")), 20 * 1024 * 1024)).toBe(true);
    expect(zipWithinLimits(zipOf("bomb.xml", Buffer.alloc(25 * 1024 * 1024)), 20 * 1024 * 1024)).toBe(false);
    expect(zipWithinLimits(new Uint8Array([1, 2, 3]), 20 * 1024 * 1024)).toBe(false);
  });
});

describe("the shipment import's spreadsheet reader", () => {
  it("refuses an archive that would unpack past its ceiling before ExcelJS opens it", async () => {
    const bomb = zipOf("xl/worksheets/sheet1.xml", Buffer.alloc(60 * 1024 * 1024));
    expect(await readImportFile(bomb)).toMatchObject({ ok: false, error: "unreadable" });
  });
});
