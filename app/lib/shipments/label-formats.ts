import { parseId } from "~/lib/ids";

/**
 * Label paper: A6 for office printers, 10×15 cm (100 × 150 mm) for thermal label printers. Sizes in
 * millimetres, as `@page { size }` and the sheets are written.
 */
export const LABEL_FORMATS = {
  a6: { width: 105, height: 148 },
  thermal: { width: 100, height: 150 },
} as const;

export type LabelFormat = keyof typeof LABEL_FORMATS;
export const LABEL_FORMAT_NAMES = Object.keys(LABEL_FORMATS) as LabelFormat[];

/** The most labels one batch prints: a few hundred pages is what a browser's print preview still handles well. */
export const MAX_BATCH_LABELS = 200;

/** A batch print's query: its ids in the order given (repeats dropped) and its paper, or why it cannot print. */
export type LabelQuery =
  { ok: true; ids: number[]; format: LabelFormat } | { ok: false; reason: string; values?: Record<string, number> };

export function readLabelQuery(url: URL): LabelQuery {
  const rawFormat = url.searchParams.get("format") || "a6";
  if (!(LABEL_FORMAT_NAMES as string[]).includes(rawFormat)) return { ok: false, reason: "badFormat" };
  const ids = new Set<number>();
  for (const value of url.searchParams.getAll("id")) {
    const id = parseId(value.trim());
    if (id === null) return { ok: false, reason: "badId" };
    ids.add(id);
    if (ids.size > MAX_BATCH_LABELS) return { ok: false, reason: "tooMany", values: { max: MAX_BATCH_LABELS } };
  }
  if (ids.size === 0) return { ok: false, reason: "none" };
  return { ok: true, ids: [...ids], format: rawFormat as LabelFormat };
}

/**
 * Links that print these shipments' labels in batches the label view takes (MAX_BATCH_LABELS each), in the order
 * given, with the positions (from 1) each batch covers.
 */
export function labelBatchLinks(ids: readonly number[], format: LabelFormat = "a6") {
  return Array.from({ length: Math.ceil(ids.length / MAX_BATCH_LABELS) }, (_, i) => {
    const batch = ids.slice(i * MAX_BATCH_LABELS, (i + 1) * MAX_BATCH_LABELS);
    return {
      href: `/shipments/labels?${batch.map((id) => `id=${id}`).join("&")}&format=${format}`,
      from: i * MAX_BATCH_LABELS + 1,
      to: i * MAX_BATCH_LABELS + batch.length,
    };
  });
}
