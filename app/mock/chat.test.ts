import { beforeEach, describe, expect, it } from "vitest";
import { resetMockState } from "./core";
import { PROFILE_USER_ID, SendMsgBody, chatsAndContacts, getChat, profileUser, sendMessage } from "./chat";

describe("demo chat", () => {
  beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

  it("lists at least 10 contacts, the chats newest first, and user 11 as the admin profile", () => {
    const { chatsContacts, contacts, profileUser: me } = chatsAndContacts();
    expect(contacts.length).toBeGreaterThanOrEqual(10);
    expect(contacts.some((c) => c.id === PROFILE_USER_ID)).toBe(false);
    expect(me).toMatchObject({ id: 11, role: "admin" });
    expect(profileUser().id).toBe(11);
    const times = chatsContacts.map((c) => c.chat.lastMessage.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("opening a chat resets its unseen count", () => {
    const unread = chatsAndContacts().chatsContacts.find((c) => c.chat.unseenMsgs > 0)!;
    expect(unread).toBeDefined();
    const { chat, contact } = getChat(unread.id);
    expect(contact.id).toBe(unread.id);
    expect(chat!.unseenMsgs).toBe(0);
    expect(chatsAndContacts().chatsContacts.find((c) => c.id === unread.id)!.chat.unseenMsgs).toBe(0);
  });

  it("sends to an existing chat and creates a chat for a contact without one", () => {
    const withChat = chatsAndContacts().chatsContacts[0];
    const sent = sendMessage(
      SendMsgBody.parse({ obj: { message: "On my way", contact: { id: withChat.id } } }),
      new Date("2025-06-15T12:05:00Z"),
    );
    expect(sent.newMessageData).toMatchObject({ message: "On my way", senderId: 11 });
    expect("chat" in sent).toBe(false);
    expect(getChat(withChat.id).chat!.chat.at(-1)!.message).toBe("On my way");

    const without = chatsAndContacts().contacts.find(
      (c) => !chatsAndContacts().chatsContacts.some((cc) => cc.id === c.id),
    )!;
    expect(getChat(without.id).chat).toBeNull();
    const created = sendMessage(
      SendMsgBody.parse({ obj: { message: "Hello", contact: without } }),
      new Date("2025-06-15T12:06:00Z"),
    );
    expect(created).toHaveProperty("chat");
    expect(getChat(without.id).chat!.id).toBe(created.id);
    expect(chatsAndContacts().chatsContacts[0].id).toBe(without.id);
  });

  it("answers 404 for unknown contacts and rejects empty messages", () => {
    expect(() => getChat(999)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => sendMessage(SendMsgBody.parse({ obj: { message: "x", contact: { id: 999 } } }))).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(SendMsgBody.safeParse({ obj: { message: "  ", contact: { id: 1 } } }).success).toBe(false);
    expect(SendMsgBody.safeParse({ message: "hi" }).success).toBe(false);
  });
});
