/** The states of a notification job (the queue table's `status`), shared by the server and the queue screen. */
export const NOTIFICATION_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
