/** The closed lists of the identity domain. Each drives the DB check, the zod enum, the options and the labels. */
export const ROLES = ["admin", "agent", "customer"] as const;
export type Role = (typeof ROLES)[number];

export const CUSTOMER_TYPES = ["individual", "corporate"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
