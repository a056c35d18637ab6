import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSms, outboxSms } from "./sms.server";
import { closeDb, type DB } from "~/models/db.server";
import { createTestDb } from "~/models/test-db.server";

interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

let db: DB;
let server: http.Server;
let url: string;
const received: Received[] = [];
/** What the gateway answers next: a status and a body. */
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{"id":"m1"}' };

beforeAll(async () => {
  db = await createTestDb();
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: JSON.parse(raw) });
      setTimeout(() => {
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await closeDb();
});

const outboxRow = (id: number) =>
  db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("the HTTPS gateway adapter", () => {
  it("posts {to, text} as JSON with the bearer token and records the SMS as sent", async () => {
    const gateway = httpSms({ url, token: "secret-token-1" });
    const { outboxId } = await gateway.send({
      kind: "shipment-status-sms",
      to: "+49 221 555 0101",
      text: "Sendung KG…",
    });
    expect(received.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/sms",
      headers: { authorization: "Bearer secret-token-1", "content-type": "application/json" },
      body: { to: "+49 221 555 0101", text: "Sendung KG…" },
    });
    expect(await outboxRow(outboxId)).toMatchObject({
      kind: "shipment-status-sms",
      transport: "sms-http",
      status: "sent",
      to_address: "+49 221 555 0101",
      text_body: "Sendung KG…",
      file_name: null,
    });
  });

  it("throws on an answer other than 2xx (the queue retries), keeping the failure in the outbox", async () => {
    answer = { status: 503, body: '{"error":"busy"}' };
    const gateway = httpSms({ url });
    await expect(gateway.send({ kind: "shipment-status-sms", to: "+90 532 000 11 22", text: "x" })).rejects.toThrow(
      /HTTP 503: \{"error":"busy"\}/,
    );
    expect(received.at(-1)?.headers.authorization).toBeUndefined();
    const failed = await db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ transport: "sms-http", status: "failed", error: expect.stringContaining("503") });
  });

  it("gives up on a gateway that does not answer in time, and on one that is not there", async () => {
    answer = { status: 200, body: "{}", delayMs: 500 };
    await expect(httpSms({ url, timeoutMs: 100 }).send({ kind: "k", to: "+1", text: "x" })).rejects.toThrow(
      /SMS gateway/,
    );
    await expect(httpSms({ url: "http://127.0.0.1:1/sms" }).send({ kind: "k", to: "+1", text: "x" })).rejects.toThrow(
      /SMS gateway/,
    );
    answer = { status: 200, body: "{}" };
  });

  it("the default provider writes the SMS to the outbox only", async () => {
    const before = received.length;
    const { outboxId } = await outboxSms.send({
      kind: "shipment-status-sms",
      to: "+33 1 23 45 67 89",
      text: "Envoi …",
    });
    expect(await outboxRow(outboxId)).toMatchObject({ transport: "sms-outbox", status: "written", subject: "Envoi …" });
    expect(received.length).toBe(before);
  });
});
