import { z } from "zod";
import { CALENDARS } from "~/mock/calendar";

const LOCAL = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;

/** The event form: the event's own field names; `start`/`end` as the panel's wall-clock time. */
export const EventFormSchema = z.object({
  intent: z.enum(["add", "update"]),
  id: z.coerce.number().int().positive().optional(),
  title: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(200, "validation.tooLong"),
  calendar: z.enum(CALENDARS, { error: "common:validation.choice" }),
  start: z.string({ error: "validation.required" }).regex(LOCAL, "demo-calendar:errors.dateTime"),
  end: z.string().regex(LOCAL, "demo-calendar:errors.dateTime").optional(),
  allDay: z.boolean().optional(),
  url: z.url({ error: "demo-calendar:errors.url" }).max(500, "validation.tooLong").optional(),
  guests: z.array(z.string().trim().max(200, "validation.tooLong")).max(50).optional(),
  description: z.string().max(5000, "validation.tooLong").optional(),
});

export const RemoveEventSchema = z.object({ intent: z.literal("remove"), id: z.coerce.number().int().positive() });

/** The list of categories in the address: absent = all, `calendars=` = none; unknown names are dropped. */
export function parseCalendars(raw: string | null): Array<(typeof CALENDARS)[number]> {
  if (raw === null) return [...CALENDARS];
  return CALENDARS.filter((c) => raw.split(",").includes(c));
}

/** The view's search parameters, to come back to the same view after a change. */
export function calendarSearch(params: URLSearchParams): string {
  const keep = new URLSearchParams();
  for (const name of ["view", "date", "calendars"]) {
    const value = params.get(name);
    if (value !== null && (value !== "" || name === "calendars")) keep.set(name, value);
  }
  const text = keep.toString();
  return text ? `?${text}` : "";
}
