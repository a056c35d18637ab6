import { beforeEach, describe, expect, it } from "vitest";
import {
  MAX_DEMO_FILES,
  MAX_DEMO_FILE_BYTES,
  addDemoFile,
  demoFile,
  displayName,
  listDemoFiles,
  removeDemoFile,
  resetDemoFiles,
} from "./files";

beforeEach(() => resetDemoFiles());

describe("demo files", () => {
  it("keeps the newest files up to the cap, newest first, without their bytes in the list", () => {
    for (let i = 0; i < MAX_DEMO_FILES + 3; i++)
      addDemoFile({ name: `f${i}.png`, kind: "png", bytes: new Uint8Array([i]) });
    const list = listDemoFiles();
    expect(list).toHaveLength(MAX_DEMO_FILES);
    expect(list[0].name).toBe(`f${MAX_DEMO_FILES + 2}.png`);
    expect(list.at(-1)?.name).toBe("f3.png");
    expect(list[0]).not.toHaveProperty("bytes");
    expect(demoFile(list[0].id)?.bytes).toEqual(new Uint8Array([MAX_DEMO_FILES + 2]));
  });

  it("refuses a file over its cap and removes by id", () => {
    expect(() =>
      addDemoFile({ name: "big.pdf", kind: "pdf", bytes: new Uint8Array(MAX_DEMO_FILE_BYTES + 1) }),
    ).toThrow();
    const file = addDemoFile({ name: "a.pdf", kind: "pdf", bytes: new Uint8Array(3) });
    expect(removeDemoFile(file.id)).toBe(true);
    expect(removeDemoFile(file.id)).toBe(false);
    expect(listDemoFiles()).toEqual([]);
  });

  it("shows a browser's file name without its path or control characters", () => {
    expect(displayName("C:\\Users\\ayşe\\fatura\u0000.pdf")).toBe("fatura.pdf");
    expect(displayName("../../etc/passwd")).toBe("passwd");
    expect(displayName("")).toBe("—");
  });
});
