import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { test, expect } from "@playwright/test";
import {
  AppServer,
  BASE_PORT,
  Client,
  addCustomers,
  cargoStep,
  copyDraft,
  freshDir,
  prepareDraft,
  sleep,
} from "./harness";

/**
 * Graceful shutdown: on SIGTERM the server stops accepting connections, finishes the requests in
 * flight (bookings whose bodies are still arriving), closes idle keep-alive connections, closes the
 * database (WAL checkpointed, the -wal file gone) and exits 0.
 */
const SLOW = 6;

interface Reply {
  status: number;
  location?: string;
  connection?: string;
}

/** A booking whose body arrives in two halves: the request is in flight until `finish` sends the rest. */
function slowBooking(origin: string, cookie: string, body: string, agent: http.Agent) {
  const url = new URL("/shipments/new", origin);
  let finish!: () => void;
  const reply = new Promise<Reply>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          Origin: origin,
          Cookie: cookie,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode!, location: res.headers.location, connection: res.headers.connection }),
        );
      },
    );
    req.on("error", (e) => reject(new Error(`booking: ${e.message}`)));
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { reply, finish: () => finish() };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

test("SIGTERM: stops accepting, finishes requests in flight, closes the database, exits 0", async () => {
  test.setTimeout(120_000);
  const server = new AppServer(freshDir("shutdown"), BASE_PORT + 1);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await server.start();
    const emails = addCustomers(server, "stop", SLOW);
    const customers: Client[] = [];
    for (const email of emails) {
      const client = new Client(server.origin);
      await client.login(email);
      customers.push(client);
    }
    await prepareDraft(customers[0]);
    copyDraft(server, emails[0], emails.slice(1));

    // An idle keep-alive connection: the server must close it rather than wait for it.
    let idleClosed = false;
    await new Promise<void>((resolve, reject) => {
      const req = http.get(new URL("/healthz", server.origin), { agent: idleAgent }, (res) => {
        res.resume();
        res.on("end", () => resolve());
      });
      req.on("socket", (socket) => socket.once("close", () => (idleClosed = true)));
      req.on("error", reject);
    });

    // Requests in flight: bookings with half a body sent.
    const bookings = customers.map((client, i) => {
      const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
      return slowBooking(server.origin, cookie, new URLSearchParams(cargoStep(`shutdown ${i}`)).toString(), agent);
    });
    // Give the server (idle meanwhile) time to read the requests' headers: from then on they are in flight.
    await sleep(1_000);

    const signalled = Date.now();
    server.child!.kill("SIGTERM");
    // A busy server takes the signal once its event loop turns; then it no longer accepts connections
    // but stays alive, waiting for the bookings in flight.
    await expect.poll(() => server.log.includes("[stop] SIGTERM"), { timeout: 20_000 }).toBe(true);
    await sleep(200);
    expect(await canConnect(server.port), "new connections are refused").toBe(false);
    expect(server.child!.exitCode, "still running while requests are in flight").toBeNull();
    expect(idleClosed, "the idle keep-alive connection was closed").toBe(true);

    for (const b of bookings) b.finish();
    const replies = await Promise.all(bookings.map((b) => b.reply));
    for (const r of replies) expect(r.status, JSON.stringify(r)).toBe(303);
    for (const r of replies) expect(r.location).toMatch(/^\/shipments\/\d+$/);

    const lastAnswer = Date.now();
    const exit = await server.exited!;
    const stopMs = Date.now() - signalled;
    const afterLastMs = Date.now() - lastAnswer;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(afterLastMs, "exited soon after the last answer (no wait for keep-alive connections)").toBeLessThan(2_000);
    for (const r of replies) expect(r.connection, "answers begun during shutdown close their connection").toBe("close");
    expect(server.log).toContain("[stop] SIGTERM");
    // The database was closed: WAL checkpointed into the main file.
    const wal = `${server.dbFile}-wal`;
    expect(!fs.existsSync(wal) || fs.statSync(wal).size === 0, "the -wal file is gone or empty").toBe(true);

    const written = server.query(
      (db) =>
        db.prepare("select special_note from shipments where special_note like 'shutdown %'").all() as Array<{
          special_note: string;
        }>,
    );
    expect(written.map((r) => r.special_note).sort()).toEqual(customers.map((_, i) => `shutdown ${i}`).sort());
    console.log(
      `[faults] SIGTERM: ${SLOW} bookings in flight, all answered; exit 0 ${stopMs} ms after the signal, ${afterLastMs} ms after the last answer`,
    );
  } finally {
    agent.destroy();
    idleAgent.destroy();
    await server.ensureStopped();
  }
});
