// Preloaded into the app server by `npm run bench` (`node --import ./bench/gc-log.mjs server.js`): writes each
// garbage collection's pause on the main thread to BENCH_GC_LOG, one line per collection:
//   <start, ms on the system's monotonic clock> <pause ms> <kind: 1 minor, 4 major, 8 incremental, 16 weak callbacks>
// The monotonic clock (CLOCK_MONOTONIC, process.hrtime's) is the one every process shares whatever the wall clock
// does: the server starts minutes before a pass, and a virtual machine's wall clock can be stepped meanwhile.
// bench/load.mjs reads it after a half-load pass to say how much of a slow request's time was a collection's
// pause. Lines are buffered and written once a second (and at exit), so the pass's requests never wait on a
// write. The app itself knows nothing of it; without BENCH_GC_LOG it does nothing.
import fs from "node:fs";
import { PerformanceObserver, performance } from "node:perf_hooks";

const file = process.env.BENCH_GC_LOG;
if (file) {
  const fd = fs.openSync(file, "a");
  // performance's time 0 on the monotonic clock, in ms.
  const origin = Number(process.hrtime.bigint()) / 1e6 - performance.now();
  let lines = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      lines.push(`${(origin + entry.startTime).toFixed(3)} ${entry.duration.toFixed(3)} ${entry.detail?.kind ?? 0}\n`);
    }
  }).observe({ entryTypes: ["gc"] });
  const flush = () => {
    if (!lines.length) return;
    fs.writeSync(fd, lines.join(""));
    lines = [];
  };
  setInterval(flush, 1000).unref();
  process.on("exit", flush);
}
