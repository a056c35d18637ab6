import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "~/lib/i18n-react";
import { formatDate } from "~/lib/format";
import type { ShipmentStatus } from "~/lib/shipments/domain";
import { turkeyDay } from "~/lib/shipments/format";
import { STATUS_DISPLAY } from "./status";

export interface TimelineEvent {
  id: number;
  status: ShipmentStatus;
  location: string;
  occurred_at: string;
  note?: string | null;
  created_by_name?: string | null;
}

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
    <Box component="ol" data-testid={testId} sx={{ listStyle: "none", m: 0, p: 0 }}>
      {days.map(({ day, events: dayEvents }) => (
        <Box component="li" key={day} sx={{ mb: 2 }}>
          <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }} data-testid="timeline-day">
            {formatDate(`${day}T12:00:00Z`, i18n.language, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}
          </Typography>
          <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
            {dayEvents.map((e, i) => {
              const { color, icon: Icon } = STATUS_DISPLAY[e.status];
              const tone = color === "default" ? "text.secondary" : `${color}.main`;
              return (
                <Box component="li" key={e.id} data-testid="timeline-event" data-status={e.status} sx={{ display: "grid", gridTemplateColumns: "36px 1fr", columnGap: 1.5, position: "relative", pb: i === dayEvents.length - 1 ? 0 : 2 }}>
                  <Box sx={{ width: 32, height: 32, borderRadius: "50%", display: "grid", placeItems: "center", border: 2, borderColor: tone, color: tone, bgcolor: "background.paper", zIndex: 1 }}>
                    <Icon sx={{ fontSize: 18 }} />
                  </Box>
                  {i < dayEvents.length - 1 && <Box aria-hidden sx={{ position: "absolute", left: 15, top: 32, bottom: 0, width: 2, bgcolor: "divider" }} />}
                  <Box sx={{ minWidth: 0 }}>
                    <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 1, alignItems: "baseline" }}>
                      <Typography sx={{ fontWeight: 600 }}>{t(`status.${e.status}`)}</Typography>
                      <Typography variant="body2" color="text.secondary" component="time" dateTime={e.occurred_at}>
                        {formatDate(e.occurred_at, i18n.language, { hour: "2-digit", minute: "2-digit" })}
                      </Typography>
                    </Box>
                    <Typography variant="body2">{e.location}</Typography>
                    {e.note && (
                      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: "italic" }}>
                        {e.note}
                      </Typography>
                    )}
                    {e.created_by_name && (
                      <Typography variant="caption" color="text.secondary">
                        {t("detail.eventBy", { name: e.created_by_name })}
                      </Typography>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
