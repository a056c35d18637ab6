/** The V8 flags server.js sets on itself, given `process.execArgv` (v8-tuning.js). */
export function v8Tuning(execArgv: readonly string[]): string[];

/** A flag's name without its `--`/`--no-`, its value, and with `_` as `-`: what V8 treats as the same flag. */
export function flagName(flag: string): string;

/** Lowers the CPU priority of V8's worker threads to `V8_THREADS_NICE` (default 10; 0: left alone). Linux only. */
export function reniceV8Threads(
  env?: Record<string, string | undefined>,
  options?: { taskDir?: string; pid?: number; pidMax?: number },
): { nice: number; threads: number[] };

/** `V8_THREADS_NICE` read strictly: a whole number from 0 to 19, 10 when unset; throws otherwise. */
export function v8ThreadsNice(value: string | undefined): number;

/** V8's threads among the process's thread ids: the oldest but the main one, without libuv's newest `poolSize`. */
export function platformThreads(tids: readonly number[], pid: number, poolSize: number, pidMax?: number): number[];
