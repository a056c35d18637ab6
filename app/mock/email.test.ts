import { beforeEach, describe, expect, it } from "vitest";
import { MockError, resetMockState } from "./core";
import {
  ComposeEmailBody,
  composeEmail,
  EmailListQuery,
  GetEmailQuery,
  UpdateEmailsBody,
  getEmail,
  listEmails,
  paginateEmail,
  updateEmails,
  updateEmailsLabel,
} from "./email";

const list = (q: Record<string, string> = {}) => listEmails(EmailListQuery.parse(q));

describe("demo email", () => {
  beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

  it("has at least 25 mails spread over every folder and label", () => {
    const all = ["inbox", "sent", "draft", "spam", "trash"].flatMap((folder) => list({ folder }).emails);
    expect(all.length).toBeGreaterThanOrEqual(25);
    for (const folder of ["inbox", "sent", "draft", "spam", "trash"])
      expect(list({ folder }).emails.length, folder).toBeGreaterThan(0);
    for (const label of ["private", "company", "important", "personal"])
      expect(list({ label }).emails.length, label).toBeGreaterThan(0);
  });

  it("defaults to the inbox, newest first", () => {
    const { emails } = list();
    expect(emails.every((e) => e.folder === "inbox")).toBe(true);
    const times = emails.map((e) => e.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("shows trash only in trash, starred outside trash, and searches the subject", () => {
    expect(list({ folder: "trash" }).emails.every((e) => e.folder === "trash")).toBe(true);
    const starred = list({ folder: "starred" }).emails;
    expect(starred.length).toBeGreaterThan(0);
    expect(starred.every((e) => e.isStarred && e.folder !== "trash")).toBe(true);
    expect(list({ label: "company" }).emails.some((e) => e.folder === "trash")).toBe(false);
    const hits = list({ q: "CUSTOMS" }).emails;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((e) => /customs/i.test(e.subject))).toBe(true);
    expect(
      list({ folder: "inbox", label: "important" }).emails.every(
        (e) => e.folder === "inbox" && e.labels.includes("important"),
      ),
    ).toBe(true);
  });

  it("counts unread inbox, drafts and unread spam in emailsMeta", () => {
    const { emailsMeta } = list();
    const inbox = list({ folder: "inbox" }).emails;
    expect(emailsMeta.inbox).toBe(inbox.filter((e) => !e.isRead).length);
    expect(emailsMeta.draft).toBe(list({ folder: "draft" }).emails.length);
    expect(emailsMeta.spam).toBe(list({ folder: "spam" }).emails.filter((e) => !e.isRead).length);
  });

  it("updates flags and moves mail between folders", () => {
    const [first] = list().emails;
    updateEmails(UpdateEmailsBody.parse({ emailIds: [first.id], dataToUpdate: { isRead: false, isStarred: true } }));
    expect(getEmail(first.id)).toMatchObject({ isRead: false, isStarred: true });
    updateEmails(UpdateEmailsBody.parse({ emailIds: [first.id], dataToUpdate: { folder: "trash" } }));
    expect(list().emails.some((e) => e.id === first.id)).toBe(false);
    expect(list({ folder: "trash" }).emails.some((e) => e.id === first.id)).toBe(true);
    expect(list({ folder: "starred" }).emails.some((e) => e.id === first.id)).toBe(false);
  });

  it("refuses unknown fields and unknown ids", () => {
    expect(UpdateEmailsBody.safeParse({ emailIds: [1], dataToUpdate: { subject: "x" } }).success).toBe(false);
    expect(UpdateEmailsBody.safeParse({ emailIds: [1], dataToUpdate: {} }).success).toBe(false);
    expect(UpdateEmailsBody.safeParse({ emailIds: [], dataToUpdate: { isRead: true } }).success).toBe(false);
    const before = getEmail(1).isRead;
    expect(() =>
      updateEmails(UpdateEmailsBody.parse({ emailIds: [1, 999], dataToUpdate: { isRead: !before } })),
    ).toThrow(MockError);
    expect(getEmail(1).isRead).toBe(before);
  });

  it("toggles a label on and off", () => {
    const id = list().emails[0].id;
    const had = getEmail(id).labels.includes("personal");
    updateEmailsLabel({ emailIds: [id], label: "personal" });
    expect(getEmail(id).labels.includes("personal")).toBe(!had);
    updateEmailsLabel({ emailIds: [id], label: "personal" });
    expect(getEmail(id).labels.includes("personal")).toBe(had);
  });

  it("tells truthfully whether there is a previous and a next mail, and pages between them", () => {
    const inbox = list({ folder: "inbox" }).emails;
    const first = getEmail(inbox[0].id);
    expect(first.hasPreviousMail).toBe(false);
    expect(first.hasNextMail).toBe(true);
    const last = getEmail(inbox[inbox.length - 1].id);
    expect(last.hasNextMail).toBe(false);
    expect(last.hasPreviousMail).toBe(true);
    expect(paginateEmail({ dir: "next", emailId: inbox[0].id }).id).toBe(inbox[1].id);
    expect(paginateEmail({ dir: "previous", emailId: inbox[1].id }).id).toBe(inbox[0].id);
    expect(() => paginateEmail({ dir: "previous", emailId: inbox[0].id })).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(() => paginateEmail({ dir: "next", emailId: last.id })).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("answers 404 for an unknown email and rejects a malformed id", () => {
    expect(() => getEmail(9999)).toThrow(expect.objectContaining({ status: 404 }));
    expect(GetEmailQuery.safeParse({ id: "abc" }).success).toBe(false);
    expect(EmailListQuery.safeParse({ folder: "archive" }).success).toBe(false);
  });

  it("files composed mail in sent or draft, newest first, and refuses a send without recipients", () => {
    const sent = composeEmail(
      ComposeEmailBody.parse({ to: ["ayse@example.com"], cc: ["ops@example.com"], subject: "Hi", folder: "sent" }),
    );
    expect(list({ folder: "sent" }).emails[0]).toMatchObject({ id: sent.id, subject: "Hi", isRead: true });
    expect(sent.to).toEqual([{ name: "ayse", email: "ayse@example.com" }]);
    const draftsBefore = list({ folder: "draft" }).emails.length;
    composeEmail(ComposeEmailBody.parse({ subject: "Later", folder: "draft" }));
    expect(list({ folder: "draft" }).emails.length).toBe(draftsBefore + 1);
    expect(ComposeEmailBody.safeParse({ folder: "sent" }).success).toBe(false);
    expect(ComposeEmailBody.safeParse({ to: ["not an address"], folder: "draft" }).success).toBe(false);
  });
});
