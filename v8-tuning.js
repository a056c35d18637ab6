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
const FLAGS = ["--no-allocation-site-pretenuring"];

/** The flag's name without its `--`/`--no-` and with `_` as `-`: what V8 treats as the same flag. */
function flagName(flag) {
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
