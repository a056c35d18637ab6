// v8-tuning.js: the V8 flags server.js sets on itself before the app loads (docs/performance.md, session 17).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { flagName, platformThreads, reniceV8Threads, v8ThreadsNice, v8Tuning } from "../../v8-tuning.js";

describe("v8Tuning", () => {
  it("turns allocation-site pretenuring off and lets old space grow to twice its live size", () => {
    expect(v8Tuning([])).toEqual(["--no-allocation-site-pretenuring", "--heap-growing-percent=100"]);
    expect(v8Tuning(["--max-old-space-size=512", "--enable-source-maps"])).toEqual(["--no-allocation-site-pretenuring", "--heap-growing-percent=100"]);
  });

  it("leaves alone what the command line already decides, in either spelling", () => {
    expect(v8Tuning(["--allocation-site-pretenuring"])).toEqual(["--heap-growing-percent=100"]);
    expect(v8Tuning(["--no_allocation_site_pretenuring"])).toEqual(["--heap-growing-percent=100"]);
    expect(v8Tuning(["--allocation_site_pretenuring", "--trace-gc"])).toEqual(["--heap-growing-percent=100"]);
    // `--heap-growing-percent=0` on the command line measures V8's own choice of headroom.
    expect(v8Tuning(["--heap-growing-percent=0"])).toEqual(["--no-allocation-site-pretenuring"]);
    expect(v8Tuning(["--heap_growing_percent=300", "--allocation-site-pretenuring"])).toEqual([]);
  });

  it("names flags this Node's V8 has (v8.setFlagsFromString ignores a name it does not know)", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--v8-options"], { maxBuffer: 16 * 1024 * 1024 });
    for (const flag of v8Tuning([])) {
      expect(stdout, flag).toContain(`--${flagName(flag)} (`);
    }
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

describe("V8's threads at a lower priority", () => {
  it("reads V8_THREADS_NICE strictly: 10 when unset, 0 to leave them alone", () => {
    expect(v8ThreadsNice(undefined)).toBe(10);
    expect(v8ThreadsNice("")).toBe(10);
    expect(v8ThreadsNice("0")).toBe(0);
    expect(v8ThreadsNice("19")).toBe(19);
    for (const bad of ["20", "-1", "1.5", "ten", "5 threads"]) expect(() => v8ThreadsNice(bad), bad).toThrow(/V8_THREADS_NICE/);
    expect(reniceV8Threads({ V8_THREADS_NICE: "0" })).toEqual({ nice: 0, threads: [] });
  });

  it("chooses the oldest threads but the main one, and leaves the newest poolSize (libuv's) alone", () => {
    expect(platformThreads([100, 106, 101, 102, 107, 103, 104, 105, 108, 109, 110], 100, 4)).toEqual([101, 102, 103, 104, 105, 106]);
    // Ids given out past the wrap-around count as newer than the process's own.
    expect(platformThreads([4_194_300, 4_194_301, 4_194_302, 5, 6], 4_194_300, 2, 4_194_304)).toEqual([4_194_301, 4_194_302]);
    // No more threads than the pool: it may not have started, so none is chosen.
    expect(platformThreads([100, 101, 102, 103, 104], 100, 4)).toEqual([]);
  });

  it.runIf(process.platform === "linux")(
    "in a process started like server.js, V8's threads run at the given nice and the thread pool's work at the request thread's",
    async () => {
      // An ES module entry, as server.js is; then a thread-pool job (pbkdf2) whose threads are found by their CPU time.
      const script = `
        import crypto from "node:crypto";
        import fs from "node:fs";
        import { reniceV8Threads } from ${JSON.stringify(new URL("../../v8-tuning.js", import.meta.url).href)};
        const { threads } = reniceV8Threads({ V8_THREADS_NICE: "7" });
        const stat = (tid) => fs.readFileSync("/proc/self/task/" + tid + "/stat", "utf8").split(") ")[1].split(" ");
        const cpu = () => new Map(fs.readdirSync("/proc/self/task").map((t) => [Number(t), Number(stat(t)[11])]));
        const before = cpu();
        await Promise.all([1, 2].map(() => new Promise((ok, fail) => crypto.pbkdf2("x", "salt", 600000, 32, "sha512", (e) => (e ? fail(e) : ok())))));
        const after = cpu();
        const pool = [...after].filter(([tid, t]) => tid !== process.pid && t - (before.get(tid) ?? 0) >= 5).map(([tid]) => tid);
        const nice = (tid) => Number(stat(tid)[16]);
        console.log(JSON.stringify({ threads: threads.map(nice), main: nice(process.pid), pool: pool.map(nice), poolInV8: pool.filter((t) => threads.includes(t)).length }));
      `;
      const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], { env: { ...process.env, UV_THREADPOOL_SIZE: "4" } });
      const seen = JSON.parse(stdout) as { threads: number[]; main: number; pool: number[]; poolInV8: number };
      expect(seen.threads.length).toBeGreaterThanOrEqual(4);
      expect(new Set(seen.threads)).toEqual(new Set([7]));
      expect(seen.main).toBe(0);
      expect(seen.pool.length).toBeGreaterThanOrEqual(1);
      expect(seen.pool.every((n) => n === 0)).toBe(true);
      expect(seen.poolInV8).toBe(0);
    },
    60_000,
  );
});
