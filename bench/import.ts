// The bulk import's benchmark: `npx tsx bench/import.ts` (docs/shipments.md, "Bulk import").
//
// On a fresh SQLite database with the demo seed, previews a generated CSV of 1,000 shipments the way the upload
// does (read by content, header, cells, every row judged by the wizard's schemas, Turkey's places, the carriage
// price and the customer's references), three times, then books them in one transaction once.
// Environment: BENCH_IMPORT_ROWS (default 1000).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { TFunction } from "i18next";
import { closeDb, createDatabase, migrateToLatest, setDb } from "../app/models/db.server";
import { seedDatabase } from "../app/models/seed";
import { TR_PLACES } from "../app/models/seed/shipments";
import { readHeader, rowCells } from "../app/lib/shipments/import-columns";
import { readImportFile } from "../app/lib/shipments/import-file.server";
import { choiceReader, validateImport, type StoredRow } from "../app/lib/shipments/import.server";
import { turkeyPlaces } from "../app/lib/shipments/places.server";
import { getCompanySettings } from "../app/models/company-settings.server";
import { priceShipment } from "../app/models/shipment-pricing.server";
import { createFromImport, existingReferences, storeImport } from "../app/models/shipment-imports.server";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kargo-import-bench-"));
const db = await createDatabase(`file:${path.join(dir, "bench.db")}`);
setDb(db);
await migrateToLatest(db);
await seedDatabase(db);
const customer = await db
  .selectFrom("users")
  .select(["id", "name", "company_name", "email", "phone", "tax_id", "address", "role", "branch_id"])
  .where("email", "=", "corporate@kargo.test")
  .executeTakeFirstOrThrow();

const header = [
  "reference",
  "sender_name",
  "sender_city",
  "sender_county",
  "sender_district",
  "sender_address",
  "sender_zip_code",
  "sender_phone",
  "receiver_name",
  "receiver_city",
  "receiver_county",
  "receiver_district",
  "receiver_address",
  "receiver_zip_code",
  "receiver_phone",
  "width",
  "length",
  "height",
  "weight",
  "count",
  "payer",
  "cod_amount",
  "cod_payment_type",
];
const lines = [header.join(";")];
for (let i = 0; i < ROWS; i++) {
  const [sc, sco, sd, sz, ss] = TR_PLACES[i % TR_PLACES.length];
  const [rc, rco, rd, rz, rs] = TR_PLACES[(i * 7 + 3) % TR_PLACES.length];
  lines.push(
    [
      `BENCH-${i + 1}`,
      "Kargo Bench A.Ş.",
      sc,
      sco,
      sd,
      ss,
      sz,
      "+90 212 555 00 00",
      `Alıcı ${i + 1}`,
      rc,
      rco,
      rd,
      rs,
      rz,
      "+90 532 000 00 00",
      String(10 + (i % 40)),
      String(10 + (i % 30)),
      String(5 + (i % 20)),
      `${1 + (i % 25)},${i % 10}`,
      String(1 + (i % 3)),
      i % 4 === 0 ? "receiver" : "sender",
      i % 5 === 0 ? "199,90" : "",
      i % 5 === 0 ? "card" : "",
    ].join(";"),
  );
}
const bytes = new TextEncoder().encode(lines.join("\r\n"));
const t = ((key: string) => key) as unknown as TFunction;

let priceMs = 0;
async function preview() {
  priceMs = 0;
  const started = performance.now();
  const read = await readImportFile(bytes);
  if (!read.ok) throw new Error(read.error);
  const h = readHeader(read.header);
  if (!h.ok) throw new Error(h.error);
  const rows: StoredRow[] = read.rows.map((r) => ({ line: r.line, cells: rowCells(h.columns, r.cells) }));
  const parsed = performance.now();
  const [existing, settings] = await Promise.all([
    existingReferences(
      customer.id,
      rows.map((r) => r.cells.reference),
    ),
    getCompanySettings(),
  ]);
  const judged = await validateImport(rows, {
    customer,
    staff: false,
    places: turkeyPlaces,
    existing,
    codLimitMinor: settings.cod_limit_minor,
    price: async (route) => {
      const s = performance.now();
      const p = await priceShipment(route);
      priceMs += performance.now() - s;
      return p;
    },
    choice: choiceReader(t),
  });
  const done = performance.now();
  return { rows, judged, readMs: parsed - started, judgeMs: done - parsed, totalMs: done - started };
}

console.log(
  `Previewing ${ROWS} rows (${(bytes.length / 1024).toFixed(0)} KB CSV) on SQLite, ${os.cpus()[0]?.model ?? "?"}`,
);
let last: Awaited<ReturnType<typeof preview>> | undefined;
for (let round = 1; round <= 3; round++) {
  last = await preview();
  const valid = last.judged.results.filter((r) => r.status === "valid").length;
  console.log(
    `  round ${round}: read ${last.readMs.toFixed(0)} ms, judged ${last.judgeMs.toFixed(0)} ms, total ${last.totalMs.toFixed(0)} ms (${valid} valid, pricing ${priceMs.toFixed(0)} ms)`,
  );
}
if (last) {
  const token = await storeImport({
    userId: customer.id,
    customerId: customer.id,
    fileName: "bench.csv",
    rows: last.rows,
    report: { format: "csv", ignored: [], results: last.judged.results },
  });
  const bookings = last.judged.results.flatMap((r) =>
    r.status === "valid" ? [last.judged.bookings.get(r.line)!] : [],
  );
  const started = performance.now();
  const created = await createFromImport(token, {
    userId: customer.id,
    customerId: customer.id,
    creator: customer,
    bookings,
    report: { format: "csv", ignored: [], results: last.judged.results },
  });
  console.log(
    `  create: ${created.ok ? created.ids.length : 0} shipments in one transaction, ${(performance.now() - started).toFixed(0)} ms`,
  );
}
await closeDb();
fs.rmSync(dir, { recursive: true, force: true });
