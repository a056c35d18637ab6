import ArrowBack from "@mui/icons-material/ArrowBack";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/_panel.apps.calendar.events.new";
import { PageHeader } from "~/components/PageHeader";
import { EventForm } from "~/components/demo/calendar/EventForm";
import { eventAction } from "~/components/demo/calendar/calendar.server";
import { today } from "~/components/demo/calendar/dates";
import { guestOptions } from "~/components/demo/calendar/guests.server";
import { calendarSearch } from "~/components/demo/calendar/schemas";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-calendar"] };

/** A new event, prefilled with the day that was clicked (`?day=`), 09:00 to 10:00 of the panel's clock. */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const raw = url.searchParams.get("day") ?? "";
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : today();
  return {
    title: getT(context)("demo-calendar:add"),
    search: calendarSearch(url.searchParams),
    guestOptions: guestOptions(),
    defaults: {
      title: "",
      calendar: "Business",
      start: `${day}T09:00`,
      end: `${day}T10:00`,
      allDay: false,
      url: "",
      guests: [],
      description: "",
    },
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requireDemo(context, request);
  return eventAction(request, url);
}

export default function NewEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-calendar");
  const { search } = loaderData;
  return (
    <>
      <PageHeader
        title={loaderData.title}
        actions={
          <Button component={Link} to={`/apps/calendar${search}`} startIcon={<ArrowBack />}>
            {t("back")}
          </Button>
        }
      />
      <Card sx={{ maxWidth: 760 }}>
        <CardContent>
          <EventForm
            action={`/apps/calendar/events/new${search}`}
            defaults={loaderData.defaults}
            guestOptions={loaderData.guestOptions}
            lastResult={actionData?.result}
          />
        </CardContent>
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
