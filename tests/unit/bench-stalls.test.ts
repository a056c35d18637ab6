// bench/stalls.mjs: how the benchmark splits a slow request's time (running, GC, waiting for the core, steal, rest).
import { spawn } from "node:child_process";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { attribute, describe as describeStall, parseGcLog, readCounters, valueAt, watch, type Counters } from "../../bench/stalls.mjs";

const sample = (t: number, runMs: number, waitMs: number, stealTicks: number): Counters => ({ t, runMs, waitMs, stealTicks });

describe("valueAt", () => {
  const samples = [sample(0, 0, 0, 0), sample(10, 10, 0, 0), sample(20, 10, 10, 1)];
  it("interpolates a cumulative counter between the samples around a moment", () => {
    expect(valueAt(samples, 5, "runMs")).toBe(5);
    expect(valueAt(samples, 15, "runMs")).toBe(10);
    expect(valueAt(samples, 15, "waitMs")).toBe(5);
  });
  it("holds the first and last values outside the samples", () => {
    expect(valueAt(samples, -5, "runMs")).toBe(0);
    expect(valueAt(samples, 99, "waitMs")).toBe(10);
    expect(valueAt([], 1, "runMs")).toBeNaN();
  });
});

describe("parseGcLog", () => {
  it("reads bench/gc-log.mjs's lines onto the caller's clock and skips anything else", () => {
    expect(parseGcLog("1000.5 2.25 1\n1010 30 4\n\ngarbage\n", 1000)).toEqual([
      { start: 0.5, ms: 2.25, kind: 1 },
      { start: 10, ms: 30, kind: 4 },
    ]);
  });
});

describe("attribute", () => {
  // 100 ms: the thread ran 40 ms, waited 30 ms for the core, and the core lost 2 ticks (20 ms) to the host.
  const samples = [sample(0, 0, 0, 0), sample(50, 20, 30, 0), sample(100, 40, 30, 2)];
  it("splits a window into running, waiting, steal and the rest", () => {
    const a = attribute(samples, [], 0, 100, 10);
    expect(a).toMatchObject({ ms: 100, running: 40, waiting: 30, steal: 20, rest: 10, gc: 0, collections: 0 });
    expect(describeStall(a)).toBe("running 40 (gc pauses 0), waiting 30, steal 20, rest 10");
  });
  it("counts only the part of each pause inside the window", () => {
    const pauses = [
      { start: -5, ms: 10, kind: 1 }, // 5 ms inside
      { start: 40, ms: 20, kind: 2 }, // whole
      { start: 95, ms: 30, kind: 4 }, // 5 ms inside
      { start: 200, ms: 50, kind: 2 }, // outside
    ];
    expect(attribute(samples, pauses, 0, 100, 10)).toMatchObject({ gc: 30, collections: 3, longestPause: 30 });
  });
  it("never reports a negative rest", () => {
    expect(attribute([sample(0, 0, 0, 0), sample(10, 10, 5, 1)], [], 0, 10, 10).rest).toBe(0);
  });
});

describe.runIf(os.platform() === "linux")("on this machine", () => {
  it("reads the counters of a process and of one core or the whole machine", () => {
    const own = readCounters(process.pid, 0, 1);
    expect(own).toMatchObject({ t: 1 });
    expect(own!.runMs).toBeGreaterThan(0);
    expect(readCounters(process.pid, "", 1)!.stealTicks).toBeGreaterThanOrEqual(0);
    expect(readCounters(999_999_999, 0, 1)).toBeNull();
  });

  it("sees a process that computes as running, and one that sleeps as neither", async () => {
    // 300 ms of computation, then 300 ms asleep; it says when each begins.
    const child = spawn(process.execPath, ["-e", 'console.log("busy");const t=Date.now();while(Date.now()-t<300);console.log("asleep");setTimeout(()=>{},300)']);
    const watcher = watch({ pid: child.pid!, core: "", intervalMs: 5, now: () => performance.now() });
    const marks: Record<string, number> = {};
    child.stdout.on("data", (chunk: Buffer) => {
      for (const word of chunk.toString().split("\n")) if (word) marks[word] = performance.now();
    });
    await new Promise((resolve) => child.once("exit", resolve));
    const samples = watcher.stop();
    expect(samples.length).toBeGreaterThan(20);
    const busy = attribute(samples, [], marks.busy + 20, marks.asleep - 20, 10);
    const asleep = attribute(samples, [], marks.asleep + 30, marks.asleep + 250, 10);
    // Busy: running, or waiting for a core when the machine is shared; hardly any rest.
    expect(busy.ms).toBeGreaterThan(100);
    expect(busy.running + busy.waiting + busy.steal).toBeGreaterThan(0.6 * busy.ms);
    expect(asleep.running).toBeLessThan(0.2 * asleep.ms);
    expect(asleep.rest).toBeGreaterThan(0.6 * asleep.ms);
  });
});
