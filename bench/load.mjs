// One autocannon run, in its own process (the scale benchmark pins it to a core of its own):
// `node bench/load.mjs '<json options>'` prints one JSON line with the figures.
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2]);
const result = await autocannon({ ...options, renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
const codes = {};
for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) codes[code] = stat.count;
process.stdout.write(
  JSON.stringify({
    // Completed requests over the run's length (autocannon's per-second average reads 0 on short runs).
    rps: result.requests.total / Math.max(result.duration, 0.001),
    requests: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    codes,
  }) + "\n",
);
