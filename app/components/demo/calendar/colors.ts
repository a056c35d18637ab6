import type { CalendarName } from "~/mock/calendar";

/** Each category's colour from the theme's palette (the filter's dot, the table's chips, the library's events). */
export const CALENDAR_COLORS: Record<CalendarName, "primary" | "error" | "warning" | "success" | "info"> = {
  Business: "primary",
  Holiday: "success",
  Personal: "error",
  Family: "warning",
  ETC: "info",
};
