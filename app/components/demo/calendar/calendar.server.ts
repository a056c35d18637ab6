import { data } from "react-router";
import { parseWithZod } from "~/lib/submission";
import { redirectWithToast } from "~/lib/toast.server";
import { MockError } from "~/mock/core";
import {
  AddEventBody,
  CALENDARS,
  UpdateEventBody,
  addEvent,
  listEvents,
  removeEvent,
  updateEvent,
  type CalendarEvent,
} from "~/mock/calendar";
import { CALENDAR_VIEWS, addDaysTo, eventDays, today, visibleRange, wallToUtc, type CalendarView } from "./dates";
import { EventFormSchema, RemoveEventSchema, calendarSearch, parseCalendars } from "./schemas";

/** View, date and categories from the address; an unknown view or a malformed date fall back to the default. */
export function calendarQuery(url: URL) {
  const rawView = url.searchParams.get("view");
  const view: CalendarView = (CALENDAR_VIEWS as readonly string[]).includes(rawView ?? "")
    ? (rawView as CalendarView)
    : "month";
  const rawDate = url.searchParams.get("date") ?? "";
  const date = /^\d{4}-\d{2}-\d{2}$/.test(rawDate) && !Number.isNaN(Date.parse(rawDate)) ? rawDate : today();
  return { view, date, calendars: parseCalendars(url.searchParams.get("calendars")) };
}

/** The events that touch the days a view shows (a week either side, for the library's wider month grid). */
export function eventsFor(view: CalendarView, date: string, calendars: Array<(typeof CALENDARS)[number]>) {
  const [first, last] = visibleRange(view, date);
  const from = addDaysTo(first, -7);
  const to = addDaysTo(last, 7);
  return listEvents({ calendars }).filter((e) => {
    const [a, b] = eventDays(e);
    return b >= from && a <= to;
  });
}

export function findEvent(id: number): CalendarEvent {
  const event = listEvents({ calendars: [...CALENDARS] }).find((e) => e.id === id);
  if (!event) throw data(null, { status: 404 });
  return event;
}

/**
 * Add, update or remove an event from a form (the calendar, an event's page, or a drag in the browser).
 * Times are the panel's wall clock; all-day events keep whole days (the last one inclusive in the form).
 */
export async function eventAction(request: Request, url: URL) {
  const formData = await request.formData();
  const back = `/apps/calendar${calendarSearch(url.searchParams)}`;
  if (formData.get("intent") === "remove") {
    const submission = parseWithZod(formData, { schema: RemoveEventSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    try {
      removeEvent(submission.value.id);
    } catch (error) {
      if (error instanceof MockError && error.status === 404)
        return data(
          { result: submission.reply({ formErrors: ["demo-calendar:errors.unknownEvent"] }) },
          { status: 400 },
        );
      throw error;
    }
    return redirectWithToast(request, back, { key: "demo-calendar:toasts.removed" });
  }
  const submission = parseWithZod(formData, { schema: EventFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const allDay = v.allDay ?? false;
  const endText = v.end ?? v.start;
  let start: string;
  let end: string;
  if (allDay) {
    const first = v.start.slice(0, 10);
    const last = endText.slice(0, 10);
    if (last < first)
      return data(
        { result: submission.reply({ fieldErrors: { end: ["demo-calendar:errors.endBeforeStart"] } }) },
        { status: 400 },
      );
    start = first;
    end = addDaysTo(last, 1);
  } else {
    if (v.start.length < 16)
      return data(
        { result: submission.reply({ fieldErrors: { start: ["demo-calendar:errors.time"] } }) },
        { status: 400 },
      );
    const endWithTime = endText.length < 16 ? `${endText.slice(0, 10)}T${v.start.slice(11, 16)}` : endText;
    start = wallToUtc(v.start.slice(0, 10), v.start.slice(11, 16));
    end = wallToUtc(endWithTime.slice(0, 10), endWithTime.slice(11, 16));
    if (end < start)
      return data(
        { result: submission.reply({ fieldErrors: { end: ["demo-calendar:errors.endBeforeStart"] } }) },
        { status: 400 },
      );
  }
  const guests = (v.guests ?? []).filter(Boolean);
  const fields = {
    title: v.title,
    url: v.url ?? "",
    start,
    end,
    allDay,
    extendedProps: {
      calendar: v.calendar,
      ...(guests.length ? { guests } : {}),
      ...(v.description ? { description: v.description } : {}),
    },
  };
  if (v.intent === "add") {
    addEvent(AddEventBody.parse({ event: fields }));
    return redirectWithToast(request, back, { key: "demo-calendar:toasts.added" });
  }
  if (v.id === undefined)
    return data({ result: submission.reply({ formErrors: ["demo-calendar:errors.unknownEvent"] }) }, { status: 400 });
  let existing: CalendarEvent;
  try {
    existing = findEvent(v.id);
  } catch {
    return data({ result: submission.reply({ formErrors: ["demo-calendar:errors.unknownEvent"] }) }, { status: 400 });
  }
  const location = existing.extendedProps.location;
  updateEvent(
    UpdateEventBody.parse({
      event: { ...fields, id: v.id, extendedProps: { ...fields.extendedProps, ...(location ? { location } : {}) } },
    }),
  );
  return redirectWithToast(request, back, { key: "demo-calendar:toasts.updated" });
}
