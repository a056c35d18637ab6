// Types of bench/stalls.mjs (a plain ES module, so that bench/load.mjs runs it without a compiler).

/** Cumulative counters at one moment: the main thread's CPU and run-queue time (ms), the core's steal (ticks). */
export interface Counters {
  t: number;
  runMs: number;
  waitMs: number;
  stealTicks: number;
}

/** A collection's pause on the main thread, on the caller's clock (ms). */
export interface Pause {
  start: number;
  ms: number;
  kind: number;
}

/** How a window of a paced run was spent on the server, in ms. */
export interface Stall {
  ms: number;
  running: number;
  gc: number;
  collections: number;
  longestPause: number;
  waiting: number;
  steal: number;
  rest: number;
}

export function readCounters(pid: number, core: number | "", now: number): Counters | null;
export function watch(options: { pid: number; core: number | ""; intervalMs?: number; now: () => number }): { stop(): Counters[] };
export function valueAt(samples: Counters[], t: number, key: keyof Omit<Counters, "t">): number;
export function parseGcLog(text: string, origin: number): Pause[];
export function attribute(samples: Counters[], pauses: Pause[], from: number, to: number, tickMs: number): Stall;
export function describe(stall: Stall): string;
