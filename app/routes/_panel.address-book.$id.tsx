import type { SubmissionResult } from "@conform-to/react";
import ArrowBack from "@mui/icons-material/ArrowBack";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link, data, useSearchParams } from "react-router";
import type { Route } from "./+types/_panel.address-book.$id";
import { AddressBookForm } from "~/components/address-book/AddressBookForm";
import { Facts } from "~/components/Facts";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { ConfirmBanner } from "~/components/forms/ConfirmBanner";
import { requireBookOwner } from "~/lib/address-book/owner.server";
import { placeOptionsFor } from "~/lib/address-book/places.server";
import { addressBookSchema } from "~/lib/address-book/schema";
import { requireAbility } from "~/lib/auth/auth.server";
import { formatDateTime } from "~/lib/format";
import { requireId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { countryName } from "~/lib/shipments/countries";
import { turkeyPlaces } from "~/lib/shipments/places.server";
import { parseWithZod } from "~/lib/submission";
import { redirectWithToast } from "~/lib/toast.server";
import {
  addressBookScopeFor,
  deleteAddress,
  entryToFormValues,
  getAddress,
  updateAddress,
} from "~/models/address-book.server";

/**
 * One saved address. Its customer edits or deletes it; staff who serve the customer read it. Outside
 * the reader's scope it is "not found".
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "AddressBook");
  const id = requireId(params.id);
  const entry = await getAddress(id, addressBookScopeFor(user));
  if (!entry) throw data(null, { status: 404 });
  return {
    title: entry.label,
    owner: user.role === "customer",
    entry,
    values: entryToFormValues(entry),
    places: placeOptionsFor(entry.country, entry.city, entry.county ?? ""),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = requireId(params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "delete") {
    const user = requireBookOwner(context, request, "delete");
    if (!(await deleteAddress(id, user.id))) throw data(null, { status: 404 });
    return redirectWithToast(request, "/address-book", { key: "address-book:deleted" });
  }
  const user = requireBookOwner(context, request, "update");
  const entry = await getAddress(id, addressBookScopeFor(user));
  if (!entry) throw data(null, { status: 404 });
  if (intent !== "save")
    return data(
      {
        result: { status: "error", error: { "": ["common:errors.badRequest"] } } as SubmissionResult<string[]>,
        places: placeOptionsFor(entry.country, entry.city, entry.county ?? ""),
      },
      { status: 400 },
    );
  const submission = parseWithZod(form, { schema: addressBookSchema(turkeyPlaces) });
  if (submission.status !== "success") {
    const book = (submission.payload.book ?? {}) as Record<string, string>;
    return data(
      { result: submission.reply(), places: placeOptionsFor(book.country, book.city, book.county) },
      { status: 400 },
    );
  }
  if (!(await updateAddress(id, user.id, submission.value))) throw data(null, { status: 404 });
  return redirectWithToast(request, `/address-book/${id}`, {
    key: "address-book:saved",
    values: { label: submission.value.label },
  });
}

export default function AddressEntry({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["address-book", "shipments", "common"]);
  const [params] = useSearchParams();
  const { entry, owner } = loaderData;
  const confirming = owner && params.get("confirm") === "delete";
  return (
    <>
      <PageHeader
        title={entry.label}
        subtitle={owner ? undefined : t("ofCustomer", { name: entry.customer_name })}
        actions={
          <>
            <Button component={Link} to="/address-book" startIcon={<ArrowBack />}>
              {t("title")}
            </Button>
            {owner && (
              <Button
                component={Link}
                to={`/address-book/${entry.id}?confirm=delete`}
                color="error"
                variant="outlined"
                startIcon={<DeleteOutline />}
                data-testid="address-delete"
              >
                {t("delete")}
              </Button>
            )}
          </>
        }
      />
      {confirming && (
        <ConfirmBanner
          testId="confirm-delete"
          question={t("deleteQuestion")}
          confirmLabel={t("deleteConfirm")}
          intent="delete"
          confirmTestId="address-delete-confirm"
          cancelTo={`/address-book/${entry.id}`}
        />
      )}
      {owner ? (
        <Section title={t("entryTitle")}>
          <AddressBookForm
            key={JSON.stringify(loaderData.values)}
            defaultValue={loaderData.values}
            places={actionData?.places ?? loaderData.places}
            lastResult={actionData?.result}
            submitLabel={t("common:actions.save")}
          />
        </Section>
      ) : (
        <Section title={t("entryTitle")}>
          <Facts
            testId="address-facts"
            rows={[
              [t("fields.label"), entry.label],
              [t("shipments:fields.name"), entry.name],
              [t("shipments:fields.companyName"), entry.company_name],
              [t("shipments:fields.country"), countryName(entry.country, i18n.language)],
              [t("shipments:fields.city"), entry.city],
              [t("shipments:fields.county"), entry.county],
              [t("shipments:fields.district"), entry.district],
              [t("shipments:fields.address"), entry.address],
              [t("shipments:fields.zipCode"), entry.zip_code],
              [t("shipments:fields.phone"), entry.phone],
              [t("shipments:fields.email"), entry.email],
              [t("fields.createdAt"), formatDateTime(entry.created_at, i18n.language)],
            ]}
          />
        </Section>
      )}
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
