import { z } from "zod";
import { avatarUrl, createRandom, notFound, processState } from "./core";
import { people } from "./people";

/** Demo chat (SPEC point 7, Chat). User 11 is the signed-in user. */
export const CHAT_STATUSES = ["online", "offline", "busy", "away"] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const PROFILE_USER_ID = 11;
export const MAX_CHAT_MESSAGES = 500;

export interface ChatContact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string;
  status: ChatStatus;
}
export interface ChatMessage {
  message: string;
  time: string;
  senderId: number;
}
export interface Chat {
  id: number;
  userId: number;
  unseenMsgs: number;
  chat: ChatMessage[];
}
export interface ProfileUser extends ChatContact {
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}

const ROLES = [
  "Customs broker",
  "Warehouse manager",
  "Truck dispatcher",
  "Sales agent, İzmir branch",
  "Key account manager",
  "Freight forwarder",
  "Import specialist",
  "Driver",
  "Accountant",
  "Customer service",
  "Port agent, Mersin",
  "Export manager",
];

const CONVERSATIONS: string[][] = [
  [
    "Hi, is the Hamburg container loaded?",
    "Yes, sealed at 14:20.",
    "Great, send me the seal number please.",
    "Seal 448812, photos are in the mail.",
  ],
  ["Can we move the pickup to tomorrow morning?", "Tomorrow 09:00 works for the driver.", "Perfect, thanks!"],
  [
    "The customs broker needs the GTIP code for the textiles.",
    "It is 6109.10.00.00.",
    "Received, declaration goes out today.",
  ],
  [
    "Do you have space on Thursday's truck to Lyon?",
    "Two pallet places left.",
    "Book both please, non-stackable.",
    "Booked. Offer follows.",
  ],
  ["Invoice 4991 is still open.", "Payment was sent yesterday, I will forward the receipt."],
  ["Reefer temperature is stable at 4 °C.", "Thanks, keep the log for the receiver.", "Will do."],
];

function createChat(now: Date) {
  const rng = createRandom(7_202);
  const names = people(rng, 13);
  const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13];
  const contacts: ChatContact[] = ids.map((id, i) => ({
    id,
    fullName: names[i].fullName,
    role: ROLES[i % ROLES.length],
    about: `${ROLES[i % ROLES.length]} working with our freight team since ${2015 + (i % 9)}.`,
    avatar: avatarUrl(names[i].fullName),
    status: CHAT_STATUSES[rng.int(0, CHAT_STATUSES.length - 1)],
  }));
  const profileName = names[12].fullName;
  const profileUser: ProfileUser = {
    id: PROFILE_USER_ID,
    fullName: profileName,
    role: "admin",
    about: "Operations lead at Kargo Lojistik. Ask me about offers, bookings and customs.",
    avatar: avatarUrl(profileName),
    status: "online",
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
  const chats: Chat[] = CONVERSATIONS.map((lines, i) => {
    const contact = contacts[i];
    const start = now.getTime() - (CONVERSATIONS.length - i) * 7 * 3_600_000;
    return {
      id: i + 1,
      userId: contact.id,
      unseenMsgs: i % 2 === 0 ? lines.length % 3 : 0,
      chat: lines.map((message, j) => ({
        message,
        time: new Date(start + j * 6 * 60_000).toISOString(),
        senderId: j % 2 === 0 ? contact.id : PROFILE_USER_ID,
      })),
    };
  });
  return { contacts, chats, profileUser };
}

const state = processState(createChat);
export const resetChat = state.reset;

function lastTime(chat: Chat): string {
  return chat.chat[chat.chat.length - 1]?.time ?? "";
}

/** Contacts with a chat (newest conversation first) and every contact, plus the signed-in profile. */
export function chatsAndContacts() {
  const { contacts, chats, profileUser } = state.get();
  const chatsContacts = [...chats]
    .sort((a, b) => lastTime(b).localeCompare(lastTime(a)))
    .flatMap((chat) => {
      const contact = contacts.find((c) => c.id === chat.userId);
      return contact
        ? [
            {
              ...contact,
              chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat[chat.chat.length - 1] },
            },
          ]
        : [];
    });
  return { chatsContacts, contacts, profileUser };
}

export function profileUser(): ProfileUser {
  return state.get().profileUser;
}

export const GetChatQuery = z.object({ id: z.coerce.number().int().positive() });

/** Opens the chat with a contact (unseen count back to 0); `chat` is null when there is none yet. */
export function getChat(contactId: number) {
  const { contacts, chats } = state.get();
  const contact = contacts.find((c) => c.id === contactId);
  if (!contact) throw notFound("Contact");
  const chat = chats.find((c) => c.userId === contactId) ?? null;
  if (chat) chat.unseenMsgs = 0;
  return { chat, contact };
}

export const SendMsgBody = z.object({
  obj: z.object({
    message: z.string().trim().min(1).max(2000),
    contact: z.looseObject({ id: z.coerce.number().int().positive() }),
  }),
});

/** Sends a message from the signed-in user; a contact without a chat gets a new one (returned as `chat`). */
export function sendMessage(input: z.output<typeof SendMsgBody>, now: Date = new Date()) {
  const { contacts, chats } = state.get();
  const contact = contacts.find((c) => c.id === input.obj.contact.id);
  if (!contact) throw notFound("Contact");
  const newMessageData: ChatMessage = {
    message: input.obj.message,
    time: now.toISOString(),
    senderId: PROFILE_USER_ID,
  };
  let chat = chats.find((c) => c.userId === contact.id);
  let created = false;
  if (!chat) {
    chat = { id: chats.reduce((m, c) => Math.max(m, c.id), 0) + 1, userId: contact.id, unseenMsgs: 0, chat: [] };
    chats.push(chat);
    created = true;
  }
  chat.chat.push(newMessageData);
  // Long conversations keep their newest messages only, so the demo's memory stays bounded.
  if (chat.chat.length > MAX_CHAT_MESSAGES) chat.chat.splice(0, chat.chat.length - MAX_CHAT_MESSAGES);
  return created ? { newMessageData, id: chat.id, chat } : { newMessageData, id: chat.id };
}
