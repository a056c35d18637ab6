import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Theme } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { TIME_SHORT, formatDate } from "~/lib/format";
import type { AttemptFailure, ShipmentStatus } from "~/lib/shipments/domain";
import { turkeyDay } from "~/lib/shipments/format";
import { STATUS_DISPLAY } from "./status";

export interface TimelineEvent {
  id: number;
  status: ShipmentStatus;
  location: string;
  occurred_at: string;
  note?: string | null;
  created_by_name?: string | null;
  /** The panel shows who received it; public tracking only initials. */
  recipient_name?: string | null;
  recipient_initials?: string | null;
  failure_reason?: AttemptFailure | null;
  next_attempt_on?: string | null;
}

/** A day's heading: the date of `YYYY-MM-DDT12:00:00Z`, so UTC is its day. */
const DAY_NAME: Intl.DateTimeFormatOptions = Object.freeze({
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** What a delivery event says about its outcome: who received it, or why an attempt failed and what comes next. */
function Outcome({ event: e }: { event: TimelineEvent }) {
  const { t, i18n } = useTranslation("tracking");
  const recipient = e.recipient_name ?? e.recipient_initials;
  const lines: string[] = [];
  if (e.status === "delivered" && recipient) lines.push(t("outcome.receivedBy", { name: recipient }));
  if (e.failure_reason && e.status === "returned")
    lines.push(t("outcome.returned", { reason: t(`outcome.reasons.${e.failure_reason}`) }));
  else if (e.failure_reason) lines.push(t("outcome.failed", { reason: t(`outcome.reasons.${e.failure_reason}`) }));
  if (e.next_attempt_on && e.status !== "returned")
    lines.push(
      t("outcome.nextAttempt", {
        date: formatDate(`${e.next_attempt_on}T12:00:00Z`, i18n.language, NEXT_DAY),
      }),
    );
  if (lines.length === 0) return null;
  return (
    <Typography variant="body2" data-testid="event-outcome">
      {lines.join(" · ")}
    </Typography>
  );
}

const NEXT_DAY: Intl.DateTimeFormatOptions = Object.freeze({
  weekday: "short",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** Tracking events, newest first, grouped by day (in Turkey's time) with the day named in the active language. */
export function Timeline({ events, testId }: { events: TimelineEvent[]; testId?: string }) {
  const { t, i18n } = useTranslation("shipments");
  const days: Array<{ day: string; events: TimelineEvent[] }> = [];
  for (const e of events) {
    const day = turkeyDay(e.occurred_at);
    const last = days[days.length - 1];
    if (last?.day === day) last.events.push(e);
    else days.push({ day, events: [e] });
  }
  return (
    <Box component="ol" data-testid={testId} sx={TIMELINE_CSS}>
      {days.map(({ day, events: dayEvents }) => (
        <li key={day} className="tl-day">
          <h3 className="tl-day-name" data-testid="timeline-day">
            {formatDate(`${day}T12:00:00Z`, i18n.language, DAY_NAME)}
          </h3>
          <ol>
            {dayEvents.map((e, i) => {
              const { color, icon: Icon } = STATUS_DISPLAY[e.status];
              return (
                <li key={e.id} className="tl-event" data-testid="timeline-event" data-status={e.status}>
                  <Box
                    component="span"
                    className="tl-dot"
                    sx={{ color: color === "default" ? "text.secondary" : `${color}.main` }}
                  >
                    <Icon fontSize="inherit" />
                  </Box>
                  {i < dayEvents.length - 1 && <span aria-hidden className="tl-line" />}
                  <div className="tl-body">
                    <div className="tl-head">
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {t(`status.${e.status}`)}
                      </Typography>
                      <Typography
                        component="time"
                        variant="body2"
                        sx={{ color: "text.secondary" }}
                        dateTime={e.occurred_at}
                      >
                        {formatDate(e.occurred_at, i18n.language, TIME_SHORT)}
                      </Typography>
                    </div>
                    <Typography variant="body2">{e.location}</Typography>
                    <Outcome event={e} />
                    {e.note && (
                      <Typography variant="body2" className="tl-note" sx={{ color: "text.secondary" }}>
                        {e.note}
                      </Typography>
                    )}
                    {e.created_by_name && (
                      <Typography variant="caption" sx={{ color: "text.secondary" }}>
                        {t("detail.eventBy", { name: e.created_by_name })}
                      </Typography>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </Box>
  );
}

/** The timeline's layout: a dot in the status colour with its icon, a line to the next event. */
const TIMELINE_CSS = (theme: Theme) =>
  ({
    listStyle: "none",
    m: 0,
    p: 0,
    "& ol": { listStyle: "none", m: 0, p: 0 },
    "& .tl-day": { mb: 2 },
    "& .tl-day-name": { ...theme.typography.subtitle2, color: "text.secondary", m: 0, mb: 1 },
    "& .tl-event": { display: "grid", gridTemplateColumns: "36px 1fr", columnGap: 1.5, position: "relative", pb: 2 },
    "& .tl-event:last-child": { pb: 0 },
    "& .tl-dot": {
      width: 32,
      height: 32,
      borderRadius: "50%",
      display: "grid",
      placeItems: "center",
      border: "2px solid currentColor",
      bgcolor: "background.paper",
      zIndex: 1,
      fontSize: 18,
    },
    "& .tl-line": { position: "absolute", left: 15, top: 32, bottom: 0, width: 2, bgcolor: "divider" },
    "& .tl-body": { minWidth: 0 },
    "& .tl-head": { display: "flex", flexWrap: "wrap", columnGap: 1, alignItems: "baseline" },
    "& .tl-note": { fontStyle: "italic" },
  }) as const;
