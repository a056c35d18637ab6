import { beforeAll, describe, expect, it } from "vitest";
import {
  contactCounts,
  createContactMessage,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  markContactRead,
  markContactUnread,
  unreadContactCount,
} from "./contacts.server";
import { createTestDb } from "./test-db.server";
import { createUser } from "./users.server";
import { ContactSchema } from "~/lib/schemas/contact";

let staffId: number;
beforeAll(async () => {
  await createTestDb();
  staffId = (await createUser({ name: "Inbox Admin", email: "inbox@example.com", role: "admin" })).id;
});

describe("contacts inbox", () => {
  it("counts all, unread and read messages, and lists each view with paging in SQL", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        (
          await createContactMessage({
            name: `Sender ${i}`,
            email: `Sender${i}@Example.com`,
            subject: `Subject ${i}`,
            message: "Hello, I need a price.",
            locale: "tr",
            createdAt: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
          })
        ).id,
      );
    }
    await markContactRead(ids[0], staffId);
    await markContactRead(ids[1], staffId);
    expect(await contactCounts()).toEqual({ all: 7, unread: 5, read: 2 });
    expect(await unreadContactCount()).toBe(5);

    const unread = await listContactMessages({ view: "unread", page: 1, perPage: 3, sort: "created_at", dir: "desc" });
    expect(unread.total).toBe(5);
    expect(unread.rows.map((r) => r.subject)).toEqual(["Subject 6", "Subject 5", "Subject 4"]);
    expect(unread.counts).toEqual({ all: 7, unread: 5, read: 2 });
    const read = await listContactMessages({ view: "read", page: 1, perPage: 10, sort: "created_at", dir: "asc" });
    expect(read.rows.map((r) => r.id)).toEqual([ids[0], ids[1]]);
    const found = await listContactMessages({
      view: "all",
      q: "subject 3",
      page: 1,
      perPage: 10,
      sort: "created_at",
      dir: "desc",
    });
    expect(found.rows.map((r) => r.id)).toEqual([ids[3]]);
    expect(
      (await listContactMessages({ view: "all", q: "100%", page: 1, perPage: 10, sort: "created_at", dir: "desc" }))
        .total,
    ).toBe(0);
  });

  it("records who read a message first; marks it unread again; deletes it", async () => {
    const { id } = await createContactMessage({
      name: "Reader Test",
      email: "r@example.com",
      subject: "Read me",
      message: "Please call me back.",
      locale: "en",
    });
    expect((await getContactMessage(id))?.email).toBe("r@example.com");
    await markContactRead(id, staffId);
    const read = await getContactMessage(id);
    expect(read).toMatchObject({ is_read: 1, read_by: staffId, reader_name: "Inbox Admin" });
    await markContactRead(id, staffId);
    expect((await getContactMessage(id))?.read_at).toBe(read?.read_at);
    expect(await markContactUnread(id)).toBe(true);
    expect(await getContactMessage(id)).toMatchObject({ is_read: 0, read_by: null, read_at: null });
    expect(await deleteContactMessage(id)).toBe(true);
    expect(await getContactMessage(id)).toBeUndefined();
    expect(await deleteContactMessage(id)).toBe(false);
    expect(await markContactUnread(id)).toBe(false);
  });

  it("validates the public form", () => {
    expect(
      ContactSchema.safeParse({
        name: "Ayşe Yılmaz",
        email: "ayse@example.com",
        subject: "Fiyat",
        message: "Merhaba, fiyat almak istiyorum.",
      }).success,
    ).toBe(true);
    const bad = ContactSchema.safeParse({ name: "A", email: "nope", subject: "", message: "short" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => String(i.path[0])).sort()).toEqual(["email", "message", "name", "subject"]);
  });
});
