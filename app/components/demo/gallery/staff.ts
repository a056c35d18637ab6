import type { TableRow } from "~/mock/datatables";

/** The data table's status codes as the template names them; labels come from `demo-gallery:datatables.status.*`. */
export const STAFF_STATUSES = [1, 2, 3, 4, 5] as const;
export const STATUS_COLORS: Record<TableRow["status"], "primary" | "success" | "error" | "warning" | "info"> = {
  1: "primary",
  2: "success",
  3: "error",
  4: "warning",
  5: "info",
};
