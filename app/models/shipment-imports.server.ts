import crypto from "node:crypto";
import { getDb } from "./db.server";
import { isUniqueViolation, nowIso } from "./dialect.server";
import { createShipment } from "./shipments.server";
import type { PublicUser } from "./users.server";
import type { Booking, RowResult, StoredRow } from "~/lib/shipments/import.server";

/**
 * A bulk import between its preview and "create": the rows as read from the file and the report shown, kept on
 * the server under a random token that only its uploader can use (so the preview works as plain pages, without
 * JavaScript, and "create" never trusts rows sent back by the browser). An import is created once; older than a
 * day, it is removed when the next one is stored.
 */
export const IMPORT_TTL_MS = 24 * 60 * 60 * 1000;

export interface ImportReport {
  format: "csv" | "xlsx";
  ignored: string[];
  results: RowResult[];
}

export interface StoredImport {
  id: number;
  token: string;
  userId: number;
  customerId: number;
  fileName: string;
  createdAt: string;
  completedAt: string | null;
  rows: StoredRow[];
  report: ImportReport;
  createdIds: number[];
}

export function isImportToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value);
}

export async function storeImport(input: {
  userId: number;
  customerId: number;
  fileName: string;
  rows: StoredRow[];
  report: ImportReport;
}): Promise<string> {
  const db = getDb();
  const token = crypto.randomBytes(24).toString("base64url");
  const now = nowIso();
  await db
    .deleteFrom("shipment_imports")
    .where("created_at", "<", new Date(Date.now() - IMPORT_TTL_MS).toISOString())
    .execute();
  await db
    .insertInto("shipment_imports")
    .values({
      token,
      user_id: input.userId,
      customer_id: input.customerId,
      file_name: input.fileName.slice(0, 200),
      rows_json: JSON.stringify(input.rows),
      report_json: JSON.stringify(input.report),
      created_at: now,
    })
    .execute();
  return token;
}

/** The user's own import by its token (anyone else's, or an expired one, is not found). */
export async function getImport(token: string, userId: number): Promise<StoredImport | null> {
  if (!isImportToken(token)) return null;
  const row = await getDb()
    .selectFrom("shipment_imports")
    .selectAll()
    .where("token", "=", token)
    .where("user_id", "=", userId)
    .where("created_at", ">=", new Date(Date.now() - IMPORT_TTL_MS).toISOString())
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    token: row.token,
    userId: row.user_id,
    customerId: row.customer_id,
    fileName: row.file_name,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    rows: JSON.parse(row.rows_json) as StoredRow[],
    report: JSON.parse(row.report_json) as ImportReport,
    createdIds: row.created_ids_json ? (JSON.parse(row.created_ids_json) as number[]) : [],
  };
}

/** The customer's shipments with these references: what a re-upload must not book again. */
export async function existingReferences(
  customerId: number,
  references: readonly string[],
): Promise<Map<string, { id: number; trackingNumber: string }>> {
  const out = new Map<string, { id: number; trackingNumber: string }>();
  const unique = [...new Set(references)];
  // In chunks well under SQLite's bound-parameter limit.
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await getDb()
      .selectFrom("shipments")
      .select(["id", "tracking_number", "reference"])
      .where("customer_id", "=", customerId)
      .where("reference", "in", unique.slice(i, i + 500))
      .execute();
    for (const r of rows) if (r.reference) out.set(r.reference, { id: r.id, trackingNumber: r.tracking_number });
  }
  return out;
}

export type CreateImportResult = { ok: true; ids: number[] } | { ok: false; reason: "done" | "reference-taken" };

/**
 * Books every valid row in one transaction, or none: the import is marked done first (so a second "create" of
 * the same preview books nothing), and a reference booked meanwhile by another upload undoes it all.
 */
export async function createFromImport(
  token: string,
  input: {
    userId: number;
    customerId: number;
    creator: Pick<PublicUser, "id" | "role" | "branch_id">;
    bookings: Booking[];
    report: ImportReport;
  },
): Promise<CreateImportResult> {
  const now = new Date();
  try {
    return await getDb()
      .transaction()
      .execute(async (trx) => {
        const claimed = await trx
          .updateTable("shipment_imports")
          .set({ completed_at: now.toISOString() })
          .where("token", "=", token)
          .where("user_id", "=", input.userId)
          .where("completed_at", "is", null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, reason: "done" } as const;
        const ids: number[] = [];
        for (const b of input.bookings) {
          const created = await createShipment(
            {
              customerId: input.customerId,
              creator: input.creator,
              sender: b.sender,
              receiver: b.receiver,
              cargo: b.cargo,
              price: b.price,
              reference: b.reference,
              now,
            },
            trx,
          );
          ids.push(created.id);
        }
        await trx
          .updateTable("shipment_imports")
          .set({ created_ids_json: JSON.stringify(ids), report_json: JSON.stringify(input.report) })
          .where("token", "=", token)
          .execute();
        return { ok: true, ids } as const;
      });
  } catch (error) {
    if (isUniqueViolation(error, "reference")) return { ok: false, reason: "reference-taken" };
    throw error;
  }
}

/** The shipments an import booked, in the file's order. */
export async function importedShipments(ids: readonly number[], customerId: number) {
  if (ids.length === 0) return [];
  const rows = [];
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...(await getDb()
        .selectFrom("shipments")
        .select([
          "id",
          "tracking_number",
          "reference",
          "receiver_name",
          "receiver_city",
          "price_minor",
          "price_currency",
          "cod_amount_minor",
        ])
        .where("customer_id", "=", customerId)
        .where("id", "in", ids.slice(i, i + 500))
        .execute()),
    );
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
