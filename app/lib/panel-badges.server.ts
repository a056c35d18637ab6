import type { RouterContextProvider } from "react-router";
import { can } from "./auth.server";
import { unreadContactCount } from "~/models/contacts.server";

/**
 * The counts shown next to menu entries (navigation item id → number). Each is one cheap COUNT,
 * run only for users who may open that screen.
 */
export async function panelBadges(context: Readonly<RouterContextProvider>): Promise<Record<string, number>> {
  const badges: Record<string, number> = {};
  if (can(context, "read", "Contact")) badges.contacts = await unreadContactCount();
  return badges;
}
