import type { Kysely } from "kysely";
import { getDb } from "./db.server";
import { ilike, likeContains, nowIso } from "./dialect.server";
import { prepared } from "./prepared.server";
import type { Database } from "./schema";
import { storedCount } from "./sales-counts.server";

/**
 * The contacts inbox: messages from the public contact form, read and unread. Admins read them;
 * opening one marks it read, and it can be marked unread again or deleted.
 */
import { CONTACT_SORTS, type ContactView } from "~/lib/contacts";

export interface NewContactMessage {
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
  userId?: number | null;
  ip?: string | null;
  locale: string;
  createdAt?: string;
}

export async function createContactMessage(input: NewContactMessage) {
  return getDb()
    .insertInto("contact_messages")
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone || null,
      subject: input.subject,
      message: input.message,
      user_id: input.userId ?? null,
      ip: input.ip ?? null,
      locale: input.locale,
      is_read: 0,
      created_at: input.createdAt ?? nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** All, unread and read counts in one query (the tabs and the menu badge), from the trigger-kept counts (migration 0011). */
/** Every admin panel page runs it (the menu badge): built and compiled once (prepared.server.ts). */
const storedContactCounts = prepared((db: Kysely<Database>) =>
  db.selectNoFrom((eb) => [
    storedCount(eb, "contact_messages").as("all"),
    storedCount(eb, "contact_messages", "unread").as("unread"),
  ]),
);

export async function contactCounts() {
  const { rows } = await storedContactCounts.execute(getDb(), {});
  const row = rows[0] ?? { all: 0, unread: 0 };
  const all = Number(row.all ?? 0);
  const unread = Number(row.unread ?? 0);
  return { all, unread, read: all - unread };
}
export type ContactCounts = Awaited<ReturnType<typeof contactCounts>>;

/** The unread count alone, read afresh (a message's page, after opening it marked it read): one primary-key lookup in the trigger-kept counts. */
export async function unreadContactCount(): Promise<number> {
  const row = await getDb()
    .selectNoFrom((eb) => [storedCount(eb, "contact_messages", "unread").as("n")])
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

export async function listContactMessages(
  input: {
    view: ContactView;
    q?: string;
    page: number;
    perPage: number;
    sort: (typeof CONTACT_SORTS)[number];
    dir: "asc" | "desc";
  },
  counts: Promise<ContactCounts> = contactCounts(),
) {
  const db = getDb();
  let base = db.selectFrom("contact_messages");
  if (input.view === "unread") base = base.where("is_read", "=", 0);
  if (input.view === "read") base = base.where("is_read", "=", 1);
  if (input.q) {
    const pattern = likeContains(input.q);
    base = base.where((eb) =>
      eb.or([
        ilike(eb.ref("name"), pattern),
        ilike(eb.ref("email"), pattern),
        ilike(eb.ref("subject"), pattern),
        ilike(eb.ref("message"), pattern),
      ]),
    );
  }
  const [rows, searched, tabCounts] = await Promise.all([
    base
      .select(["id", "name", "email", "phone", "subject", "is_read", "created_at"])
      .orderBy(input.sort, input.dir)
      .orderBy("id", input.dir)
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage)
      .execute(),
    // Without a search the list's total is its tab's count.
    input.q ? base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow() : null,
    counts,
  ]);
  return { rows, total: searched ? Number(searched.n) : tabCounts[input.view], counts: tabCounts };
}

export async function getContactMessage(id: number) {
  return getDb()
    .selectFrom("contact_messages")
    .leftJoin("users as reader", "reader.id", "contact_messages.read_by")
    .selectAll("contact_messages")
    .select(["reader.name as reader_name"])
    .where("contact_messages.id", "=", id)
    .executeTakeFirst();
}

/** Marks a message read by a staff member (only the first reading is recorded). */
export async function markContactRead(id: number, userId: number) {
  await getDb()
    .updateTable("contact_messages")
    .set({ is_read: 1, read_at: nowIso(), read_by: userId })
    .where("id", "=", id)
    .where("is_read", "=", 0)
    .execute();
}

export async function markContactUnread(id: number): Promise<boolean> {
  const result = await getDb()
    .updateTable("contact_messages")
    .set({ is_read: 0, read_at: null, read_by: null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteContactMessage(id: number): Promise<boolean> {
  const result = await getDb().deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
