import { z } from "zod";
import { createRandom, makeRoom, nextId, notFound, processState } from "./core";

/** Demo calendar (SPEC point 7, Calendar): events around the current month, five categories. */
export const CALENDARS = ["Business", "Holiday", "Personal", "ETC", "Family"] as const;
export type CalendarName = (typeof CALENDARS)[number];

export interface CalendarEvent {
  id: number;
  url: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: { calendar: CalendarName; guests?: string[]; location?: string; description?: string };
}

const SAMPLES: Array<[string, CalendarName, boolean]> = [
  ["Weekly operations meeting", "Business", false],
  ["Customs audit", "Business", false],
  ["Port visit Mersin", "Business", true],
  ["Quarter planning", "Business", false],
  ["Carrier rate negotiation", "Business", false],
  ["National holiday", "Holiday", true],
  ["Office closed for maintenance", "Holiday", true],
  ["Dentist", "Personal", false],
  ["Gym session", "Personal", false],
  ["Pick up the new laptop", "ETC", false],
  ["Fire drill", "ETC", false],
  ["Family dinner", "Family", false],
  ["School play", "Family", false],
  ["Driver training day", "Business", true],
  ["Warehouse inventory", "Business", true],
  ["Trade fair Hamburg", "Business", true],
];

function createEvents(now: Date): CalendarEvent[] {
  const rng = createRandom(7_404);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return SAMPLES.map(([title, calendar, allDay], i) => {
    // Spread over the previous, current and next month, mostly the current one.
    const monthOffset = i % 5 === 0 ? -1 : i % 7 === 0 ? 1 : 0;
    const day = rng.int(1, 28);
    const hour = rng.int(8, 16);
    const start = new Date(Date.UTC(year, month + monthOffset, day, allDay ? 0 : hour, allDay ? 0 : rng.pick([0, 30])));
    const end = allDay
      ? new Date(start.getTime() + rng.int(1, 3) * 86_400_000)
      : new Date(start.getTime() + rng.int(1, 3) * 3_600_000);
    return {
      id: i + 1,
      url: "",
      title,
      start: start.toISOString(),
      end: end.toISOString(),
      allDay,
      extendedProps: {
        calendar,
        ...(calendar === "Business" ? { location: "Kargo Lojistik, İstanbul", guests: ["operations@kargo.test"] } : {}),
      },
    };
  });
}

const state = processState((now) => ({ events: createEvents(now) }));
export const resetCalendar = state.reset;

/** `calendars` is a comma-separated list of category names; absent means all, empty means none. */
export const EventsQuery = z.object({
  calendars: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return [...CALENDARS];
      const names = v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = names.filter((n) => !(CALENDARS as readonly string[]).includes(n));
      if (unknown.length) {
        ctx.addIssue({ code: "custom", message: `Unknown calendar: ${unknown.join(", ")}` });
        return z.NEVER;
      }
      return names as CalendarName[];
    }),
});

export function listEvents(input: z.output<typeof EventsQuery>): CalendarEvent[] {
  return state
    .get()
    .events.filter((e) => input.calendars.includes(e.extendedProps.calendar))
    .sort((a, b) => a.start.localeCompare(b.start));
}

const dateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

const EventFields = z
  .object({
    url: z.union([z.literal(""), z.url().max(500)]).default(""),
    title: z.string().trim().min(1).max(200),
    start: dateTime,
    end: dateTime,
    allDay: z.boolean().default(false),
    extendedProps: z.object({
      calendar: z.enum(CALENDARS),
      guests: z.array(z.string().max(200)).max(50).optional(),
      location: z.string().max(200).optional(),
      description: z.string().max(5000).optional(),
    }),
  })
  .refine((e) => new Date(e.end).getTime() >= new Date(e.start).getTime(), {
    message: "The end is before the start",
    path: ["end"],
  });

export const AddEventBody = z.object({ event: EventFields });
export const UpdateEventBody = z.object({
  event: z.intersection(EventFields, z.object({ id: z.coerce.number().int().positive() })),
});

export function addEvent(input: z.output<typeof AddEventBody>): CalendarEvent {
  const { events } = state.get();
  makeRoom(events);
  const event: CalendarEvent = { ...input.event, id: nextId(events) };
  events.push(event);
  return event;
}

export function updateEvent(input: z.output<typeof UpdateEventBody>): CalendarEvent {
  const event = state.get().events.find((e) => e.id === input.event.id);
  if (!event) throw notFound("Event");
  Object.assign(event, input.event);
  return event;
}

export const RemoveEventQuery = z.object({ id: z.coerce.number().int().positive() });

export function removeEvent(id: number): { id: number } {
  const { events } = state.get();
  const index = events.findIndex((e) => e.id === id);
  if (index < 0) throw notFound("Event");
  events.splice(index, 1);
  return { id };
}
