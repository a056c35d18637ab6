import type { RouterContextProvider } from "react-router";
import { can } from "./auth/auth.server";
import { perRequest } from "./request-memo.server";
import { contactCounts } from "~/models/contacts.server";

/**
 * The contact messages' counts (all, unread, read: two primary-key reads in one statement), once per request:
 * the menu badge, the admin home's sales figures and the inbox's tabs share them.
 */
export function requestContactCounts(context: Readonly<RouterContextProvider>) {
  return perRequest(context, "contact-counts", contactCounts);
}

/**
 * The counts shown next to menu entries (navigation item id → number). Each is one cheap COUNT,
 * run only for users who may open that screen.
 */
export async function panelBadges(context: Readonly<RouterContextProvider>): Promise<Record<string, number>> {
  const badges: Record<string, number> = {};
  if (can(context, "read", "Contact")) badges.contacts = (await requestContactCounts(context)).unread;
  return badges;
}
