import { describe, expect, it } from "vitest";
import { MAX_DEMO_FILE_BYTES } from "~/mock/files";
import { checkDemoFile, demoFileHeaders } from "./file-checks.server";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe("checkDemoFile", () => {
  it("judges by content, whatever the name and type say", async () => {
    expect(await checkDemoFile(new File([PNG], "photo.exe", { type: "application/x-msdownload" }))).toMatchObject({
      ok: true,
      kind: "png",
    });
    expect(await checkDemoFile(new File(["%PDF-1.7\n..."], "x.txt"))).toMatchObject({ ok: true, kind: "pdf" });
    expect(await checkDemoFile(new File(["MZ\u0090\u0000"], "photo.png", { type: "image/png" }))).toEqual({
      ok: false,
      error: "invalidType",
    });
  });

  it("refuses empty and too large files", async () => {
    expect(await checkDemoFile(new File([], "a.png"))).toEqual({ ok: false, error: "empty" });
    const big = new Uint8Array(MAX_DEMO_FILE_BYTES + 1);
    big.set(PNG);
    expect(await checkDemoFile(new File([big], "a.png"))).toEqual({ ok: false, error: "tooLarge" });
  });

  it("keeps SVG only sanitised", async () => {
    const result = await checkDemoFile(
      new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>x</script><rect/></svg>'], "a.svg"),
    );
    expect(result.ok).toBe(true);
    const text = new TextDecoder().decode(result.ok ? result.bytes : undefined);
    expect(text).toContain("<rect");
    expect(text).not.toMatch(/script|onload/);
  });

  it("serves a file sandboxed and unsniffed, with its name encoded", () => {
    const headers = demoFileHeaders("svg", 10, 'fatura "şubat".svg');
    expect(headers.get("Content-Type")).toBe("image/svg+xml");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(headers.get("Content-Disposition")).toContain(
      "filename=\"fatura __ubat_.svg\"; filename*=UTF-8''fatura%20%22%C5%9Fubat%22.svg",
    );
  });
});
