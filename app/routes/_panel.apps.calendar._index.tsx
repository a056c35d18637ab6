import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import Add from "@mui/icons-material/Add";
import CheckBox from "@mui/icons-material/CheckBox";
import CheckBoxOutlineBlank from "@mui/icons-material/CheckBoxOutlineBlank";
import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import { Suspense, lazy } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/_panel.apps.calendar._index";
import { PageHeader } from "~/components/PageHeader";
import { calendarQuery, eventAction, eventsFor } from "~/components/demo/calendar/calendar.server";
import { CALENDAR_COLORS } from "~/components/demo/calendar/colors";
import {
  CALENDAR_VIEWS,
  eventDays,
  formTimes,
  shiftDate,
  today,
  visibleRange,
  weeksOf,
  addDaysTo,
  type CalendarView,
} from "~/components/demo/calendar/dates";
import { requireDemo } from "~/lib/demo.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { useHydrated } from "~/lib/use-hydrated";
import { CALENDARS, type CalendarEvent, type CalendarName } from "~/mock/calendar";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { ...hydrateOnIntent, i18n: ["demo-calendar"] };

// The calendar library is loaded on this screen only, after hydration; the server's table is the page until then.
const CalendarClient = lazy(() => import("~/components/demo/calendar/CalendarClient"));

/** The demo calendar: view, date and categories are the address's search parameters. */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const query = calendarQuery(url);
  return {
    title: getT(context)("demo-calendar:title"),
    ...query,
    allCalendars: url.searchParams.get("calendars") === null,
    today: today(),
    events: eventsFor(query.view, query.date, query.calendars),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requireDemo(context, request);
  return eventAction(request, url);
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("demo-calendar");
  const { view, date, calendars, events, allCalendars } = loaderData;
  const hydrated = useHydrated();
  const search = (change: { view?: CalendarView; date?: string; calendars?: CalendarName[] | null }) => {
    const params = new URLSearchParams();
    const v = change.view ?? view;
    if (v !== "month") params.set("view", v);
    params.set("date", change.date ?? date);
    const cals = change.calendars === undefined ? (allCalendars ? null : calendars) : change.calendars;
    if (cals !== null) params.set("calendars", cals.join(","));
    return `/apps/calendar?${params}`;
  };
  const back = search({}).replace("/apps/calendar", "");
  const dayLink = (day: string) => `/apps/calendar/events/new${back}&day=${day}`;
  const eventLink = (id: number | string) => `/apps/calendar/events/${id}${back}`;
  const toggle = (c: CalendarName) =>
    calendars.includes(c)
      ? calendars.filter((x) => x !== c)
      : CALENDARS.filter((x) => x === c || calendars.includes(x));
  const [first, last] = visibleRange(view, date);
  const heading =
    view === "month" || view === "list"
      ? formatDate(`${date.slice(0, 7)}-15T12:00:00Z`, i18n.language, { month: "long", year: "numeric" })
      : view === "day"
        ? formatDate(`${date}T12:00:00Z`, i18n.language, { dateStyle: "full" })
        : `${formatDate(`${first}T12:00:00Z`, i18n.language)} – ${formatDate(`${last}T12:00:00Z`, i18n.language)}`;
  return (
    <>
      <PageHeader title={t("title")} />
      <Card sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "230px minmax(0, 1fr)" } }}>
        <Box
          sx={{ p: 2, borderStyle: "solid", borderWidth: { xs: "0 0 1px 0", md: "0 1px 0 0" }, borderColor: "divider" }}
        >
          <Button
            component={Link}
            to={dayLink(date)}
            variant="contained"
            startIcon={<Add />}
            sx={{ width: { md: "100%" }, mb: 2 }}
            data-testid="calendar-add"
          >
            {t("add")}
          </Button>
          <Typography variant="overline" component="h2" sx={{ color: "text.secondary" }}>
            {t("filter")}
          </Typography>
          <Box component="ul" sx={FILTER_CSS} aria-label={t("filter")}>
            <li>
              <Link to={search({ calendars: null })} aria-current={allCalendars ? "true" : undefined}>
                {allCalendars ? <CheckBox fontSize="small" /> : <CheckBoxOutlineBlank fontSize="small" />}
                {t("viewAll")}
              </Link>
            </li>
            {CALENDARS.map((c) => {
              const on = calendars.includes(c);
              return (
                <li key={c}>
                  <Link
                    to={search({ calendars: toggle(c) })}
                    aria-label={t(on ? "hideCalendar" : "showCalendar", { name: t(`calendars.${c}`) })}
                    data-testid={`calendar-filter-${c}`}
                  >
                    <Box component="span" sx={{ color: `${CALENDAR_COLORS[c]}.main`, display: "inline-flex" }}>
                      {on ? <CheckBox fontSize="small" /> : <CheckBoxOutlineBlank fontSize="small" />}
                    </Box>
                    {t(`calendars.${c}`)}
                  </Link>
                </li>
              );
            })}
          </Box>
        </Box>
        <Box sx={{ minWidth: 0, p: 2 }}>
          {hydrated ? (
            <Suspense
              fallback={<ServerCalendar {...{ view, date, events, heading, search, dayLink, eventLink }} busy />}
            >
              <CalendarClient
                events={events}
                view={view}
                date={date}
                language={i18n.language}
                search={search}
                dayLink={dayLink}
                eventLink={(id) => eventLink(id)}
              />
            </Suspense>
          ) : (
            <ServerCalendar {...{ view, date, events, heading, search, dayLink, eventLink }} />
          )}
        </Box>
      </Card>
    </>
  );
}

/** The calendar without JavaScript: links to move and switch views, the month as a table, other views as lists. */
function ServerCalendar({
  view,
  date,
  events,
  heading,
  search,
  dayLink,
  eventLink,
  busy,
}: {
  view: CalendarView;
  date: string;
  events: CalendarEvent[];
  heading: string;
  search: (change: { view?: CalendarView; date?: string }) => string;
  dayLink: (day: string) => string;
  eventLink: (id: number) => string;
  busy?: boolean;
}) {
  const { t, i18n } = useTranslation("demo-calendar");
  const on = (day: string) =>
    events.filter((e) => {
      const [a, b] = eventDays(e);
      return a <= day && day <= b;
    });
  const eventItem = (e: CalendarEvent) => (
    <li key={e.id}>
      <Box
        component={Link}
        to={eventLink(e.id)}
        className="event"
        sx={{
          bgcolor: `${CALENDAR_COLORS[e.extendedProps.calendar]}.main`,
          color: `${CALENDAR_COLORS[e.extendedProps.calendar]}.contrastText`,
        }}
      >
        {!e.allDay && <span className="time">{formTimes(e).start.slice(11)}</span>}
        {e.title}
      </Box>
    </li>
  );
  const [first, last] = visibleRange(view, date);
  const days: string[] = [];
  for (let d = first; d <= last; d = addDaysTo(d, 1)) days.push(d);
  return (
    <Box sx={CALENDAR_CSS} aria-busy={busy || undefined} data-testid="calendar-server">
      <Box className="toolbar">
        <ButtonGroup size="small" variant="outlined">
          <Button component={Link} to={search({ date: shiftDate(view, date, -1) })} aria-label={t("previous")}>
            <ChevronLeft />
          </Button>
          <Button component={Link} to={search({ date: today() })}>
            {t("today")}
          </Button>
          <Button component={Link} to={search({ date: shiftDate(view, date, 1) })} aria-label={t("next")}>
            <ChevronRight />
          </Button>
        </ButtonGroup>
        <Typography variant="h5" component="h2" className="heading">
          {heading}
        </Typography>
        <ButtonGroup size="small" variant="outlined" aria-label={t("views")}>
          {CALENDAR_VIEWS.map((v) => (
            <Button
              key={v}
              component={Link}
              to={search({ view: v })}
              variant={v === view ? "contained" : "outlined"}
              aria-current={v === view ? "page" : undefined}
            >
              {t(`view.${v}`)}
            </Button>
          ))}
        </ButtonGroup>
      </Box>
      {view === "month" ? (
        <table className="month">
          <caption className="visually-hidden">{heading}</caption>
          <thead>
            <tr>
              {weeksOf(date)[0].map((d) => (
                <th key={d} scope="col">
                  {formatDate(`${d}T12:00:00Z`, i18n.language, { weekday: "short" })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(date).map((week) => (
              <tr key={week[0]}>
                {week.map((d) => (
                  <td key={d} className={d.slice(0, 7) === date.slice(0, 7) ? undefined : "other"}>
                    <Link
                      to={dayLink(d)}
                      className="day"
                      aria-label={t("addOn", {
                        day: formatDate(`${d}T12:00:00Z`, i18n.language, { dateStyle: "full" }),
                      })}
                    >
                      {Number(d.slice(8))}
                    </Link>
                    <ul>{on(d).map(eventItem)}</ul>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="days">
          {days
            .filter((d) => view !== "list" || on(d).length > 0)
            .map((d) => (
              <li key={d}>
                <Typography variant="subtitle2" component="h3">
                  {formatDate(`${d}T12:00:00Z`, i18n.language, { dateStyle: "full" })}
                </Typography>
                {on(d).length ? (
                  <ul>{on(d).map(eventItem)}</ul>
                ) : (
                  <Typography variant="body2" sx={{ color: "text.secondary" }}>
                    {t("noEvents")}
                  </Typography>
                )}
              </li>
            ))}
          {view === "list" && !days.some((d) => on(d).length) && (
            <li>
              <Typography sx={{ color: "text.secondary" }}>{t("noEvents")}</Typography>
            </li>
          )}
        </ul>
      )}
    </Box>
  );
}

const FILTER_CSS = {
  listStyle: "none",
  m: 0,
  p: 0,
  display: "flex",
  flexDirection: { xs: "row", md: "column" },
  flexWrap: "wrap",
  gap: 0.5,
  "& a": {
    display: "flex",
    alignItems: "center",
    gap: 1,
    px: 1,
    py: 0.5,
    color: "text.primary",
    textDecoration: "none",
    borderRadius: 1,
  },
  "& a:hover": { bgcolor: "action.hover" },
} as const;

const CALENDAR_CSS = {
  "& .toolbar": { display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mb: 2 },
  "& .heading": { flex: 1, textAlign: "center", textTransform: "capitalize" },
  "& .month": { width: "100%", borderCollapse: "collapse", tableLayout: "fixed" },
  "& .month th": {
    p: 0.5,
    fontWeight: 600,
    fontSize: "0.8rem",
    color: "text.secondary",
    borderBottom: 1,
    borderColor: "divider",
  },
  "& .month td": { verticalAlign: "top", height: { xs: 64, md: 104 }, border: 1, borderColor: "divider", p: 0.5 },
  "& .month td.other": { bgcolor: "action.hover" },
  "& .month td.other .day": { color: "text.secondary" },
  // Every link at least 24 px square (WCAG 2.5.8 target size), a finger's minimum on a phone.
  "& .day": {
    display: "inline-block",
    minWidth: 24,
    lineHeight: "24px",
    textAlign: "center",
    color: "text.primary",
    textDecoration: "none",
    fontSize: "0.85rem",
  },
  "& ul": { listStyle: "none", m: 0, p: 0 },
  "& .event": {
    display: "block",
    borderRadius: 0.5,
    px: 0.5,
    mb: 0.25,
    lineHeight: "24px",
    fontSize: "0.75rem",
    textDecoration: "none",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  },
  "& .event .time": { mr: 0.5, fontWeight: 600 },
  "& .days > li": { py: 1, borderBottom: 1, borderColor: "divider" },
  "& .days .event": { fontSize: "0.875rem", py: 0.5, px: 1, mt: 0.5, whiteSpace: "normal" },
  "& .visually-hidden": { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
