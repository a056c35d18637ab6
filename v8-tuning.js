// V8 settings the production server applies to itself before any of the app's code loads (server.js), and why
// (docs/performance.md, session 17). Each is skipped when the command line already says something about it, so
// `node --allocation-site-pretenuring server.js` still measures V8's default for a comparison.
import fs from "node:fs";
import os from "node:os";

/**
 * Allocation-site pretenuring off. V8 allocates the objects of an allocation site straight into old space once
 * enough of them survive a scavenge. A render's objects die with their request, but some outlive one scavenge
 * (a request in flight, or a promise a library keeps a moment longer), so sites of the render got pretenured:
 * their objects then sat in old space pointing at the rest of their request, which every scavenge had to keep
 * and promote until a full collection. On the tracking page served by this server that was 156 kB promoted a
 * request; without pretenuring (and with the static router and theme fixes) 39 kB. Long-lived data (the
 * tariff index, caches) is copied out of the young generation once, as any object that lives is.
 */
const PRETENURING = "--no-allocation-site-pretenuring";

/**
 * Old space may grow to twice what was alive after the last full collection before the next one starts
 * (`--heap-growing-percent=100`). V8 chooses that headroom (1.1× to 4×) from how fast it believes a full collection
 * is, and it counts only the collector's time on the request thread (incremental steps and the final pause, 60–90
 * ms here). The concurrent marking on V8's background threads, 270–680 ms of CPU a collection on the benchmark's
 * 45 MB heap, is not in that figure; on a one-core server it comes out of the same core. So V8 often kept old space
 * about a fifth above its live size and started a full collection every 4–5 s under the shipments list at half
 * load, each one a cluster of slow requests; in other runs it chose twice. Fixed at twice: one every 25–30 s there,
 * and old space at most twice its live size (about 90 MB instead of 55; the server's RSS stayed within the
 * run-to-run spread). docs/performance.md, session 25.
 */
const HEAP_GROWING = "--heap-growing-percent=100";

const FLAGS = [PRETENURING, HEAP_GROWING];

/** The flag's name without its `--`/`--no-` and with `_` as `-`: what V8 treats as the same flag. */
export function flagName(flag) {
  return flag.replace(/=.*$/, "").replaceAll("_", "-").replace(/^--(no-)?/, "");
}

/**
 * The flags to set, given the process's own command-line flags (`process.execArgv`).
 *
 * Not here, measured and left out: on one core, keeping the collector's work on the request thread
 * (`--no-concurrent-marking`, `--no-concurrent-sweeping`, `--no-parallel-scavenge`…, which V8 accepts after
 * start-up; `--single-threaded-gc` and `--no-parallel-marking` crash it). Against V8's defaults in alternating
 * benchmark runs it met the half-load bar on as many pages and missed it on the cheapest ones every time
 * (docs/performance.md, session 17).
 */
export function v8Tuning(execArgv) {
  const given = new Set(execArgv.filter((arg) => arg.startsWith("--")).map(flagName));
  return FLAGS.filter((flag) => !given.has(flagName(flag)));
}

/**
 * V8's own threads at a lower CPU priority: `V8_THREADS_NICE` (0–19, default 10; 0 leaves them alone).
 *
 * The V8 platform's worker threads run the collector's concurrent marking and sweeping and the background
 * compilers. On a one-core server they take turns with the request thread: a major collection's 100–300 ms of
 * background marking halved the pages' share of the core while it lasted, and requests queued behind it (the
 * half-load tail, docs/performance.md). At nice 10 the request thread gets about 90% of a core both want (CFS
 * weights 1024 and 110, as for the password hashing), and the marking runs in the core's idle time; when there is
 * none, V8 finishes it on the request thread. Measured at half load: p99 down by a quarter to a half, the same
 * maximum throughput. At nice 19 the tail fell further, but the maximum throughput fell by a tenth: the background
 * compilers barely ran under full load.
 *
 * On Linux a thread's nice value is its own, and a new thread starts with its creator's. The request thread keeps
 * its priority, and so does libuv's thread pool (files, compression of data answers, DNS), which it started.
 */
export function reniceV8Threads(env = process.env, { taskDir = "/proc/self/task", pid = process.pid, pidMax = readPidMax() } = {}) {
  const nice = v8ThreadsNice(env.V8_THREADS_NICE);
  if (nice === 0 || process.platform !== "linux" || !fs.existsSync(taskDir)) return { nice, threads: [] };
  const threads = platformThreads(fs.readdirSync(taskDir).map(Number), pid, Number(env.UV_THREADPOOL_SIZE) || 4, pidMax);
  const done = [];
  for (const tid of threads) {
    try {
      os.setPriority(tid, nice);
      done.push(tid);
    } catch {
      // A thread that ended meanwhile; or a system that refuses: the server runs as before.
    }
  }
  return { nice, threads: done };
}

/** `V8_THREADS_NICE` read strictly: a whole number from 0 to 19, 10 when unset. */
export function v8ThreadsNice(value) {
  if (value === undefined || value === "") return 10;
  const nice = Number(value);
  if (!/^\d+$/.test(String(value).trim()) || nice > 19) throw new Error(`V8_THREADS_NICE must be a whole number from 0 to 19 (got "${value}")`);
  return nice;
}

/**
 * Which of the process's threads are V8's, given their ids. Node starts the V8 platform's threads before any
 * JavaScript runs, and libuv's thread pool (`poolSize` threads) when something first uses it: for an ES module
 * entry such as server.js that is the module loader itself, before the module's first line. Thread ids are given
 * out in creation order (counted from the process's own id, past the wrap-around at `pidMax`), so V8's threads
 * are the oldest ones but the main thread, and the pool's the newest `poolSize`. With no more threads than
 * `poolSize` the pool may not have started: none are chosen rather than risk one of the pool's.
 */
export function platformThreads(tids, pid, poolSize, pidMax = 4_194_304) {
  const others = tids.filter((tid) => Number.isInteger(tid) && tid !== pid).sort((a, b) => ((a - pid + pidMax) % pidMax) - ((b - pid + pidMax) % pidMax));
  return others.length > poolSize ? others.slice(0, others.length - poolSize) : [];
}

function readPidMax() {
  try {
    return Number(fs.readFileSync("/proc/sys/kernel/pid_max", "utf8").trim()) || 4_194_304;
  } catch {
    return 4_194_304;
  }
}
