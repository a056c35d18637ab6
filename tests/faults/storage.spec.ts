import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { AppServer, BASE_PORT, Client, cargoStep, dataDirFor, prepareDraft, sleep, type Answer } from "./harness";

/**
 * Storage faults in the running app, made real at the operating-system level: a data folder on a
 * small tmpfs filled to the last byte (ENOSPC, SQLITE_FULL), and a data folder made immutable with
 * chattr +i (writes refused by the kernel, even to files already open). Writes answer 503 with the
 * localized "temporarily unavailable" page and Retry-After, reads keep working, nothing is half
 * written, and once the condition clears the next write succeeds without a restart.
 */
test.describe.configure({ mode: "serial" });

const UNAVAILABLE_TR = "Geçici olarak hizmet dışı";
const UNAVAILABLE_EN = "Temporarily unavailable";
// The smallest PNG (1×1), for the image upload of the content editor.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

function run(cmd: string, args: string[]) {
  return execFileSync(cmd, args, { stdio: "pipe" }).toString();
}

function can(cmd: string, args: string[]) {
  try {
    run(cmd, args);
    return true;
  } catch {
    return false;
  }
}

function expectUnavailable(answer: Answer, what: string, lang: "tr" | "en" = "tr") {
  expect(answer.status, what).toBe(503);
  expect(answer.headers.get("retry-after"), `${what}: Retry-After`).toBe("30");
  if (answer.headers.get("content-type")?.includes("text/html"))
    expect(answer.text, what).toContain(lang === "tr" ? UNAVAILABLE_TR : UNAVAILABLE_EN);
}

async function upload(client: Client): Promise<Answer> {
  const form = new FormData();
  form.set("file", new Blob([PNG], { type: "image/png" }), "dot.png");
  const res = await fetch(`${client.origin}/uploads`, {
    method: "POST",
    body: form,
    headers: {
      Origin: client.origin,
      "X-Forwarded-For": client.ip,
      Cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join("; "),
    },
  });
  return { status: res.status, location: null, cookies: {}, text: await res.text(), headers: res.headers };
}

function bookings(server: AppServer, note: string) {
  return server.query(
    (db) => (db.prepare("select count(*) as n from shipments where special_note = ?").get(note) as { n: number }).n,
  );
}

async function signedIn(server: AppServer) {
  const customer = new Client(server.origin);
  await customer.login("customer@kargo.test");
  await prepareDraft(customer);
  const admin = new Client(server.origin);
  await admin.login("admin@kargo.test");
  return { customer, admin };
}

/** Retries a write until it succeeds (the app needs no restart, only the condition to clear). */
async function recovered(write: () => Promise<Answer>, expected: number) {
  const started = Date.now();
  for (;;) {
    const answer = await write();
    if (answer.status === expected) return { answer, ms: Date.now() - started };
    expect(answer.status, "only 503 until it recovers").toBe(503);
    if (Date.now() - started > 10_000) throw new Error("no recovery in 10 s");
    await sleep(200);
  }
}

test("disk full: writes answer 503 with a clear page, reads work, recovery without restart", async () => {
  test.setTimeout(120_000);
  const dir = dataDirFor("full");
  fs.mkdirSync(dir, { recursive: true });
  if (can("mountpoint", ["-q", dir])) run("umount", ["-l", dir]);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  test.skip(
    !can("mount", ["-t", "tmpfs", "-o", "size=48m", "tmpfs", dir]),
    "mounting a tmpfs needs CAP_SYS_ADMIN (root in a privileged container)",
  );
  const server = new AppServer(dir, BASE_PORT + 2);
  const ballast = path.join(dir, "ballast");
  try {
    await server.start();
    const { customer, admin } = await signedIn(server);
    // The WAL file keeps its size after checkpoints, so small writes could reuse its blocks: start it
    // empty, so the next commit needs new blocks of the (soon full) disk, like a growing database does.
    server.write((db) => db.pragma("wal_checkpoint(TRUNCATE)"));

    // Fill the disk to the last block.
    const fd = fs.openSync(ballast, "w");
    for (const size of [1 << 20, 1 << 12, 512]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) fs.writeSync(fd, chunk);
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
      }
    }
    fs.closeSync(fd);

    const booking = () => customer.post("/shipments/new", cargoStep("disk full"));
    expectUnavailable(await booking(), "booking on a full disk");
    // A signed-in browser follows the account's language; a visitor's own choice (?lng=) still wins.
    expectUnavailable(await customer.post("/shipments/new?lng=en", cargoStep("disk full")), "in English", "en");
    expectUnavailable(await upload(admin), "image upload on a full disk");
    expect(
      fs.readdirSync(path.join(dir, "uploads")).filter((f) => f.endsWith(".png")),
      "no half-written upload",
    ).toEqual([]);
    // Reads still work.
    const list = await customer.get("/shipments");
    expect(list.status, "the shipment list still opens").toBe(200);
    expect((await customer.get("/healthz")).status).toBe(200);

    // The disk gets room again: the very next write succeeds, no restart.
    fs.rmSync(ballast);
    const freedAt = Date.now();
    const { answer } = await recovered(booking, 303);
    const recoverMs = Date.now() - freedAt;
    expect(answer.location).toMatch(/^\/shipments\/\d+$/);
    expect((await upload(admin)).status).toBe(201);
    expect(bookings(server, "disk full"), "booked exactly once").toBe(1);
    expect(server.query((db) => db.pragma("integrity_check", { simple: true }))).toBe("ok");
    console.log(
      `[faults] disk full: booking and upload answered 503 + Retry-After, reads 200; first write after freeing space succeeded in ${recoverMs} ms, no restart`,
    );
    await server.stop();
  } finally {
    await server.ensureStopped();
    fs.rmSync(ballast, { force: true });
    run("umount", ["-l", dir]);
  }
});

test("read-only data folder: writes answer 503, reads work, recovery without restart", async () => {
  test.setTimeout(120_000);
  const dir = dataDirFor("readonly");
  if (fs.existsSync(dir)) can("chattr", ["-R", "-i", dir]);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const probe = path.join(dir, "probe");
  fs.writeFileSync(probe, "x");
  const immutable = can("chattr", ["+i", probe]);
  if (immutable) run("chattr", ["-i", probe]);
  fs.rmSync(probe);
  test.skip(!immutable, "chattr +i needs root (CAP_LINUX_IMMUTABLE) and an ext2/3/4, XFS or Btrfs file system");
  const server = new AppServer(dir, BASE_PORT + 3);
  // The database, its WAL and the folders. Not the -shm index: SQLite writes it through a shared
  // memory mapping, and the kernel answers such writes to an immutable file with SIGBUS.
  const locked = () => [
    dir,
    path.join(dir, "uploads"),
    ...["cargo.db", "cargo.db-wal"].map((f) => path.join(dir, f)).filter((f) => fs.existsSync(f)),
  ];
  let targets: string[] = [];
  try {
    await server.start();
    const { customer, admin } = await signedIn(server);
    targets = locked();
    run("chattr", ["+i", ...targets]);

    const booking = () => customer.post("/shipments/new", cargoStep("read-only"));
    expectUnavailable(await booking(), "booking in a read-only folder");
    expectUnavailable(await upload(admin), "image upload in a read-only folder");
    const list = await customer.get("/shipments");
    expect(list.status, "the shipment list still opens").toBe(200);

    run("chattr", ["-i", ...targets]);
    const clearedAt = Date.now();
    const { answer } = await recovered(booking, 303);
    const recoverMs = Date.now() - clearedAt;
    expect(answer.location).toMatch(/^\/shipments\/\d+$/);
    expect((await upload(admin)).status).toBe(201);
    expect(bookings(server, "read-only"), "booked exactly once").toBe(1);
    expect(server.query((db) => db.pragma("integrity_check", { simple: true }))).toBe("ok");
    console.log(
      `[faults] read-only folder: booking and upload answered 503 + Retry-After, reads 200; first write after the folder became writable succeeded in ${recoverMs} ms, no restart`,
    );
    await server.stop();
  } finally {
    if (targets.length) can("chattr", ["-i", ...targets]);
    await server.ensureStopped();
  }
});
