import { LANGUAGES } from "../i18n/i18n";

/**
 * The closed lists of the content area. Each drives the DB check, the zod enum, the select options
 * and the translation keys (`content:locations.*`, `content:blogStatuses.*`).
 */
export const CONTENT_LOCALES = LANGUAGES;
export const MENU_LOCATIONS = ["header", "footer"] as const;
export type MenuLocation = (typeof MENU_LOCATIONS)[number];
export const BLOG_STATUSES = ["draft", "published"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Uploaded images: at most 5 MB, sniffed by content. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["png", "jpg", "webp", "svg"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_MIME: Record<ImageType, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};
/** What the file picker offers; the server decides by content, never by this. */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/svg+xml";

/** The public URL of a stored upload. */
export function uploadUrl(name: string | null | undefined): string | null {
  return name ? `/uploads/${name}` : null;
}
