import { code128Bars } from "~/lib/shipments/code128";

/** The tracking number as Code 128 bars, inline SVG (prints sharp at any size). */
export function Barcode({ value, height = 60, title }: { value: string; height?: number; title?: string }) {
  const { bars, width } = code128Bars(value);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      preserveAspectRatio="none"
      role="img"
      aria-label={title ?? value}
      shapeRendering="crispEdges"
      data-testid="barcode"
      data-value={value}
    >
      <rect width={width} height={height} fill="#fff" />
      <path fill="#000" d={bars.map((b) => `M${b.x} 0h${b.width}v${height}h-${b.width}z`).join("")} />
    </svg>
  );
}

/** A QR code from a module path drawn on the server (see qr.server.ts). */
export function QrCode({ qr, size = 96, title }: { qr: { size: number; d: string }; size?: number; title: string }) {
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      role="img"
      aria-label={title}
      shapeRendering="crispEdges"
      data-testid="qrcode"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path fill="#000" d={qr.d} />
    </svg>
  );
}
