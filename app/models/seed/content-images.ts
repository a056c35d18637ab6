import crypto from "node:crypto";
import { writeUpload } from "~/lib/uploads.server";

/**
 * The seed's images, drawn as small SVG files at seed time (our own artwork: gradients, simple
 * vehicle silhouettes, initials and word marks) and stored like uploads.
 */
function escape(text: string) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string,
  );
}

/** Stores one seeded image; `key` names its use, so no two rows share a file (replacing one removes it). */
export async function saveSvg(key: string, svg: string): Promise<string> {
  const name = `${crypto.createHash("sha256").update(key).update(svg).digest("hex").slice(0, 32)}.svg`;
  await writeUpload(name, svg);
  return name;
}

export const PALETTES = [
  ["#1e3a8a", "#2563eb"],
  ["#0f766e", "#14b8a6"],
  ["#7c2d12", "#ea580c"],
  ["#4c1d95", "#7c3aed"],
  ["#1f2937", "#475569"],
  ["#065f46", "#22c55e"],
] as const;

export type Vehicle = "truck" | "plane" | "ship" | "box" | "warehouse" | "customs";

const VEHICLES: Record<Vehicle, string> = {
  truck:
    '<path d="M0 60h220v-120h-220z"/><path d="M230 60h110l-10-70-50-50h-50z"/><circle cx="60" cy="80" r="28"/><circle cx="280" cy="80" r="28"/>',
  plane:
    '<path d="M-160 0l120-20 80-120h40l-40 120 140-10 40-50h30l-20 60 20 60h-30l-40-50-140-10 40 120h-40l-80-120z"/>',
  ship: '<path d="M-200 20h400l-60 80h-280z"/><path d="M-150 20v-60h90v60z"/><path d="M-50 20v-90h90v90z"/><path d="M50 20v-60h90v60z"/>',
  box: '<path d="M-100-60l100-50 100 50v120l-100 50-100-50z"/><path d="M-100-60l100 50 100-50M0-10v120" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="6"/>',
  warehouse:
    '<path d="M-180 100v-120l180-90 180 90v120z"/><path d="M-100 100v-90h200v90z" fill="#fff" fill-opacity=".25"/>',
  customs:
    '<path d="M-120-100h240v200h-240z"/><path d="M-80-50h160M-80 0h160M-80 50h100" stroke="#fff" stroke-opacity=".6" stroke-width="14"/><circle cx="90" cy="70" r="40" fill="#fff" fill-opacity=".35"/>',
};

/** A wide banner or cover: gradient, a vehicle silhouette and faint route lines (no text: the website writes the title). */
export function sceneSvg(width: number, height: number, palette: readonly [string, string], vehicle: Vehicle): string {
  const id = `g${palette[0].slice(1)}${vehicle}`;
  const scale = (height / 600).toFixed(3);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>` +
    `<path d="M0 ${height * 0.8} C ${width * 0.3} ${height * 0.55}, ${width * 0.6} ${height * 0.95}, ${width} ${height * 0.6}" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="6" stroke-dasharray="18 14"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="#fff" fill-opacity=".06"/>` +
    `<g transform="translate(${width * 0.72} ${height * 0.55}) scale(${scale})" fill="#fff" fill-opacity=".85">${VEHICLES[vehicle]}</g>` +
    `</svg>`
  );
}

/** A team member's portrait placeholder: initials on a coloured disc. */
export function avatarSvg(name: string, palette: readonly [string, string]): string {
  const initials = name
    .split(/\s+/)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toLocaleUpperCase("tr");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<rect width="400" height="400" fill="${palette[1]}"/>` +
    `<circle cx="200" cy="160" r="80" fill="#fff" fill-opacity=".25"/><path d="M60 400c20-90 80-130 140-130s120 40 140 130z" fill="#fff" fill-opacity=".25"/>` +
    `<text x="200" y="185" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="84" font-weight="700" fill="#fff">${escape(initials)}</text>` +
    `</svg>`
  );
}

/** A customer's word mark for the references strip. */
export function logoSvg(name: string, palette: readonly [string, string]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 160" width="480" height="160">` +
    `<rect x="16" y="40" width="80" height="80" rx="18" fill="${palette[0]}"/><path d="M36 100l20-40 20 40z" fill="#fff"/>` +
    `<text x="112" y="94" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="${palette[0]}">${escape(name)}</text>` +
    `</svg>`
  );
}
