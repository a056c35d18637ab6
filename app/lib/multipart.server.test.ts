import { describe, expect, it } from "vitest";
import { watchBody } from "../../tests/support/watched-body";
import type { TFunction } from "i18next";
import { PayloadTooLarge, readCsvUpload, readLimitedFormData } from "./multipart.server";

function upload(size: number) {
  const form = new FormData();
  form.set("intent", "import");
  form.set("file", new File([new Uint8Array(size).fill(65)], "big.csv", { type: "text/csv" }));
  return new Request("http://x/upload", { method: "POST", body: form });
}

describe("limited form reading", () => {
  it("reads a form under the limit with its file", async () => {
    const form = await readLimitedFormData(upload(1000), 10_000);
    expect(form.get("intent")).toBe("import");
    const file = form.get("file") as File;
    expect(file.name).toBe("big.csv");
    expect(file.size).toBe(1000);
  });

  it("refuses a body over the limit", async () => {
    await expect(readLimitedFormData(upload(20_000), 10_000)).rejects.toBeInstanceOf(PayloadTooLarge);
  });

  it("refuses by the declared length too", async () => {
    const request = new Request("http://x/upload", {
      method: "POST",
      body: "a=1",
      headers: { "Content-Length": "999999", "Content-Type": "application/x-www-form-urlencoded" },
    });
    await expect(readLimitedFormData(request, 10)).rejects.toBeInstanceOf(PayloadTooLarge);
  });

  it("reads a malformed multipart body as an empty form", async () => {
    const request = new Request("http://x/upload", {
      method: "POST",
      body: "garbage",
      headers: { "Content-Type": "multipart/form-data; boundary=zzz" },
    });
    const form = await readLimitedFormData(request, 1000);
    expect([...form.keys()]).toEqual([]);
  });

  it("drains a refused body to its end instead of cancelling it (cancelling resets the connection)", async () => {
    for (const request of [
      upload(20_000),
      new Request("http://x/upload", {
        method: "POST",
        body: new Blob(["x".repeat(50_000)]).stream(),
        duplex: "half",
      } as RequestInit & { duplex: "half" }),
    ]) {
      const size = (await request.clone().arrayBuffer()).byteLength;
      const watched = watchBody(request);
      await expect(readLimitedFormData(watched.request, 10_000)).rejects.toBeInstanceOf(PayloadTooLarge);
      expect({ read: watched.read(), cancelled: watched.cancelled() }).toEqual({ read: size, cancelled: false });
    }
  });
});

describe("an import's uploaded file", () => {
  const t = ((key: string, values?: Record<string, string>) =>
    `${key}${values ? JSON.stringify(values) : ""}`) as TFunction;
  const post = (file?: File) => {
    const form = new FormData();
    form.set("mode", "merge");
    if (file) form.set("file", file);
    return new Request("http://x/upload", { method: "POST", body: form });
  };

  it("reads the file as text, Windows-1254 included, with the rest of the form", async () => {
    // "Kuşçu" as Turkish Excel saves it: ş is 0xFE and ç 0xE7 in Windows-1254.
    const bytes = new Uint8Array([0x4b, 0x75, 0xfe, 0xe7, 0x75]);
    const upload = await readCsvUpload(post(new File([bytes], "prices.csv")), 10_000, t);
    expect(upload).toMatchObject({ ok: true, text: "Kuşçu" });
    if (upload.ok) {
      expect(upload.file.name).toBe("prices.csv");
      expect(upload.form.get("mode")).toBe("merge");
    }
  });

  it("answers 413 with the limit in megabytes over it, 400 without a file or with an empty one", async () => {
    const big = new File([new Uint8Array(3 * 1024 * 1024)], "big.csv");
    expect(await readCsvUpload(post(big), 2 * 1024 * 1024, t)).toEqual({
      ok: false,
      status: 413,
      error: 'common:upload.tooLarge{"max":"2"}',
    });
    expect(await readCsvUpload(post(), 10_000, t)).toEqual({ ok: false, status: 400, error: "common:upload.noFile" });
    expect(await readCsvUpload(post(new File([], "empty.csv")), 10_000, t)).toEqual({
      ok: false,
      status: 400,
      error: "common:upload.noFile",
    });
  });
});
