import { z } from "zod";

/** The stops of the drag-and-drop demo's delivery route, in their starting order. */
export const ROUTE_STOPS = ["istanbul", "kocaeli", "sakarya", "bolu", "ankara"] as const;
export type RouteStop = (typeof ROUTE_STOPS)[number];

export const STOP_NAMES: Record<RouteStop, string> = {
  istanbul: "İstanbul",
  kocaeli: "Kocaeli",
  sakarya: "Sakarya",
  bolu: "Bolu",
  ankara: "Ankara",
};

/** An order from the address: every stop exactly once, or the starting order. */
export function parseOrder(value: string | null): RouteStop[] {
  const parts = (value ?? "").split(",");
  const valid =
    parts.length === ROUTE_STOPS.length &&
    new Set(parts).size === parts.length &&
    parts.every((p) => (ROUTE_STOPS as readonly string[]).includes(p));
  return valid ? (parts as RouteStop[]) : [...ROUTE_STOPS];
}

/** One stop moved one place up or down; at either end it stays. */
export function moveStop(order: RouteStop[], stop: RouteStop, direction: "up" | "down"): RouteStop[] {
  const from = order.indexOf(stop);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** The move buttons' post. */
export const MoveSchema = z.object({
  order: z.string().max(200),
  stop: z.enum(ROUTE_STOPS),
  direction: z.enum(["up", "down"]),
});
