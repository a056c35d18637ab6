// Types of bench/runs.mjs (a plain ES module, run without a compiler).
import type { combineRuns } from "./bars.mjs";

/** The combined runs as the Markdown tables `npm run bench:runs` prints. */
export function report(combined: ReturnType<typeof combineRuns>, files: string[]): string;
