/** The V8 flags server.js sets on itself, given `process.execArgv` (v8-tuning.js). */
export function v8Tuning(execArgv: readonly string[]): string[];
