import { getDb } from "./db.server";
import { ilike, likeContains } from "./dialect.server";
import type { MailOutboxTable } from "./schema";
import type { Insertable } from "kysely";

/** The record of every mail the panel sent or wrote to the outbox folder. */
export async function recordMail(row: Insertable<MailOutboxTable>) {
  return getDb().insertInto("mail_outbox").values(row).returning("id").executeTakeFirstOrThrow();
}

export async function listMail(input: { page: number; perPage: number; q?: string }) {
  const db = getDb();
  let base = db.selectFrom("mail_outbox");
  if (input.q) {
    const pattern = likeContains(input.q);
    base = base.where((eb) => eb.or([ilike(eb.ref("to_address"), pattern), ilike(eb.ref("subject"), pattern)]));
  }
  const [rows, total] = await Promise.all([
    base
      .select(["id", "kind", "to_address", "subject", "transport", "status", "created_at"])
      .orderBy("id", "desc")
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function getMail(id: number) {
  return getDb().selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
}
