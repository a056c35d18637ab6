// v8-tuning.js: the V8 flags server.js sets on itself before the app loads (docs/performance.md, session 17).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { v8Tuning } from "../../v8-tuning.js";

describe("v8Tuning", () => {
  it("turns allocation-site pretenuring off", () => {
    expect(v8Tuning([])).toEqual(["--no-allocation-site-pretenuring"]);
    expect(v8Tuning(["--max-old-space-size=512", "--enable-source-maps"])).toEqual(["--no-allocation-site-pretenuring"]);
  });

  it("leaves alone what the command line already decides, in either spelling", () => {
    expect(v8Tuning(["--allocation-site-pretenuring"])).toEqual([]);
    expect(v8Tuning(["--no_allocation_site_pretenuring"])).toEqual([]);
    expect(v8Tuning(["--allocation_site_pretenuring", "--trace-gc"])).toEqual([]);
  });

  it("sets flags V8 accepts after start-up: a process that sets them survives scavenges and full collections", async () => {
    // Some GC flags crash V8 when set once it has started (--single-threaded-gc, --no-parallel-marking): these
    // may not, on this Node and after an upgrade.
    const script = `
      import v8 from "node:v8";
      import { v8Tuning } from ${JSON.stringify(new URL("../../v8-tuning.js", import.meta.url).href)};
      for (const flag of v8Tuning([])) v8.setFlagsFromString(flag);
      const kept = [];
      for (let round = 0; round < 120; round++) {
        const batch = [];
        for (let i = 0; i < 20000; i++) batch.push({ i, text: "row " + i, nested: { round } });
        if (round % 3 === 0) kept.push(batch);
        if (kept.length > 12) kept.shift();
        if (round % 40 === 0) globalThis.gc();
      }
      console.log(kept.length);
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ["--expose-gc", "--input-type=module", "-e", script]);
    expect(stdout.trim()).toBe("12");
  }, 60_000);
});
