import type { Kysely } from "kysely";
import { getDb } from "./db.server";
import { nowIso } from "./dialect.server";
import type { Database } from "./schema";
import { WIZARD_STEPS, type WizardStep } from "~/lib/shipments/domain";

/**
 * The creation wizard's draft, one per user, kept on the server: each step's values exactly as
 * typed (so Back, a reload or a failed step lose nothing) and the furthest step reached.
 */
export type DraftValues = Partial<Record<WizardStep, Record<string, string>>>;

export interface Draft {
  step: WizardStep;
  customerId: number | null;
  values: DraftValues;
  updatedAt: string;
}

function parseValues(json: string): DraftValues {
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!parsed || typeof parsed !== "object") return {};
    const out: DraftValues = {};
    for (const step of WIZARD_STEPS) {
      const values = (parsed as Record<string, unknown>)[step];
      if (values && typeof values === "object") {
        out[step] = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === "string")) as Record<
          string,
          string
        >;
      }
    }
    return out;
  } catch {
    return {};
  }
}

export async function getDraft(userId: number): Promise<Draft | null> {
  const row = await getDb().selectFrom("shipment_drafts").selectAll().where("user_id", "=", userId).executeTakeFirst();
  if (!row) return null;
  return {
    step: row.step,
    customerId: row.customer_id,
    values: parseValues(row.values_json),
    updatedAt: row.updated_at,
  };
}

export async function saveDraft(userId: number, draft: Omit<Draft, "updatedAt">): Promise<void> {
  const now = nowIso();
  const values_json = JSON.stringify(draft.values);
  await getDb()
    .insertInto("shipment_drafts")
    .values({
      user_id: userId,
      customer_id: draft.customerId,
      step: draft.step,
      values_json,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet({ customer_id: draft.customerId, step: draft.step, values_json, updated_at: now }),
    )
    .execute();
}

/**
 * Saves a draft only if nobody changed it since it was read (`readAt`: its `updatedAt` then, null when
 * there was none). The wizard keeps what is typed in the background; a save that arrives after the
 * step was submitted (which saved the same values and moved on) must not put the draft back a step.
 */
export async function saveDraftIfUnchanged(
  userId: number,
  draft: Omit<Draft, "updatedAt">,
  readAt: string | null,
): Promise<boolean> {
  const now = nowIso();
  const values_json = JSON.stringify(draft.values);
  if (readAt === null) {
    const inserted = await getDb()
      .insertInto("shipment_drafts")
      .values({
        user_id: userId,
        customer_id: draft.customerId,
        step: draft.step,
        values_json,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  const updated = await getDb()
    .updateTable("shipment_drafts")
    .set({ customer_id: draft.customerId, step: draft.step, values_json, updated_at: now })
    .where("user_id", "=", userId)
    .where("updated_at", "=", readAt)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export async function deleteDraft(userId: number): Promise<void> {
  await getDb().deleteFrom("shipment_drafts").where("user_id", "=", userId).execute();
}

/**
 * Books a draft: whatever `create` writes and the draft's deletion commit together, so a crash can
 * neither leave a booked shipment with its draft still waiting to be booked again nor lose the draft
 * of a shipment that was never written.
 */
export async function completeDraft<T>(userId: number, create: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await create(trx);
      await trx.deleteFrom("shipment_drafts").where("user_id", "=", userId).execute();
      return result;
    });
}
