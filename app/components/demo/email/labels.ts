import type { EmailLabel } from "~/mock/email";

/** Each label's colour from the theme's palette (the dot in the menu and the chip on a mail). */
export const LABEL_COLORS: Record<EmailLabel, "success" | "primary" | "warning" | "error"> = {
  personal: "success",
  company: "primary",
  important: "warning",
  private: "error",
};

/** Mails per list page. */
export const EMAIL_PAGE_SIZE = 15;
