import { chatsAndContacts } from "~/mock/chat";

/** People who can be invited: the sample contacts, by name (an event keeps any other guest it already has). */
export function guestOptions(): string[] {
  return chatsAndContacts()
    .contacts.map((c) => c.fullName)
    .slice(0, 8);
}
