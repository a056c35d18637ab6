import { z } from "zod";
import {
  MAX_DEMO_ROWS,
  MockError,
  avatarUrl,
  makeRoom,
  createRandom,
  enumParam,
  intParam,
  matches,
  nextId,
  notFound,
  paginate,
  processState,
} from "./core";
import { COMPANIES, COUNTRIES, emailLocal, people, phone } from "./people";

/** Demo users (SPEC point 7, Users). */
export const DEMO_USER_ROLES = ["admin", "editor", "author", "maintainer", "subscriber"] as const;
export const DEMO_USER_PLANS = ["basic", "team", "company", "enterprise"] as const;
export const DEMO_USER_STATUSES = ["active", "inactive", "pending"] as const;

export interface DemoUser {
  id: number;
  fullName: string;
  company: string;
  username: string;
  country: string;
  contact: string;
  email: string;
  avatar: string;
  role: (typeof DEMO_USER_ROLES)[number];
  currentPlan: (typeof DEMO_USER_PLANS)[number];
  status: (typeof DEMO_USER_STATUSES)[number];
}

function createUsers(): DemoUser[] {
  const rng = createRandom(7_505);
  return people(rng, 56).map((p, i) => {
    const country = rng.pick(COUNTRIES);
    const local = emailLocal(p.fullName);
    return {
      id: i + 1,
      fullName: p.fullName,
      company: rng.pick(COMPANIES),
      username: local.replace(".", "_"),
      country,
      contact: phone(rng, country),
      email: `${local}@example.com`,
      avatar: rng.chance(0.7) ? avatarUrl(p.fullName) : "",
      role: rng.pick(DEMO_USER_ROLES),
      currentPlan: rng.pick(DEMO_USER_PLANS),
      status: rng.pick(DEMO_USER_STATUSES),
    };
  });
}

const state = processState(() => ({ users: createUsers() }));
export const resetUsers = state.reset;

export function allUsers(): DemoUser[] {
  return state.get().users;
}

export const UserListQuery = z.object({
  q: z.string().trim().max(200).default(""),
  perPage: intParam(10, 1, 100),
  page: intParam(1, 1, 100_000),
  role: enumParam(DEMO_USER_ROLES),
  currentPlan: enumParam(DEMO_USER_PLANS),
  status: enumParam(DEMO_USER_STATUSES),
});

/** One page of users and the filtered total; `q` matches username or full name. */
export function listUsers(input: z.output<typeof UserListQuery>) {
  const rows = state
    .get()
    .users.filter((u) => matches(u.username, input.q) || matches(u.fullName, input.q))
    .filter((u) => (input.role ? u.role === input.role : true))
    .filter((u) => (input.currentPlan ? u.currentPlan === input.currentPlan : true))
    .filter((u) => (input.status ? u.status === input.status : true));
  return { users: paginate(rows, input.page, input.perPage), total: rows.length };
}

export const AddUserBody = z.object({
  fullName: z.string().trim().min(2).max(120),
  username: z
    .string()
    .trim()
    .min(3)
    .max(60)
    .regex(/^[\w.-]+$/, "Letters, digits, . _ or -"),
  email: z.email().max(200),
  company: z.string().trim().max(120).default(""),
  country: z.string().trim().max(80).default(""),
  contact: z.string().trim().max(40).default(""),
  avatar: z.string().max(500).default(""),
  role: z.enum(DEMO_USER_ROLES).default("subscriber"),
  currentPlan: z.enum(DEMO_USER_PLANS).default("basic"),
  status: z.enum(DEMO_USER_STATUSES).default("pending"),
});

/** Adds a user at the head of the list. A taken email or username is a 400 with the field's message. */
export function addUser(input: z.output<typeof AddUserBody>): DemoUser {
  const { users } = state.get();
  const email = input.email.toLowerCase();
  takenFields(users, input);
  makeRoom(users);
  const user: DemoUser = { ...input, email, id: nextId(users) };
  users.unshift(user);
  return user;
}

export const UserIdQuery = z.object({ id: z.coerce.number().int().positive() });

export function getUser(id: number) {
  const user = state.get().users.find((u) => u.id === id);
  if (!user) throw notFound("User");
  return { user };
}

export function deleteUser(id: number) {
  const { users } = state.get();
  const index = users.findIndex((u) => u.id === id);
  if (index < 0) throw notFound("User");
  users.splice(index, 1);
  return { id };
}

export const UpdateUserBody = AddUserBody.extend({ status: z.enum(DEMO_USER_STATUSES) });

/** The answer for a taken email or username (SPEC point 5's messages), checked against everyone but `selfId`. */
function takenFields(users: DemoUser[], input: { email: string; username: string }, selfId?: number) {
  const error: Record<string, string> = {};
  const others = users.filter((u) => u.id !== selfId);
  if (others.some((u) => u.email.toLowerCase() === input.email.toLowerCase()))
    error.email = "This email is already in use.";
  if (others.some((u) => u.username.toLowerCase() === input.username.toLowerCase()))
    error.username = "This username is already in use.";
  if (Object.keys(error).length) throw new MockError(400, "Already in use", error);
}

/** Replaces a user's fields (the edit screen); the same uniqueness rules as adding. */
export function updateUser(id: number, input: z.output<typeof UpdateUserBody>): DemoUser {
  const { users } = state.get();
  const user = users.find((u) => u.id === id);
  if (!user) throw notFound("User");
  takenFields(users, input, id);
  Object.assign(user, { ...input, email: input.email.toLowerCase(), avatar: input.avatar || user.avatar });
  return user;
}

/** Suspending sets the status to inactive. */
export function suspendUser(id: number): DemoUser {
  const { user } = getUser(id);
  user.status = "inactive";
  return user;
}

export const ChangePlanBody = z.object({ currentPlan: z.enum(DEMO_USER_PLANS) });

export function changeUserPlan(id: number, currentPlan: (typeof DEMO_USER_PLANS)[number]): DemoUser {
  const { user } = getUser(id);
  user.currentPlan = currentPlan;
  return user;
}

/** How many users there are, and how many in each status (the list's stat cards). */
export function userStats() {
  const { users } = state.get();
  const by = (status: DemoUser["status"]) => users.filter((u) => u.status === status).length;
  return { total: users.length, active: by("active"), inactive: by("inactive"), pending: by("pending") };
}

/** Every user matching the list's filters (no paging), for the CSV export. */
export function filteredUsers(input: Omit<z.output<typeof UserListQuery>, "page" | "perPage">): DemoUser[] {
  return listUsers({ ...input, page: 1, perPage: MAX_DEMO_ROWS }).users;
}
