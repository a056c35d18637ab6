import { describe, expect, it } from "vitest";
import { MAX_BATCH_LABELS, labelBatchLinks, readLabelQuery } from "./label-formats";

const query = (qs: string) => readLabelQuery(new URL(`http://x/shipments/labels?${qs}`));

describe("readLabelQuery", () => {
  it("keeps the ids in the order given, drops repeats, defaults to A6", () => {
    expect(query("id=5&id=2&id=5&id=9")).toEqual({ ok: true, ids: [5, 2, 9], format: "a6" });
    expect(query("id=1&format=thermal")).toEqual({ ok: true, ids: [1], format: "thermal" });
  });

  it("answers why a batch cannot print", () => {
    expect(query("format=a6")).toMatchObject({ ok: false, reason: "none" });
    expect(query("id=1&id=x")).toMatchObject({ ok: false, reason: "badId" });
    expect(query("id=01")).toMatchObject({ ok: false, reason: "badId" });
    expect(query("id=1&format=letter")).toMatchObject({ ok: false, reason: "badFormat" });
    const many = Array.from({ length: MAX_BATCH_LABELS + 1 }, (_, i) => `id=${i + 1}`).join("&");
    expect(query(many)).toMatchObject({ ok: false, reason: "tooMany", values: { max: MAX_BATCH_LABELS } });
    // Repeats do not count towards the cap.
    const repeated = Array.from({ length: MAX_BATCH_LABELS + 50 }, () => "id=7").join("&");
    expect(query(repeated)).toEqual({ ok: true, ids: [7], format: "a6" });
  });
});

describe("labelBatchLinks", () => {
  it("splits a large import into batches the label view accepts, in order", () => {
    const ids = Array.from({ length: MAX_BATCH_LABELS * 2 + 7 }, (_, i) => 1000 + i);
    const links = labelBatchLinks(ids, "thermal");
    expect(links.map((l) => [l.from, l.to])).toEqual([
      [1, MAX_BATCH_LABELS],
      [MAX_BATCH_LABELS + 1, MAX_BATCH_LABELS * 2],
      [MAX_BATCH_LABELS * 2 + 1, MAX_BATCH_LABELS * 2 + 7],
    ]);
    const printed = links.flatMap((l) => {
      const parsed = query(l.href.split("?")[1]!);
      expect(parsed.ok && parsed.format).toBe("thermal");
      return parsed.ok ? parsed.ids : [];
    });
    expect(printed).toEqual(ids);
  });

  it("prints a small import in one link", () => {
    expect(labelBatchLinks([3, 1, 2])).toEqual([
      { href: "/shipments/labels?id=3&id=1&id=2&format=a6", from: 1, to: 3 },
    ]);
  });
});
