// What a slow request of a half-load pass was waiting for (bench/load.mjs, docs/performance.md, session 23).
//
// While a paced pass runs, the load generator reads every few milliseconds, from /proc, the server's main thread
// (time on the CPU, time runnable but waiting for the core: /proc/<pid>/task/<pid>/schedstat, in ns) and the
// server's core (time the hypervisor gave to another guest: `steal` in /proc/stat, in clock ticks). With the GC
// pauses bench/gc-log.mjs writes, a slow request's time splits into:
//   running  the main thread was on the CPU: other requests queued ahead, a collection, a slow render;
//   gc       of which, collection pauses on the main thread (PerformanceObserver "gc" entries). The incremental
//            marking steps V8 runs on the main thread between pauses count as running only: in session 23's CPU
//            profiles the collector's main-thread time over a whole pass was about twice the pauses, and in the
//            slowest requests' windows about the same as the pauses.
//   waiting  the main thread could run but the core was busy with something else (V8's or libuv's threads,
//            another process pinned there);
//   steal    the virtual core was not running at all (the host ran someone else);
//   rest     none of these: the server was idle or blocked (I/O), or the request was late to arrive.
// Counters are cumulative, so a window's share is the difference of the values interpolated at its ends.

import fs from "node:fs";

/** Reads the cumulative counters once. Missing files (not Linux, process gone) read as null. */
export function readCounters(pid, core, now) {
  try {
    const [run, wait] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ").map(Number);
    // "cpu " (the first line) is the whole machine, "cpuN " one core.
    const stat = "\n" + fs.readFileSync("/proc/stat", "utf8");
    const start = stat.indexOf(`\ncpu${core} `);
    if (start < 0) return null;
    const line = stat.slice(start + 1, stat.indexOf("\n", start + 1)).split(/\s+/);
    // cpuN user nice system idle iowait irq softirq steal ...
    return { t: now, runMs: run / 1e6, waitMs: wait / 1e6, stealTicks: Number(line[8] ?? 0) };
  } catch {
    return null;
  }
}

/** Samples the counters every `intervalMs` until stopped; `now` is the caller's clock (performance.now). */
export function watch({ pid, core, intervalMs = 5, now }) {
  const samples = [];
  const take = () => {
    const s = readCounters(pid, core, now());
    if (s) samples.push(s);
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** A cumulative counter at time t, interpolated between the samples around it (clamped to the first and last). */
export function valueAt(samples, t, key) {
  if (!samples.length) return NaN;
  if (t <= samples[0].t) return samples[0][key];
  const last = samples[samples.length - 1];
  if (t >= last.t) return last[key];
  let lo = 0;
  let hi = samples.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (samples[mid].t <= t) lo = mid;
    else hi = mid;
  }
  const a = samples[lo];
  const b = samples[hi];
  return a[key] + ((b[key] - a[key]) * (t - a.t)) / (b.t - a.t || 1);
}

/** `<start ms> <pause ms> <kind>` lines (bench/gc-log.mjs, monotonic clock), on the caller's clock (minus `origin`). */
export function parseGcLog(text, origin) {
  const pauses = [];
  for (const line of text.split("\n")) {
    const [start, ms, kind] = line.trim().split(" ").map(Number);
    if (Number.isFinite(start) && Number.isFinite(ms)) pauses.push({ start: start - origin, ms, kind: kind || 0 });
  }
  return pauses;
}

/** How the window [from, to] (the caller's clock, ms) was spent, in ms; see the head of this file. */
export function attribute(samples, pauses, from, to, tickMs) {
  const diff = (key) => valueAt(samples, to, key) - valueAt(samples, from, key);
  const running = diff("runMs");
  const waiting = diff("waitMs");
  const steal = diff("stealTicks") * tickMs;
  let gc = 0;
  let collections = 0;
  let longest = 0;
  for (const p of pauses) {
    const overlap = Math.min(to, p.start + p.ms) - Math.max(from, p.start);
    if (overlap > 0) {
      gc += overlap;
      collections++;
      longest = Math.max(longest, p.ms);
    }
  }
  const ms = to - from;
  return {
    ms,
    running,
    gc: Math.min(gc, ms),
    collections,
    longestPause: longest,
    waiting,
    steal,
    rest: Math.max(0, ms - running - waiting - steal),
  };
}

/** "running 80 (gc 31), waiting 12, steal 40, rest 5": one request's or pass's split, rounded to ms. */
export function describe(a) {
  const r = (x) => Math.round(x);
  return `running ${r(a.running)} (gc pauses ${r(a.gc)}), waiting ${r(a.waiting)}, steal ${r(a.steal)}, rest ${r(a.rest)}`;
}
