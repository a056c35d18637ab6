import ArrowBack from "@mui/icons-material/ArrowBack";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { Route } from "./+types/_panel.apps.calendar.events.$id";
import { PageHeader } from "~/components/PageHeader";
import { EventForm } from "~/components/demo/calendar/EventForm";
import { eventAction, findEvent } from "~/components/demo/calendar/calendar.server";
import { formTimes } from "~/components/demo/calendar/dates";
import { guestOptions } from "~/components/demo/calendar/guests.server";
import { calendarSearch } from "~/components/demo/calendar/schemas";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { requireId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-calendar"] };

/** One event's page: its edit form (the keyboard's way to move it) and its removal. */
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const event = findEvent(requireId(params.id));
  return {
    title: getT(context)("demo-calendar:edit"),
    search: calendarSearch(url.searchParams),
    guestOptions: guestOptions(),
    defaults: {
      id: event.id,
      title: event.title,
      calendar: event.extendedProps.calendar,
      ...formTimes(event),
      allDay: event.allDay,
      url: event.url,
      guests: event.extendedProps.guests ?? [],
      description: event.extendedProps.description ?? "",
    },
  };
}

export async function action({ params, request, context, url }: Route.ActionArgs) {
  requireDemo(context, request);
  findEvent(requireId(params.id));
  return eventAction(request, url);
}

export default function EditEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-calendar");
  const { search, defaults } = loaderData;
  const action = `/apps/calendar/events/${defaults.id}${search}`;
  return (
    <>
      <PageHeader
        title={loaderData.title}
        subtitle={defaults.title}
        actions={
          <>
            <Button component={Link} to={`/apps/calendar${search}`} startIcon={<ArrowBack />}>
              {t("back")}
            </Button>
            <Form method="post" action={action}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={defaults.id} />
              <Button
                type="submit"
                color="error"
                variant="contained"
                startIcon={<DeleteOutlined />}
                data-testid="event-remove"
              >
                {t("remove")}
              </Button>
            </Form>
          </>
        }
      />
      <Card sx={{ maxWidth: 760 }}>
        <CardContent>
          <EventForm
            action={action}
            defaults={defaults}
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
