import { z } from "zod";
import { avatarUrl, createRandom, makeRoom, matches, nextId, notFound, pictureUrl, processState } from "./core";
import { emailLocal, people } from "./people";

/** Demo mailbox (SPEC point 7, Email): folders, labels, flags, and paging between neighbours. */
export const EMAIL_FOLDERS = ["inbox", "sent", "draft", "spam", "trash"] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
/** The views the list answers: the five folders plus "starred" (starred mail outside the trash). */
export const EMAIL_VIEWS = [...EMAIL_FOLDERS, "starred"] as const;
export type EmailView = (typeof EMAIL_VIEWS)[number];
export const EMAIL_LABELS = ["private", "company", "important", "personal"] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

export interface EmailAddress {
  name: string;
  email: string;
}
export interface EmailAttachment {
  fileName: string;
  thumbnail: string;
  url: string;
  size: string;
}
export interface Email {
  id: number;
  from: EmailAddress & { avatar: string };
  to: EmailAddress[];
  subject: string;
  cc: string[];
  bcc: string[];
  message: string;
  attachments: EmailAttachment[];
  isStarred: boolean;
  labels: EmailLabel[];
  time: string;
  replies: Email[];
  folder: EmailFolder;
  isRead: boolean;
}

export const MAILBOX_OWNER: EmailAddress = { name: "Deniz Aydın", email: "deniz.aydin@kargo.test" };

const SUBJECTS = [
  "Container booking confirmed for Hamburg",
  "Customs declaration needs an HS code",
  "Quotation request: 12 pallets to Lyon",
  "Proforma invoice for shipment KRG-2041",
  "Delivery appointment at Mersin port",
  "Updated air freight rates for next month",
  "Missing packing list for order 7781",
  "Insurance certificate attached",
  "Truck departure delayed by weather",
  "Warehouse stock report",
  "Dangerous goods declaration (UN1263)",
  "Invoice 4991 is past due",
  "Meeting notes: Q3 logistics planning",
  "New branch opening in Bursa",
  "Your tracking number and pickup time",
  "Temperature log for the reefer container",
  "Request for a non-stackable cargo offer",
  "Port congestion notice: Rotterdam",
  "Signed contract for the express lane",
  "Address change for the receiver in Porto",
  "Weekly shipment summary",
  "Team lunch on Friday",
  "Training: new tariff finder",
  "You have won a free cruise!!!",
  "Claim your parcel fee now",
  "Cheap watches, limited offer",
  "Draft: offer to Nordlicht GmbH",
  "Draft: reply about the damaged crate",
  "Draft: holiday schedule for drivers",
  "Re: customs hold in Frankfurt",
  "Fuel surcharge adjustment",
  "Photos of the loaded trailer",
] as const;

const FILES = [
  { fileName: "packing-list.pdf", size: "312 KB" },
  { fileName: "invoice.xlsx", size: "88 KB" },
  { fileName: "container-photo.jpg", size: "1.4 MB" },
  { fileName: "customs-form.docx", size: "64 KB" },
] as const;

const PARAGRAPHS = [
  "Thank you for your quick reply. We checked the documents with the warehouse team this morning.",
  "The cargo is ready for pickup; please confirm the truck plate and the driver's name by noon.",
  "Customs asked for the commercial invoice and the certificate of origin before release.",
  "We can offer a consolidated shipment that leaves on Thursday and arrives within five working days.",
  "Please note that the pallets must not be stacked and need a tail-lift at delivery.",
  "The updated rate sheet is attached. Prices are valid until the end of the month.",
  "Let me know if anything is unclear, I am available by phone all afternoon.",
];

function createMailbox(now: Date): Email[] {
  const rng = createRandom(7_101);
  const senders = people(rng, 14);
  const count = SUBJECTS.length;
  const emails: Email[] = [];
  for (let i = 0; i < count; i++) {
    const subject = SUBJECTS[i];
    // Oldest first: id 1 is the oldest mail, the last id the newest.
    const time = new Date(now.getTime() - (count - i) * 5.5 * 3_600_000 - rng.int(0, 50) * 60_000);
    const folder: EmailFolder = subject.startsWith("Draft:")
      ? "draft"
      : /won|Claim|Cheap/.test(subject)
        ? "spam"
        : i % 9 === 4
          ? "sent"
          : i % 11 === 7
            ? "trash"
            : "inbox";
    const sender = senders[i % senders.length];
    const outgoing = folder === "sent" || folder === "draft";
    const from = outgoing
      ? { ...MAILBOX_OWNER, avatar: avatarUrl(MAILBOX_OWNER.name) }
      : {
          name: sender.fullName,
          email: `${emailLocal(sender.fullName)}@example.com`,
          avatar: avatarUrl(sender.fullName),
        };
    const to = outgoing
      ? [{ name: sender.fullName, email: `${emailLocal(sender.fullName)}@example.com` }]
      : [{ name: "me", email: MAILBOX_OWNER.email }];
    const labels = EMAIL_LABELS.filter(() => rng.chance(0.3));
    const attachments = rng.chance(0.35)
      ? [FILES[rng.int(0, FILES.length - 1)]].map((f) => ({
          ...f,
          thumbnail: `/mock/images/file/${f.fileName.split(".").pop()}.svg`,
          url: pictureUrl("file", f.fileName),
        }))
      : [];
    const start = rng.int(0, PARAGRAPHS.length - 1);
    const body = [0, 2, 4].map((step) => `<p>${PARAGRAPHS[(start + step) % PARAGRAPHS.length]}</p>`).join("");
    const greeting = outgoing ? sender.firstName : MAILBOX_OWNER.name.split(" ")[0];
    const signature = outgoing ? MAILBOX_OWNER.name : sender.fullName;
    emails.push({
      id: i + 1,
      from,
      to,
      subject,
      cc: rng.chance(0.2) ? [`operations@kargo.test`] : [],
      bcc: [],
      message: `<p>Hello ${greeting},</p>${body}<p>Best regards,</p><p>${signature}</p>`,
      attachments,
      isStarred: folder !== "spam" && rng.chance(0.25),
      labels: folder === "spam" ? [] : labels,
      time: time.toISOString(),
      replies: [],
      folder,
      isRead: folder === "sent" || folder === "draft" ? true : i < count - 12 ? true : rng.chance(0.4),
    });
  }
  // A thread: the customs mail carries an earlier reply.
  const thread = emails.find((e) => e.subject.startsWith("Re:"));
  if (thread) {
    thread.replies = [
      {
        ...thread,
        id: 0,
        subject: "Customs hold in Frankfurt",
        from: { ...MAILBOX_OWNER, avatar: avatarUrl(MAILBOX_OWNER.name) },
        to: [{ name: thread.from.name, email: thread.from.email }],
        message:
          "<p>Hello,</p><p>Our shipment KRG-2038 is held by customs in Frankfurt. Which document is missing?</p><p>Thanks,</p><p>Deniz</p>",
        time: new Date(new Date(thread.time).getTime() - 26 * 3_600_000).toISOString(),
        replies: [],
        attachments: [],
      },
    ];
  }
  return emails;
}

const state = processState((now) => ({ emails: createMailbox(now) }));
export const resetEmails = state.reset;

const newestFirst = (a: Email, b: Email) => b.time.localeCompare(a.time) || b.id - a.id;

function inView(email: Email, view: EmailView): boolean {
  if (view === "trash") return email.folder === "trash";
  if (view === "starred") return email.isStarred && email.folder !== "trash";
  return email.folder === view;
}

export const EmailListQuery = z.object({
  q: z.string().trim().max(200).default(""),
  folder: z.preprocess((v) => (v === "" ? undefined : v), z.enum(EMAIL_VIEWS).optional()),
  label: z.preprocess((v) => (v === "" ? undefined : v), z.enum(EMAIL_LABELS).optional()),
});

/**
 * The mail list, newest first. Without `label` the folder defaults to inbox; with a `label` and no
 * folder, every labelled mail outside the trash. `q` matches the subject.
 */
export function listEmails(input: z.output<typeof EmailListQuery>) {
  const { emails } = state.get();
  const view: EmailView | null = input.folder ?? (input.label ? null : "inbox");
  const rows = emails
    .filter((e) => (view ? inView(e, view) : e.folder !== "trash"))
    .filter((e) => (input.label ? e.labels.includes(input.label) : true))
    .filter((e) => matches(e.subject, input.q))
    .sort(newestFirst);
  return { emails: rows, emailsMeta: emailsMeta() };
}

export function emailsMeta() {
  const { emails } = state.get();
  return {
    inbox: emails.filter((e) => e.folder === "inbox" && !e.isRead).length,
    draft: emails.filter((e) => e.folder === "draft").length,
    spam: emails.filter((e) => e.folder === "spam" && !e.isRead).length,
  };
}

const EmailIds = z.array(z.coerce.number().int().positive()).min(1).max(500);

export const UpdateEmailsBody = z.object({
  emailIds: EmailIds,
  dataToUpdate: z
    .strictObject({
      isStarred: z.boolean(),
      isRead: z.boolean(),
      folder: z.enum(EMAIL_FOLDERS),
      labels: z.array(z.enum(EMAIL_LABELS)).max(EMAIL_LABELS.length),
    })
    .partial()
    .refine((d) => Object.keys(d).length > 0, "Nothing to update"),
});

function findAll(ids: number[]): Email[] {
  const { emails } = state.get();
  return ids.map((id) => {
    const email = emails.find((e) => e.id === id);
    if (!email) throw notFound(`Email ${id}`);
    return email;
  });
}

/** Generic field update (flags and folder moves). All ids must exist, or nothing changes (404). */
export function updateEmails(input: z.output<typeof UpdateEmailsBody>) {
  const targets = findAll(input.emailIds);
  const { labels, ...rest } = input.dataToUpdate;
  for (const email of targets) {
    Object.assign(email, rest);
    if (labels) email.labels = [...new Set(labels)];
  }
  return { emails: targets, emailsMeta: emailsMeta() };
}

export const UpdateEmailsLabelBody = z.object({ emailIds: EmailIds, label: z.enum(EMAIL_LABELS) });

/** Toggles one label on each email. */
export function updateEmailsLabel(input: z.output<typeof UpdateEmailsLabelBody>) {
  const targets = findAll(input.emailIds);
  for (const email of targets) {
    email.labels = email.labels.includes(input.label)
      ? email.labels.filter((l) => l !== input.label)
      : [...email.labels, input.label];
  }
  return { emails: targets };
}

/** The mails of an email's own folder, in list order (newest first). */
function siblings(email: Email): Email[] {
  return state
    .get()
    .emails.filter((e) => e.folder === email.folder)
    .sort(newestFirst);
}

function withNeighbours(email: Email) {
  const list = siblings(email);
  const index = list.findIndex((e) => e.id === email.id);
  return { ...email, hasPreviousMail: index > 0, hasNextMail: index < list.length - 1 };
}

export const GetEmailQuery = z.object({ id: z.coerce.number().int().positive() });

export function getEmail(id: number) {
  const email = state.get().emails.find((e) => e.id === id);
  if (!email) throw notFound("Email");
  return withNeighbours(email);
}

export const PaginateEmailQuery = z.object({
  dir: z.enum(["previous", "next"]),
  emailId: z.coerce.number().int().positive(),
});

/** The neighbour of an email in its folder: previous = newer, next = older; 404 at either end. */
export function paginateEmail(input: z.output<typeof PaginateEmailQuery>) {
  const email = state.get().emails.find((e) => e.id === input.emailId);
  if (!email) throw notFound("Email");
  const list = siblings(email);
  const index = list.findIndex((e) => e.id === email.id);
  const target = list[input.dir === "previous" ? index - 1 : index + 1];
  if (!target) throw notFound(input.dir === "previous" ? "Previous email" : "Next email");
  return withNeighbours(target);
}

const Address = z.email().max(254);

/**
 * A mail written by the mailbox owner: `sent` needs at least one recipient, a `draft` may have none yet.
 * The message is stored as given; the screens sanitise it before storing and again before showing it.
 */
export const ComposeEmailBody = z
  .object({
    to: z.array(Address).max(50).default([]),
    cc: z.array(Address).max(50).default([]),
    bcc: z.array(Address).max(50).default([]),
    subject: z.string().trim().max(200).default(""),
    message: z.string().max(50_000).default(""),
    folder: z.enum(["sent", "draft"]),
  })
  .refine((m) => m.folder === "draft" || m.to.length > 0, { message: "A recipient is required", path: ["to"] });

/** Files a new mail in sent or draft, under the same cap as every demo list (the oldest mail makes room). */
export function composeEmail(input: z.output<typeof ComposeEmailBody>, now: Date = new Date()): Email {
  const { emails } = state.get();
  makeRoom(emails);
  const email: Email = {
    id: nextId(emails),
    from: { ...MAILBOX_OWNER, avatar: avatarUrl(MAILBOX_OWNER.name) },
    to: input.to.map((address) => ({ name: address.split("@")[0], email: address })),
    subject: input.subject,
    cc: input.cc,
    bcc: input.bcc,
    message: input.message,
    attachments: [],
    isStarred: false,
    labels: [],
    time: now.toISOString(),
    replies: [],
    folder: input.folder,
    isRead: true,
  };
  emails.push(email);
  return email;
}
