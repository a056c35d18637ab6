import { describe, expect, it } from "vitest";
import { MAX_BATCH_LABELS, readLabelQuery } from "./label-formats";

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
