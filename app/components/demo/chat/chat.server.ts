import { data, redirect } from "react-router";
import { z } from "zod";
import { parseWithZod } from "~/lib/submission";
import { MockError, matches } from "~/mock/core";
import { chatsAndContacts, getChat, sendMessage } from "~/mock/chat";

/** The send form: the message and, hidden, the contact it goes to. */
export const SendSchema = z.object({
  contact: z.coerce.number().int().positive(),
  message: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(2000, "demo-chat:errors.tooLong"),
});

/**
 * The sidebar (chats newest first, then contacts without a chat, both filtered by `q`) and the open
 * conversation. Opening a chat resets its unseen count, so it is read before the sidebar is built.
 */
export function chatView(contactId: number | null, q: string) {
  let open: ReturnType<typeof getChat> | null = null;
  if (contactId !== null) {
    try {
      open = getChat(contactId);
    } catch (error) {
      if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }
  }
  const { chatsContacts, contacts, profileUser } = chatsAndContacts();
  const withChat = new Set(chatsContacts.map((c) => c.id));
  return {
    profile: profileUser,
    chats: chatsContacts.filter((c) => matches(c.fullName, q)),
    contacts: contacts.filter((c) => !withChat.has(c.id) && matches(c.fullName, q)),
    open: open && { contact: open.contact, messages: open.chat?.chat ?? [] },
  };
}

/** Sends, then shows the conversation again (its address keeps the search). */
export async function sendFromForm(request: Request, url: URL) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: SendSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    sendMessage({ obj: { message: submission.value.message, contact: { id: submission.value.contact } } });
  } catch (error) {
    if (error instanceof MockError && error.status === 404)
      return data({ result: submission.reply({ formErrors: ["demo-chat:errors.unknownContact"] }) }, { status: 400 });
    throw error;
  }
  const params = new URLSearchParams({ contact: String(submission.value.contact) });
  const q = url.searchParams.get("q");
  if (q) params.set("q", q);
  // No toast: the message in the conversation is the confirmation.
  return redirect(`/apps/chat?${params}`, 303);
}
