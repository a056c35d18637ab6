import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { AppServer, BASE_PORT, Client, freshDir, offerForm } from "./harness";

/**
 * The documented backup and restore, with the app running and writing: `npm run db:backup` while an
 * admin keeps creating offers, then stop the app, `npm run db:restore -- <file>`, start it again. The
 * backup holds every offer acknowledged before it started and passes its integrity check; the restored
 * app serves the database as it was at the backup.
 */
function npm(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const base: NodeJS.ProcessEnv = { ...process.env };
    // The embedded database of DATA_DIR, whatever the surrounding run configures.
    delete base.DATABASE_URL;
    const child = spawn("npm", args, { env: { ...base, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

test("online backup while the app writes, then the documented restore", async () => {
  test.setTimeout(180_000);
  const dir = freshDir("backup");
  const server = new AppServer(dir, BASE_PORT + 4);
  try {
    await server.start();
    const admin = new Client(server.origin);
    await admin.login("admin@kargo.test");

    // A writer that never stops until told: one offer after another, each acknowledged with its id.
    const acked: Array<{ id: number; at: number }> = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const answer = await admin.post("/offers/new", offerForm(`backup-${n}`, 100 + n, 0));
        const id = Number(/^\/offers\/(\d+)$/.exec(answer.location ?? "")?.[1]);
        expect(id, `offer ${n} created`).toBeGreaterThan(0);
        acked.push({ id, at: Date.now() });
      }
    })();
    await expect.poll(() => acked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);

    const file = path.join(dir, "backups", "during-writes.db");
    const started = Date.now();
    const backup = await npm(["run", "--silent", "db:backup", "--", file], { DATA_DIR: dir });
    const finished = Date.now();
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain("integrity ok");
    // Writes go on after the backup, so the restore has something to roll back.
    const afterBackup = acked.length;
    await expect.poll(() => acked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(afterBackup + 3);
    writing = false;
    await writer;

    const before = acked.filter((a) => a.at < started).map((a) => a.id);
    const after = acked.filter((a) => a.at > finished).map((a) => a.id);
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);

    const stop = await server.stop("SIGTERM");
    expect(stop.code).toBe(0);
    const restore = await npm(["run", "--silent", "db:restore", "--", file], { DATA_DIR: dir });
    expect(restore.code, restore.out).toBe(0);
    expect(
      fs.existsSync(`${server.dbFile}-wal`) && fs.statSync(`${server.dbFile}-wal`).size > 0,
      "no stale WAL after the restore",
    ).toBe(false);

    await server.start();
    const present = server.query(
      (db) => new Set((db.prepare("select id from offers").all() as Array<{ id: number }>).map((r) => r.id)),
    );
    for (const id of before)
      expect(present.has(id), `offer #${id}, acknowledged before the backup, is restored`).toBe(true);
    for (const id of after) expect(present.has(id), `offer #${id}, written after the backup, is not`).toBe(false);
    expect(server.query((db) => db.pragma("integrity_check", { simple: true }))).toBe("ok");
    // The restored app answers: the session of before still works (sessions are in the database).
    expect((await admin.get(`/offers/${before[before.length - 1]}`)).status).toBe(200);
    expect((await admin.get(`/offers/${after[0]}`)).status).toBe(404);
    console.log(
      `[faults] backup while writing: ${acked.length} offers written, ${before.length} before the backup (all in it), ${after.length} after (rolled back by the restore); backup took ${finished - started} ms`,
    );
    await server.stop();
  } finally {
    await server.ensureStopped();
  }
});
