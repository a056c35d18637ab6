import { z } from "zod";

/**
 * Sample pictures of the demo data (avatars, products, files, covers) as small SVGs drawn from
 * their name, so every `avatar`, `img` and `image` link in the sample data answers.
 */
export const IMAGE_KINDS = [
  "avatar",
  "product",
  "file",
  "knowledge",
  "cover",
  "page",
  "post",
  "photo",
  "pricing",
  "blog",
] as const;

export const ImageParams = z.object({
  kind: z.enum(IMAGE_KINDS),
  name: z
    .string()
    .regex(/^[\p{L}\p{N}?._-]{1,80}\.svg$/u, "name.svg")
    .transform((v) => v.slice(0, -4)),
});

function hue(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.codePointAt(0)!) % 360;
  return h;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function imageSvg(kind: (typeof IMAGE_KINDS)[number], name: string): string {
  const h = hue(`${kind}:${name}`);
  if (kind === "avatar") {
    const text = escapeXml(name.slice(0, 2).toLocaleUpperCase("tr"));
    return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="hsl(${h} 55% 88%)"/><text x="48" y="50" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="36" font-weight="600" fill="hsl(${h} 50% 32%)">${text}</text></svg>`;
  }
  if (kind === "file") {
    const ext = escapeXml(name.split("-").pop()!.slice(0, 4).toUpperCase());
    return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="80" viewBox="0 0 64 80"><path d="M4 4h40l16 16v56H4z" fill="hsl(${h} 60% 94%)" stroke="hsl(${h} 45% 45%)" stroke-width="3"/><path d="M44 4v16h16" fill="none" stroke="hsl(${h} 45% 45%)" stroke-width="3"/><text x="32" y="56" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="700" fill="hsl(${h} 45% 35%)">${ext}</text></svg>`;
  }
  const label = escapeXml(name.replace(/-/g, " ").slice(0, 28));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260" viewBox="0 0 400 260"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 60% 86%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 55% 72%)"/></linearGradient></defs><rect width="400" height="260" fill="url(#g)"/><rect x="150" y="70" width="100" height="80" rx="8" fill="none" stroke="hsl(${h} 40% 35%)" stroke-width="6"/><path d="M150 100h100M200 70v30" stroke="hsl(${h} 40% 35%)" stroke-width="6"/><text x="200" y="200" text-anchor="middle" font-family="sans-serif" font-size="20" fill="hsl(${h} 40% 25%)">${label}</text></svg>`;
}
