// One load run, in its own process (the scale benchmark pins it to a core of its own):
// `node bench/load.mjs '<json options>'` prints one JSON line with the figures.
//
// Without `overallRate` it is autocannon's closed loop: each connection sends its next request as soon as
// the last one has answered (the maximum throughput). With `overallRate` it is an open loop at a constant
// rate, as wrk2 does: request i is due at start + i / rate, whatever the server is doing, and its latency
// counts from when it was due, so a server that falls behind is charged for the queue it builds.
// autocannon's own rate mode does not measure that: every connection sends its share at the top of each
// second (bursts), and it corrects for coordinated omission with an expected interval of 1 ms instead of
// 1000 / rate ms, which adds about one made-up sample per millisecond of each response (against a server
// that always answers in 100 ms it reports p50 54 ms).
import http from "node:http";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2]);
const result = options.overallRate ? await paced(options) : await closed(options);
process.stdout.write(JSON.stringify(result) + "\n");

async function closed(options) {
  const result = await autocannon({
    ...options,
    renderProgressBar: false,
    renderResultsTable: false,
    renderLatencyTable: false,
  });
  const codes = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) codes[code] = stat.count;
  return {
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
  };
}

/** Open loop at `overallRate` requests/s over at most `connections` kept-alive sockets, for `duration` s. */
function paced({
  url,
  connections = 10,
  duration,
  overallRate,
  headers = {},
  requests = [{ path: "/" }],
  timeout = 10,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / overallRate;
  const total = Math.max(1, Math.floor(duration * overallRate));
  const latencies = [];
  /** [seconds into the run when the request was due, latency ms], to tell a cold start from a stall later on. */
  const timeline = [];
  const codes = {};
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  let settled = 0;
  const start = performance.now() + 20;
  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      const end = performance.now();
      const sorted = latencies.sort((a, b) => a - b);
      const at = (p) =>
        sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
      const elapsed = (end - start) / 1000;
      // The five slowest requests: when they were due (s into the run), how long they took (ms), how late the
      // generator sent them (ms).
      const worst = timeline
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([at, ms, lag]) => ({
          at: Math.round(at * 100) / 100,
          ms: Math.round(ms * 10) / 10,
          lag: Math.round(lag * 10) / 10,
        }));
      resolve({
        rps: sorted.length / Math.max(elapsed, 0.001),
        requests: sorted.length,
        p50: at(50),
        p90: at(90),
        p99: at(99),
        max: sorted.at(-1) ?? NaN,
        worst,
        errors,
        timeouts,
        non2xx,
        codes,
      });
    };
    const done = () => {
      if (++settled === total) finish();
    };
    const send = (i) => {
      const due = start + i * interval;
      const lag = performance.now() - due;
      const r = requests[i % requests.length];
      const req = http.request(
        new URL(r.path ?? "/", url),
        { agent, method: r.method ?? "GET", headers: { ...headers, ...r.headers }, timeout: timeout * 1000 },
        (res) => {
          res.on("data", () => {});
          res.on("end", () => {
            const latency = performance.now() - due;
            latencies.push(latency);
            timeline.push([(i * interval) / 1000, latency, lag]);
            codes[res.statusCode] = (codes[res.statusCode] ?? 0) + 1;
            if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
            done();
          });
        },
      );
      let timedOut = false;
      req.on("timeout", () => {
        timedOut = true;
        timeouts++;
        req.destroy(new Error("timeout"));
      });
      req.on("error", () => {
        if (!timedOut) errors++;
        done();
      });
      req.end(r.body);
    };
    // One timer per due time, set a little ahead so that a late timer never delays the next one.
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) send(next++);
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
}
