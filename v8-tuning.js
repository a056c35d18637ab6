// V8 settings the production server applies to itself before any of the app's code loads (server.js), and why
// (docs/performance.md, session 17). Each is skipped when the command line already says something about it, so
// `node --allocation-site-pretenuring server.js` still measures V8's default for a comparison.

/**
 * Allocation-site pretenuring off. V8 allocates the objects of an allocation site straight into old space once
 * enough of them survive a scavenge. A render's objects die with their request, but some outlive one scavenge
 * (a request in flight, or a promise a library keeps a moment longer), so sites of the render got pretenured:
 * their objects then sat in old space pointing at the rest of their request, which every scavenge had to keep
 * and promote until a full collection. On the tracking page served by this server that was 156 kB promoted a
 * request; without pretenuring (and with the static router and theme fixes) 39 kB. Long-lived data (the
 * tariff index, caches) is copied out of the young generation once, as any object that lives is.
 */
const ALWAYS = ["--no-allocation-site-pretenuring"];

/**
 * On a single available core (a one-core machine, a container limited to one CPU set, `taskset -c 0`), the
 * garbage collector's work runs on the request thread instead of helper threads. The helpers cannot run beside
 * the request thread there, only instead of it: a major collection's concurrent marking took the core from the
 * requests for 100–250 ms at a time, where marking in small steps on the request thread holds it 2–11 ms.
 * Measured on the tracking form at 190 requests a second for 30 s, pinned to one core: p99 ÷ p50 14.9 (worst
 * request 72 ms) with the helpers, 3.5 (worst 15 ms) without. `--single-threaded-gc` is the same on the command
 * line; V8 cannot switch it, nor `--no-parallel-marking`, once it has started, so parallel marking inside the
 * final pause stays.
 */
const ONE_CORE = [
  "--no-concurrent-marking",
  "--no-concurrent-sweeping",
  "--no-concurrent-array-buffer-sweeping",
  "--no-parallel-scavenge",
  "--no-parallel-compaction",
  "--no-parallel-pointer-update",
];

/** The flag's name without its `--`/`--no-` and with `_` as `-`: what V8 treats as the same flag. */
function flagName(flag) {
  return flag.replace(/=.*$/, "").replaceAll("_", "-").replace(/^--(no-)?/, "");
}

/**
 * The flags to set, given the process's own command-line flags (`process.execArgv`) and the number of cores it
 * may run on (`os.availableParallelism()`).
 */
export function v8Tuning(execArgv, cores) {
  const given = new Set(execArgv.filter((arg) => arg.startsWith("--")).map(flagName));
  const wanted = cores <= 1 && !given.has("single-threaded-gc") && !given.has("single-threaded") ? [...ALWAYS, ...ONE_CORE] : ALWAYS;
  return wanted.filter((flag) => !given.has(flagName(flag)));
}
