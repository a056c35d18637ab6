import { describe, expect, it } from "vitest";
import { watchBody } from "../../tests/support/watched-body";
import { PayloadTooLarge, readLimitedFormData } from "./multipart.server";

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
