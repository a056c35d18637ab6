import ArrowBack from "@mui/icons-material/ArrowBack";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import type { Route } from "./+types/_panel.pickups.new";
import { PageHeader } from "~/components/PageHeader";
import { PickupForm } from "~/components/pickups/PickupForm";
import { Section } from "~/components/Section";
import { placeOptionsFor } from "~/lib/address-book/places.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { requirePickupCustomer } from "~/lib/pickups/access.server";
import { isSunday, turkeyToday } from "~/lib/pickups/domain";
import { addDays, pickupSchema } from "~/lib/pickups/schema";
import { HOME_COUNTRY } from "~/lib/shipments/countries";
import { turkeyPlaces } from "~/lib/shipments/places.server";
import { parseWithZod } from "~/lib/submission";
import { redirectWithToast } from "~/lib/toast.server";
import { addressBookScopeFor, pickerAddresses } from "~/models/address-book.server";
import { createPickup, handoverShipments } from "~/models/pickups.server";

/** A customer asks for a courier to come and collect. */
async function formData(user: { id: number; role: "admin" | "agent" | "customer"; branch_id: number | null }) {
  const [addresses, shipments] = await Promise.all([
    pickerAddresses({ customerId: user.id, scope: addressBookScopeFor(user), side: "home", limit: 100 }),
    handoverShipments(user.id),
  ]);
  return { addresses, shipments };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePickupCustomer(context, request);
  const today = turkeyToday();
  return {
    title: getT(context)("pickups:newTitle"),
    today,
    defaultDate: isSunday(today) ? addDays(today, 1) : today,
    places: placeOptionsFor(HOME_COUNTRY, "", ""),
    ...(await formData(user)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePickupCustomer(context, request);
  const form = await request.formData();
  const today = turkeyToday();
  const submission = parseWithZod(form, { schema: pickupSchema({ today, places: turkeyPlaces }) });
  const refuse = (result: ReturnType<typeof submission.reply>) => {
    const typed = (submission.payload.address ?? {}) as Record<string, string>;
    return data({ result, places: placeOptionsFor(HOME_COUNTRY, typed.city, typed.county) }, { status: 400 });
  };
  if (submission.status !== "success") return refuse(submission.reply());
  const created = await createPickup({
    customerId: user.id,
    createdBy: user.id,
    date: submission.value.date,
    slot: submission.value.slot,
    addressId: submission.value.addressId,
    address: submission.value.address,
    parcelCount: submission.value.parcelCount,
    note: submission.value.note,
    shipmentIds: submission.value.shipmentIds,
  });
  if (!created.ok)
    return refuse(
      submission.reply({
        fieldErrors:
          created.reason === "address"
            ? { addressId: ["pickups:validation.savedAddress"] }
            : { shipmentIds: ["pickups:validation.shipments"] },
      }),
    );
  return redirectWithToast(request, `/pickups/${created.id}`, { key: "pickups:requested" });
}

export default function NewPickup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["pickups", "common"]);
  return (
    <>
      <PageHeader
        title={loaderData.title}
        subtitle={t("newSubtitle")}
        actions={
          <Button component={Link} to="/pickups" startIcon={<ArrowBack />}>
            {t("title")}
          </Button>
        }
      />
      <Section title={t("requestTitle")}>
        <PickupForm
          today={loaderData.today}
          defaultDate={loaderData.defaultDate}
          addresses={loaderData.addresses}
          shipments={loaderData.shipments}
          places={actionData?.places ?? loaderData.places}
          lastResult={actionData?.result}
        />
      </Section>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
