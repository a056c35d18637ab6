import { encode } from "uqr";

/** A QR code as one SVG path (one unit per module, a 2-module quiet zone), encoded on the server. */
export function qrPath(text: string): { size: number; d: string } {
  const qr = encode(text, { ecc: "M", border: 2 });
  const parts: string[] = [];
  qr.data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size: qr.size, d: parts.join("") };
}
