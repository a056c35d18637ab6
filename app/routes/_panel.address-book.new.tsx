import ArrowBack from "@mui/icons-material/ArrowBack";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import type { Route } from "./+types/_panel.address-book.new";
import { AddressBookForm } from "~/components/address-book/AddressBookForm";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { requireBookOwner } from "~/lib/address-book/owner.server";
import { placeOptionsFor } from "~/lib/address-book/places.server";
import { addressBookSchema } from "~/lib/address-book/schema";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { HOME_COUNTRY } from "~/lib/shipments/countries";
import { turkeyPlaces } from "~/lib/shipments/places.server";
import { parseWithZod } from "~/lib/submission";
import { redirectWithToast } from "~/lib/toast.server";
import { createAddress } from "~/models/address-book.server";

/** A customer adds an address to their book. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBookOwner(context, request, "create");
  return { title: getT(context)("address-book:newTitle"), places: placeOptionsFor(HOME_COUNTRY, "", "") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireBookOwner(context, request, "create");
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: addressBookSchema(turkeyPlaces) });
  if (submission.status !== "success") {
    const book = (submission.payload.book ?? {}) as Record<string, string>;
    return data(
      { result: submission.reply(), places: placeOptionsFor(book.country, book.city, book.county) },
      { status: 400 },
    );
  }
  const { id } = await createAddress(user.id, submission.value);
  return redirectWithToast(request, `/address-book/${id}`, {
    key: "address-book:saved",
    values: { label: submission.value.label },
  });
}

export default function NewAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["address-book", "common"]);
  return (
    <>
      <PageHeader
        title={loaderData.title}
        actions={
          <Button component={Link} to="/address-book" startIcon={<ArrowBack />}>
            {t("title")}
          </Button>
        }
      />
      <Section title={t("entryTitle")}>
        <AddressBookForm
          defaultValue={{ book: { country: HOME_COUNTRY } }}
          places={actionData?.places ?? loaderData.places}
          lastResult={actionData?.result}
          submitLabel={t("common:actions.save")}
        />
      </Section>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
