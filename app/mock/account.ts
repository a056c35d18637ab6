import { z } from "zod";
import { MockError, notFound, processState } from "./core";
import { accountSettings, profileData } from "./pages";

/**
 * The writable side of the template's account settings and profile pages: the saved settings, and the profile's
 * likes, comments and poll votes. It starts from the sample data of `pages.ts` and lives in the process like the
 * rest of the demo.
 */

const SOCIAL_LINKS = ["twitter", "facebook", "google", "linkedIn", "instagram", "quora"] as const;
const CONNECTIONS = ["twitter", "google", "facebook", "github"] as const;
export const NOTIFICATIONS = [
  "commentOnArticle",
  "answerOnForm",
  "followMe",
  "newAnnouncements",
  "productUpdates",
  "blogDigest",
] as const;
export { SOCIAL_LINKS, CONNECTIONS };

/** Each post keeps at most this many comments (the oldest go first), so the public demo cannot grow without bound. */
export const MAX_COMMENTS = 200;
/** Sample votes the poll starts with. */
const BASE_VOTES = [45, 35, 20];

type Settings = ReturnType<typeof accountSettings>;
type Connection = { profileImg?: string; id?: string };

function createProfile() {
  const data = profileData();
  return {
    ...data,
    post: data.post.map((p, i) => ({ ...p, id: i + 1 })),
    polls: data.polls.map((p, i) => ({ ...p, votes: BASE_VOTES[i] ?? 0 })),
    myVote: null as string | null,
  };
}

const state = processState(() => ({ settings: accountSettings() as Settings, profile: createProfile() }));
export const resetAccount = state.reset;

export function getAccountSettings(): Settings {
  return state.get().settings;
}

const optionalUrl = z.union([z.literal(""), z.url({ protocol: /^https?$/ }).max(300)]);

export const GeneralBody = z.object({
  username: z
    .string()
    .trim()
    .min(3)
    .max(60)
    .regex(/^[\w.-]+$/),
  fullName: z.string().trim().min(2).max(120),
  email: z.email().max(200),
  company: z.string().trim().max(120).default(""),
});

export const InfoBody = z.object({
  bio: z.string().trim().max(1000).default(""),
  dob: z.union([
    z.literal(""),
    z.iso.date().refine((d) => d >= "1900-01-01" && d <= new Date().toISOString().slice(0, 10)),
  ]),
  country: z.string().trim().max(80).default(""),
  website: optionalUrl,
  phone: z.union([
    z.literal(""),
    z
      .string()
      .trim()
      .regex(/^\+?[\d\s()-]{6,20}$/),
  ]),
});

export const SocialBody = z.object({
  twitter: optionalUrl,
  facebook: optionalUrl,
  google: optionalUrl,
  linkedIn: optionalUrl,
  instagram: optionalUrl,
  quora: optionalUrl,
  connections: z.array(z.enum(CONNECTIONS)).max(CONNECTIONS.length).default([]),
});

export const NotificationsBody = z.object({ on: z.array(z.enum(NOTIFICATIONS)).max(NOTIFICATIONS.length).default([]) });

export function saveGeneral(input: z.output<typeof GeneralBody>, avatar?: string) {
  const { settings } = state.get();
  settings.general = { ...settings.general, ...input, ...(avatar ? { avatar } : {}) };
  return settings.general;
}

export function saveInfo(input: z.output<typeof InfoBody>) {
  const { settings } = state.get();
  settings.info = { ...settings.info, ...input };
  return settings.info;
}

/** Saves the links; a connection switched on gets a sample account id, one switched off is emptied. */
export function saveSocial(input: z.output<typeof SocialBody>) {
  const { settings } = state.get();
  const links = Object.fromEntries(SOCIAL_LINKS.map((k) => [k, input[k]])) as Settings["social"]["socialLinks"];
  const connections = settings.social.connections as Record<string, Connection>;
  for (const c of CONNECTIONS) {
    const on = input.connections.includes(c);
    if (!on) connections[c] = {};
    else if (!connections[c]?.id) connections[c] = { id: settings.general.username };
  }
  settings.social = { ...settings.social, socialLinks: links };
  return settings.social;
}

export function saveNotifications(input: z.output<typeof NotificationsBody>) {
  const { settings } = state.get();
  settings.notification = Object.fromEntries(
    NOTIFICATIONS.map((k) => [k, input.on.includes(k)]),
  ) as Settings["notification"];
  return settings.notification;
}

/* ---------------- profile ---------------- */

/** The profile page's data with each poll's share of the votes worked out from the counts. */
export function getProfile() {
  const { profile } = state.get();
  const total = profile.polls.reduce((s, p) => s + p.votes, 0);
  return {
    ...profile,
    polls: profile.polls.map((p) => ({ ...p, result: `${total ? Math.round((p.votes * 100) / total) : 0}%` })),
    totalVotes: total,
  };
}

function postById(id: number) {
  const post = state.get().profile.post.find((p) => p.id === id);
  if (!post) throw notFound("Post");
  return post;
}

export const PostIdBody = z.object({ postId: z.coerce.number().int().positive() });
export const CommentBody = PostIdBody.extend({ comment: z.string().trim().min(1).max(1000) });
export const VoteBody = z.object({ option: z.string().trim().min(1).max(80) });

/** Likes a post, or takes the like back. */
export function likePost(postId: number) {
  const post = postById(postId);
  post.youLiked = !post.youLiked;
  post.likes += post.youLiked ? 1 : -1;
  return post;
}

export function commentOnPost(postId: number, comment: string, author: { username: string; avatar: string }) {
  const post = postById(postId);
  while (post.detailedComments.length >= MAX_COMMENTS) post.detailedComments.shift();
  post.detailedComments.push({ ...author, comment, commentsLikes: 0, youLiked: false });
  post.comments += 1;
  return post;
}

/** Votes for an option of the poll (voting again moves the vote). */
export function vote(option: string) {
  const { profile } = state.get();
  const choice = profile.polls.find((p) => p.name === option);
  if (!choice) throw new MockError(400, "Unknown option");
  if (profile.myVote === option) return getProfile();
  const previous = profile.polls.find((p) => p.name === profile.myVote);
  if (previous) previous.votes -= 1;
  choice.votes += 1;
  profile.myVote = option;
  return getProfile();
}
