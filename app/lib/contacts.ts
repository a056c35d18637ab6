/** The contacts inbox's closed lists: views (tabs) and sortable columns. */
export const CONTACT_VIEWS = ["all", "unread", "read"] as const;
export type ContactView = (typeof CONTACT_VIEWS)[number];
export const CONTACT_SORTS = ["created_at", "name", "subject"] as const;
