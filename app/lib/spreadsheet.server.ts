import zlib from "node:zlib";

const MAX_ZIP_ENTRIES = 200;

/**
 * Whether a ZIP archive unpacks to at most `maxUnpackedBytes`, found by inflating every entry with that ceiling
 * (the sizes an archive declares can lie). ExcelJS unpacks the whole archive in memory, so a small file that
 * unpacks to gigabytes is refused here first.
 */
export function zipWithinLimits(bytes: Uint8Array, maxUnpackedBytes: number): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return false;
  const entries = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  if (entries > MAX_ZIP_ENTRIES) return false;
  let budget = maxUnpackedBytes;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) return false;
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const local = buf.readUInt32LE(at + 42);
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) return false;
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (compressed === 0xffffffff || start + compressed > buf.length) return false;
    const data = buf.subarray(start, start + compressed);
    if (method === 0) budget -= compressed;
    else if (method === 8) {
      try {
        budget -= zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).byteLength;
      } catch {
        return false;
      }
    } else return false;
    if (budget < 0) return false;
  }
  return true;
}
