import FullCalendar from "@fullcalendar/react";
import type { EventDropArg, EventInput } from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import timeGridPlugin from "@fullcalendar/timegrid";
import listPlugin from "@fullcalendar/list";
import interactionPlugin, { type EventResizeDoneArg } from "@fullcalendar/interaction";
import trLocale from "@fullcalendar/core/locales/tr";
import deLocale from "@fullcalendar/core/locales/de";
import frLocale from "@fullcalendar/core/locales/fr";
import ptLocale from "@fullcalendar/core/locales/pt";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { useEffect, useRef } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { CalendarEvent } from "~/mock/calendar";
import { CALENDAR_COLORS } from "./colors";
import { addDaysTo, eventDays, formTimes, visibleRange, zoned, type CalendarView } from "./dates";

const LOCALES = { tr: trLocale, de: deLocale, fr: frLocale, pt: ptLocale } as const;
const TO_LIBRARY: Record<CalendarView, string> = {
  month: "dayGridMonth",
  week: "timeGridWeek",
  day: "timeGridDay",
  list: "listMonth",
};
const FROM_LIBRARY: Record<string, CalendarView> = Object.fromEntries(
  Object.entries(TO_LIBRARY).map(([k, v]) => [v, k as CalendarView]),
);

/**
 * The calendar library, in the browser only (loaded lazily on this screen). It shows the panel's wall
 * clock (its own time zone is UTC, fed wall-clock times), keeps view and date in the address, opens
 * the event and day pages on click, and saves a drag or resize through the same form the pages post.
 */
export default function CalendarClient({
  events,
  view,
  date,
  language,
  search,
  dayLink,
  eventLink,
}: {
  events: CalendarEvent[];
  view: CalendarView;
  date: string;
  language: string;
  search: (change: { view?: CalendarView; date?: string }) => string;
  /** The new-event page for a day, and an event's page, both with the way back to this view. */
  dayLink: (day: string) => string;
  eventLink: (id: string) => string;
}) {
  const theme = useTheme();
  const navigate = useNavigate();
  const fetcher = useFetcher({ key: "calendar-drag" });
  const ref = useRef<FullCalendar>(null);

  // The back button (or a link) changed the address: the library follows.
  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== TO_LIBRARY[view]) api.changeView(TO_LIBRARY[view], date);
    else if (zoned(api.getDate().toISOString()).day !== date) api.gotoDate(date);
  }, [view, date]);

  const input: EventInput[] = events.map((e) => {
    const [first, last] = eventDays(e);
    const times = formTimes(e);
    return {
      id: String(e.id),
      title: e.title,
      allDay: e.allDay,
      start: e.allDay ? first : `${times.start}:00Z`,
      end: e.allDay ? addDaysTo(last, 1) : `${times.end}:00Z`,
      backgroundColor: theme.palette[CALENDAR_COLORS[e.extendedProps.calendar]].main,
      borderColor: theme.palette[CALENDAR_COLORS[e.extendedProps.calendar]].main,
      textColor: theme.palette[CALENDAR_COLORS[e.extendedProps.calendar]].contrastText,
    };
  });

  const save = (info: EventDropArg | EventResizeDoneArg) => {
    const original = events.find((e) => String(e.id) === info.event.id);
    const start = info.event.start;
    if (!original || !start) return info.revert();
    const allDay = info.event.allDay;
    // The library's dates carry the wall clock in their UTC fields; all-day ends are exclusive there.
    const end = info.event.end ?? start;
    const form = new FormData();
    form.set("intent", "update");
    form.set("id", String(original.id));
    form.set("title", original.title);
    form.set("calendar", original.extendedProps.calendar);
    form.set("start", allDay ? start.toISOString().slice(0, 10) : start.toISOString().slice(0, 16));
    form.set(
      "end",
      allDay ? addDaysTo(end.toISOString().slice(0, 10), end > start ? -1 : 0) : end.toISOString().slice(0, 16),
    );
    if (allDay) form.set("allDay", "on");
    if (original.url) form.set("url", original.url);
    for (const g of original.extendedProps.guests ?? []) form.append("guests", g);
    if (original.extendedProps.description) form.set("description", original.extendedProps.description);
    void fetcher.submit(form, { method: "post" });
  };

  return (
    <Box
      sx={{
        "& .fc": { "--fc-border-color": theme.palette.divider, "--fc-page-bg-color": theme.palette.background.paper },
        "& .fc .fc-button-primary": {
          bgcolor: "primary.main",
          borderColor: "primary.main",
          color: "primary.contrastText",
        },
        "& .fc .fc-toolbar-title": { fontSize: { xs: "1rem", sm: "1.25rem" } },
        // On a phone the toolbar's three groups wrap instead of running off the screen.
        "& .fc .fc-header-toolbar": { flexWrap: "wrap", gap: 1 },
        // The library's faded texts (other months' days, the disabled "today") fall below readable contrast.
        "& .fc .fc-button:disabled": { opacity: 1 },
        "& .fc .fc-day-other .fc-daygrid-day-top": { opacity: 1, color: theme.palette.text.secondary },
        "& .fc .fc-list-day-cushion": { bgcolor: "action.hover" },
        "& a": { color: "inherit" },
      }}
      data-testid="calendar-library"
    >
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={TO_LIBRARY[view]}
        initialDate={date}
        timeZone="UTC"
        locale={language === "en" ? "en-gb" : (LOCALES[language as keyof typeof LOCALES] ?? trLocale)}
        firstDay={1}
        headerToolbar={{
          start: "prev,next today",
          center: "title",
          end: "dayGridMonth,timeGridWeek,timeGridDay,listMonth",
        }}
        height="auto"
        editable
        // Text buttons: the library's icon buttons carry unlabelled images.
        buttonIcons={false}
        events={input}
        datesSet={(arg) => {
          const next = FROM_LIBRARY[arg.view.type] ?? "month";
          const shown = arg.view.currentStart.toISOString().slice(0, 10);
          // Only a real move changes the address (the library's first page is the address's own).
          const same =
            next === view &&
            (next === "month" || next === "list"
              ? shown.slice(0, 7) === date.slice(0, 7)
              : shown === visibleRange(next, date)[0]);
          if (!same) void navigate(search({ view: next, date: shown }), { preventScrollReset: true });
        }}
        dateClick={(arg) => void navigate(dayLink(arg.dateStr.slice(0, 10)))}
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          void navigate(eventLink(arg.event.id));
        }}
        eventDrop={save}
        eventResize={save}
      />
    </Box>
  );
}
