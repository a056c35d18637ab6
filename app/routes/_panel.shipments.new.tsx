import { getFormProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod, refusedSubmission } from "~/lib/submission";
import PersonSearchOutlined from "@mui/icons-material/PersonSearchOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Divider from "@mui/material/Divider";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useFetcher, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.shipments.new";
import { Disclosure } from "~/components/Disclosure";
import {
  AutoFocusField,
  CheckboxInput,
  FormErrors,
  RadioInput,
  SelectInput,
  SubmitButton,
  TextInput,
} from "~/components/forms/fields";
import { PageHeader } from "~/components/PageHeader";
import { AddressFields, usePlaceOptions, type PlaceOptions } from "~/components/shipments/AddressFields";
import { TariffFields } from "~/components/shipments/TariffFields";
import { SaveAddressOption, SavedAddressPicker } from "~/components/address-book/WizardAddressBook";
import { saveWizardAddress, wizardAddressBook } from "~/lib/address-book/wizard.server";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import {
  CargoStepFields,
  CargoStepSchema,
  isDirection,
  parseMoneyToMinor,
  receiverStepSchema,
  senderStepSchema,
  sideOf,
} from "~/lib/schemas/shipments";
import { HOME_COUNTRY, countryOptions } from "~/lib/shipments/countries";
import {
  COD_PAYMENT_TYPES,
  OUTSIDE_SHIPPING_TYPES,
  PAYERS,
  SHIPMENT_CURRENCIES,
  SHIPPING_TYPES,
  WIZARD_STEPS,
  type OutsideShippingType,
  type WizardStep,
} from "~/lib/shipments/domain";
import { formatMoney } from "~/lib/shipments/format";
import {
  guessTurkishPlace,
  turkeyPlaces,
  turkishCities,
  turkishDistricts,
  turkishNeighbourhoods,
} from "~/lib/shipments/places.server";
import {
  STEP_FIELDS,
  directionOf,
  isWizardStep,
  laterStep,
  nest,
  nextStep,
  pickStepValues,
  previousStep,
  refusedFields,
  stepIndex,
  stepSchema,
  toFormData,
  withoutRefused,
} from "~/lib/shipments/wizard";
import { wizardPrice } from "~/lib/shipments/wizard-price.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getCompanySettings } from "~/models/company-settings.server";
import type { ShipmentPrice } from "~/models/shipment-pricing.server";
import {
  completeDraft,
  deleteDraft,
  getDraft,
  saveDraft,
  saveDraftIfUnchanged,
  type Draft,
  type DraftValues,
} from "~/models/shipment-drafts.server";
import { getOffer, offerScopeFor } from "~/models/offers.server";
import {
  createShipment,
  customerScopeFor,
  getCustomer,
  searchCustomers,
  type CustomerProfile,
} from "~/models/shipments.server";
import { priceShipment } from "~/models/shipment-pricing.server";

/**
 * The shipment creation wizard: sender, receiver, cargo. Each step is a plain form post that
 * saves the step's values in the user's server-side draft and moves on (so Back, a reload or a
 * failed step lose nothing the step accepts); with JavaScript the same schemas validate as the user
 * types. Staff book on behalf of a customer they pick on the first step.
 */
/** The customer's own address from their profile, for the side of the shipment that is in Turkey. */
function profileDefaults(customer: CustomerProfile, party: "sender" | "receiver"): Record<string, string> {
  const place = guessTurkishPlace(customer.address ?? "");
  const values: Record<string, string> = {
    [`${party}.name`]: customer.name,
    [`${party}.companyName`]: customer.company_name ?? "",
    [`${party}.country`]: HOME_COUNTRY,
    [`${party}.city`]: place.city,
    [`${party}.county`]: place.county,
    [`${party}.district`]: place.district,
    [`${party}.address`]: place.street,
    [`${party}.zipCode`]: place.zipCode,
    [`${party}.taxId`]: customer.tax_id ?? "",
    [`${party}.email`]: customer.email,
    [`${party}.phone`]: customer.phone ?? "",
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
}

/**
 * A draft from an accepted offer's freight request: the direction from which end is in Turkey, the
 * country and city of the side abroad (the side in Turkey is the customer's own address), and the
 * pieces. Only values the steps accept are kept.
 */
function draftFromOffer(offer: NonNullable<Awaited<ReturnType<typeof getOffer>>>, staff: boolean): DraftValues {
  const f = offer.freight;
  const direction: OutsideShippingType =
    f && f.destination_country === HOME_COUNTRY
      ? f.origin_country === HOME_COUNTRY
        ? "domestic"
        : "import"
      : "export";
  const sender: Record<string, string> = stepDefaults("sender", direction);
  const receiver: Record<string, string> = stepDefaults("receiver", direction);
  const cargo: Record<string, string> = stepDefaults("cargo", direction);
  if (f) {
    const abroad =
      direction === "export"
        ? { values: receiver, party: "receiver", country: f.destination_country, city: f.destination_city }
        : { values: sender, party: "sender", country: f.origin_country, city: f.origin_city };
    if (direction === "domestic") receiver["receiver.city"] = f.destination_city;
    else {
      if (abroad.country !== HOME_COUNTRY) abroad.values[`${abroad.party}.country`] = abroad.country;
      abroad.values[`${abroad.party}.city`] = abroad.city;
    }
    cargo.count = String(f.package_count);
    cargo.weight = String(f.weight_kg);
    for (const [field, cm] of [
      ["width", f.width_cm],
      ["length", f.length_cm],
      ["height", f.height_cm],
    ] as const)
      cargo[field] = String(Math.round(cm));
    if (f.description) cargo.customsTariffDescription = f.description.slice(0, 300);
  }
  cargo.specialNote = offer.number;
  const out: DraftValues = {};
  for (const [step, values] of [
    ["sender", sender],
    ["receiver", receiver],
    ["cargo", cargo],
  ] as const) {
    out[step] = withoutRefused(values, refusedFields(step, values, staff, turkeyPlaces, direction));
  }
  return out;
}

/** A step's starting values: the country of a side that must be in Turkey is set, one abroad is left to choose. */
function stepDefaults(step: WizardStep, direction: OutsideShippingType): Record<string, string> {
  if (step === "cargo")
    return {
      shippingType: "package",
      count: "1",
      payer: "sender",
      ...(direction === "domestic" ? {} : { currency: "EUR" }),
    };
  const values: Record<string, string> =
    sideOf(direction, step) === "home" ? { [`${step}.country`]: HOME_COUNTRY } : {};
  if (step === "sender") values.outsideShippingType = direction;
  return values;
}

/**
 * The user's draft, as long as every value it holds still passes its step's schema. A draft saved
 * before a rule existed (or by an older version) that no longer does is set aside: the wizard starts
 * afresh with a message, and the next step saved replaces it. Nothing is deleted on a GET.
 */
async function usableDraft(userId: number, staff: boolean): Promise<{ draft: Draft | null; unreadable: boolean }> {
  const draft = await getDraft(userId);
  if (!draft) return { draft: null, unreadable: false };
  const direction = directionOf(draft.values.sender);
  const broken = WIZARD_STEPS.some(
    (step) =>
      draft.values[step] &&
      Object.keys(refusedFields(step, draft.values[step], staff, turkeyPlaces, direction)).length > 0,
  );
  return broken ? { draft: null, unreadable: true } : { draft, unreadable: false };
}

function placeOptions(country: string | undefined, city: string | undefined, county: string | undefined): PlaceOptions {
  const cities = turkishCities();
  if ((country ?? HOME_COUNTRY) !== HOME_COUNTRY)
    return { cities, city: null, districts: null, county: null, neighbourhoods: null };
  const canonicalCity = city ? turkeyPlaces.city(city) : null;
  const canonicalCounty = canonicalCity && county ? turkeyPlaces.county(canonicalCity, county) : null;
  return {
    cities,
    city: canonicalCity ?? null,
    districts: canonicalCity ? turkishDistricts(canonicalCity) : null,
    county: canonicalCounty ?? null,
    neighbourhoods: canonicalCity && canonicalCounty ? turkishNeighbourhoods(canonicalCity, canonicalCounty) : null,
  };
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "create", "Shipment");
  const staff = user.role !== "customer";
  const { draft, unreadable } = await usableDraft(user.id, staff);
  const reached = draft?.step ?? "sender";
  const asked = url.searchParams.get("step");
  const step: WizardStep = isWizardStep(asked) && stepIndex(asked) <= stepIndex(reached) ? asked : reached;

  const customerParam = Number(url.searchParams.get("customer"));
  const picked = staff && Number.isSafeInteger(customerParam) && customerParam > 0 ? customerParam : null;
  const chosenId = staff ? (picked ?? draft?.customerId ?? null) : user.id;
  const customerQ = staff ? (url.searchParams.get("customerQ") ?? "").trim().slice(0, 100) : "";
  const [customer, matches] = await Promise.all([
    chosenId ? getCustomer(chosenId, customerScopeFor(user)) : Promise.resolve(undefined),
    customerQ.length >= 2 ? searchCustomers(customerQ, customerScopeFor(user)) : Promise.resolve([]),
  ]);

  const direction = directionOf(draft?.values.sender);
  let values = draft?.values[step] ?? null;
  let prefilled = false;
  const switching =
    staff && step === "sender" && picked !== null && customer !== undefined && picked !== draft?.customerId;
  // The customer's own address fills the side that is in Turkey: the sender when sending abroad or within
  // Türkiye, the receiver when getting from abroad.
  // Within Türkiye both sides are here; the customer is the sender, the receiver someone else.
  const ownSide =
    sideOf(direction, step === "cargo" ? "sender" : step) === "home" &&
    !(direction === "domestic" && step === "receiver");
  if (step !== "cargo" && customer && ownSide && (!values?.[`${step}.name`] || switching)) {
    values = { ...stepDefaults(step, direction), ...profileDefaults(customer, step) };
    prefilled = true;
  }
  values ??= stepDefaults(step, direction);
  // A saved address picked for this side (`?addressId=`) fills the step; the customer's book offers the choices.
  const saved =
    step === "cargo"
      ? null
      : await wizardAddressBook({
          url,
          user,
          customerId: customer?.id ?? null,
          party: step,
          side: sideOf(direction, step),
        });
  if (saved?.picked) [values, prefilled] = [{ ...stepDefaults(step, direction), ...saved.picked }, false];

  const prefix = step === "cargo" ? null : step;
  const places = prefix
    ? placeOptions(values[`${prefix}.country`], values[`${prefix}.city`], values[`${prefix}.county`])
    : null;
  // After a failed "create", the step that needs attention shows its errors at once.
  const lastResult: SubmissionResult<string[]> | undefined =
    url.searchParams.get("check") === "1" && draft?.values[step]
      ? parseWithZod(toFormData({ ...draft.values[step], step }), {
          schema: stepSchema(step, staff, turkeyPlaces, direction),
        }).reply()
      : undefined;

  // The cargo step shows the carriage price of what the draft holds (and the highest COD amount allowed).
  const [price, settings] =
    step === "cargo" ? await Promise.all([wizardPrice(draft?.values, values), getCompanySettings()]) : [null, null];

  return {
    title: getT(context)("shipments:title.new"),
    step,
    price,
    codLimitMinor: settings?.cod_limit_minor ?? null,
    reached,
    staff,
    direction,
    values,
    prefilled,
    hasDraft: Boolean(draft),
    draftUnreadable: unreadable,
    customer: customer
      ? { id: customer.id, name: customer.name, email: customer.email, companyName: customer.company_name }
      : null,
    customerQ,
    matches,
    places,
    lastResult,
    addressBook: saved?.book ?? null,
  };
}

const INTENTS = ["next", "back", "create", "save", "calculate"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAbility(context, request, "create", "Shipment");
  const staff = user.role !== "customer";
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "discard") {
    await deleteDraft(user.id);
    return redirectWithToast(request, "/shipments/new", { key: "shipments:wizard.discarded" });
  }
  if (intent === "from-offer") {
    // The next step of an accepted offer: a draft prefilled from its freight request (direction, places, pieces).
    const offerIdRaw = Number(formData.get("offerId"));
    const offer =
      Number.isSafeInteger(offerIdRaw) && offerIdRaw > 0 && can(context, "read", "Offer")
        ? await getOffer(offerScopeFor(user), offerIdRaw)
        : undefined;
    if (!offer) throw data(null, { status: 404 });
    if (offer.effective_status !== "accepted") return redirect(`/offers/${offer.id}`, { status: 303 });
    const values = draftFromOffer(offer, staff);
    await saveDraft(user.id, { step: "sender", customerId: staff ? offer.customer_id : user.id, values });
    return redirectWithToast(request, "/shipments/new?step=sender", {
      key: "shipments:wizard.fromOffer",
      values: { number: offer.number },
    });
  }
  if (intent === "direction") {
    // Choosing the direction (first, on the sender step) starts the addresses afresh for it: each side
    // then offers only the countries it may have, so no later step refuses what an earlier one took.
    const chosen = formData.get("outsideShippingType");
    if (!isDirection(chosen))
      return data(
        { result: { status: "error", error: { "": ["common:errors.badRequest"] } } as SubmissionResult<string[]> },
        { status: 400 },
      );
    const { draft } = await usableDraft(user.id, staff);
    const keep = directionOf(draft?.values.sender) === chosen;
    const sender = keep
      ? (draft?.values.sender ?? {})
      : {
          ...stepDefaults("sender", chosen),
          ...(draft?.values.sender?.customerId ? { customerId: draft.values.sender.customerId } : {}),
        };
    const receiver = keep ? draft?.values.receiver : undefined;
    const values = { ...(draft?.values ?? {}), sender, receiver };
    if (!receiver) delete values.receiver;
    await saveDraft(user.id, {
      step: draft?.step ?? "sender",
      customerId: draft?.customerId ?? (staff ? null : user.id),
      values,
    });
    return redirect("/shipments/new?step=sender", { status: 303 });
  }
  const step = formData.get("step");
  if (!isWizardStep(step) || !(INTENTS as readonly unknown[]).includes(intent)) {
    return data(
      { result: { status: "error", error: { "": ["common:errors.badRequest"] } } as SubmissionResult<string[]> },
      { status: 400 },
    );
  }
  const { draft } = await usableDraft(user.id, staff);
  const reached = draft?.step ?? "sender";
  // A background save that arrives late (the draft already booked or started over) changes nothing and goes nowhere.
  if (intent === "save" && stepIndex(step) > stepIndex(reached))
    return data({ saved: false, refused: [] as string[] }, { status: 409 });
  if (stepIndex(step) > stepIndex(reached)) return redirect(`/shipments/new?step=${reached}`, { status: 303 });

  // The sender step carries the direction; the later steps follow the one the draft holds (the cargo step's
  // own copy, which decides whether customs fields or cash on delivery apply, is set from it, never trusted).
  if (step === "cargo") formData.set("outsideShippingType", directionOf(draft?.values.sender));
  const typed = pickStepValues(step, formData);
  const direction = step === "sender" ? directionOf(typed) : directionOf(draft?.values.sender);
  // The draft keeps only a customer that exists (its column references users): a posted id is checked first.
  const posted = Number(typed.customerId);
  const picked =
    Number.isSafeInteger(posted) && posted > 0 && /^\d+$/.test(typed.customerId ?? "")
      ? ((await getCustomer(posted, customerScopeFor(user)))?.id ?? null)
      : null;
  if (picked === null) delete typed.customerId;
  const customerId = !staff ? user.id : step === "sender" ? picked : (draft?.customerId ?? null);
  // The draft keeps only values the step's schema accepts (the one the final "create" checks again),
  // so nothing it holds can break a later page; what was refused is answered with its errors.
  const refused = refusedFields(step, typed, staff, turkeyPlaces, direction);
  const values = { ...(draft?.values ?? {}), [step]: withoutRefused(typed, refused) };
  const save = (furthest: WizardStep) => saveDraft(user.id, { step: furthest, customerId, values });

  if (intent === "save") {
    // Kept as typed while the user fills the step (with JavaScript), so a reload loses nothing; nothing is required yet.
    const saved = await saveDraftIfUnchanged(user.id, { step: reached, customerId, values }, draft?.updatedAt ?? null);
    return data({ saved, refused: Object.keys(refused) });
  }

  if (intent === "back") {
    // Back keeps what was typed without asking for what is missing, but never a value the step refuses.
    if (Object.keys(refused).length)
      return data({ result: refusedSubmission(formData, refused).reply() }, { status: 400 });
    await save(reached);
    return redirect(`/shipments/new?step=${previousStep(step)}`, { status: 303 });
  }
  if (intent === "calculate") {
    // Without JavaScript the price is asked for: the step is kept as typed and shown again with its price.
    await save(reached);
    if (Object.keys(refused).length)
      return data({ result: refusedSubmission(formData, refused).reply() }, { status: 400 });
    return redirect(`/shipments/new?step=${step}#price`, { status: 303 });
  }

  const submission = parseWithZod(formData, { schema: stepSchema(step, staff, turkeyPlaces, direction) });
  if (submission.status !== "success") {
    await save(reached);
    return data({ result: submission.reply() }, { status: 400 });
  }
  if (step === "sender" && staff && !customerId) {
    await save(reached);
    return data(
      { result: submission.reply({ fieldErrors: { customerId: ["shipments:validation.unknownCustomer"] } }) },
      { status: 400 },
    );
  }
  if (step !== "cargo") {
    if (intent !== "next")
      return data({ result: submission.reply({ formErrors: ["common:errors.badRequest"] }) }, { status: 400 });
    await saveWizardAddress(formData, customerId, step, submission.value);
    await save(laterStep(reached, nextStep(step)));
    return redirect(`/shipments/new?step=${nextStep(step)}`, { status: 303 });
  }
  if (intent !== "create")
    return data({ result: submission.reply({ formErrors: ["common:errors.badRequest"] }) }, { status: 400 });

  // The earlier steps are checked again: the draft is the one truth, and it may have changed since.
  await save(reached);
  const sender = senderStepSchema({ places: turkeyPlaces, staff }).safeParse({
    ...nest(values.sender ?? {}),
    step: "sender",
    customerId: customerId ?? undefined,
  });
  if (!sender.success)
    return redirectWithToast(request, "/shipments/new?step=sender&check=1", {
      type: "warning",
      key: "shipments:wizard.checkStep",
    });
  const receiver = receiverStepSchema({ places: turkeyPlaces, direction }).safeParse({
    ...nest(values.receiver ?? {}),
    step: "receiver",
  });
  if (!receiver.success)
    return redirectWithToast(request, "/shipments/new?step=receiver&check=1", {
      type: "warning",
      key: "shipments:wizard.checkStep",
    });
  // The direction is the one the first step chose; both addresses were checked against it above.
  const cargo = { ...(submission.value as z.output<typeof CargoStepSchema>), outsideShippingType: direction };
  // Cash on delivery is for shipments within Türkiye only, whatever a posted form claims the direction is.
  if (direction !== "domestic") {
    delete cargo.codAmount;
    delete cargo.codPaymentType;
  }
  const owner = staff
    ? customerId
      ? await getCustomer(customerId, customerScopeFor(user))
      : undefined
    : { id: user.id };
  if (!owner)
    return redirectWithToast(request, "/shipments/new?step=sender&check=1", {
      type: "warning",
      key: "shipments:wizard.checkStep",
    });

  // The price is computed again here from the checked values: no route without a price is booked.
  const [price, settings] = await Promise.all([
    priceShipment({
      direction,
      senderCountry: sender.data.sender.country,
      senderCity: sender.data.sender.city,
      receiverCountry: receiver.data.receiver.country,
      receiverCity: receiver.data.receiver.city,
      weightGrams: cargo.weight,
      count: cargo.count,
      widthCm: cargo.shippingType === "document" ? null : cargo.width,
      lengthCm: cargo.shippingType === "document" ? null : cargo.length,
      heightCm: cargo.shippingType === "document" ? null : cargo.height,
    }),
    getCompanySettings(),
  ]);
  if (price.status !== "ok")
    return data({ result: submission.reply({ formErrors: ["shipments:price.none"] }) }, { status: 400 });
  if (cargo.codAmount !== undefined && cargo.codAmount > settings.cod_limit_minor)
    return data(
      { result: submission.reply({ fieldErrors: { codAmount: ["shipments:validation.codLimit"] } }) },
      { status: 400 },
    );

  const created = await completeDraft(user.id, (trx) =>
    createShipment(
      {
        customerId: owner.id,
        creator: user,
        sender: sender.data.sender,
        receiver: receiver.data.receiver,
        cargo,
        price: { minor: price.priceMinor, currency: price.currency },
      },
      trx,
    ),
  );
  return redirectWithToast(request, `/shipments/${created.id}`, {
    key: "shipments:wizard.created",
    values: { number: created.trackingNumber },
  });
}

/** A background "save" (the draft kept while typing) changes nothing the page shows: the form is not rebuilt. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "save") return false;
  return defaultShouldRevalidate;
}

export default function NewShipment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["shipments", "common"]);
  const { step, reached } = loaderData;
  const lastResult = (actionData && "result" in actionData ? actionData.result : undefined) ?? loaderData.lastResult;
  return (
    <>
      <PageHeader title={loaderData.title} subtitle={t("subtitle.new")} />
      <Card sx={{ mb: 2.5 }}>
        <CardContent>
          <Stepper activeStep={stepIndex(step)} alternativeLabel data-testid="wizard-stepper">
            {WIZARD_STEPS.map((s, i) => (
              <Step key={s} completed={i < stepIndex(step) || (i < stepIndex(reached) && s !== step)}>
                <StepLabel>{t(`wizard.steps.${s}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
        </CardContent>
      </Card>
      {loaderData.hasDraft && (
        <Alert
          severity="info"
          sx={{ mb: 2.5, alignItems: "center" }}
          action={
            <Form method="post">
              <input type="hidden" name="intent" value="discard" />
              <Button type="submit" color="inherit" size="small" data-testid="discard-draft">
                {t("wizard.discard")}
              </Button>
            </Form>
          }
        >
          {t("wizard.draftKept")}
        </Alert>
      )}
      {loaderData.draftUnreadable && (
        <Alert severity="warning" sx={{ mb: 2.5 }} data-testid="draft-unreadable">
          {t("wizard.draftUnreadable")}
        </Alert>
      )}
      {step === "sender" && loaderData.staff && (
        <CustomerPicker customer={loaderData.customer} customerQ={loaderData.customerQ} matches={loaderData.matches} />
      )}
      {step === "sender" ? (
        <DirectionChooser direction={loaderData.direction} />
      ) : (
        <DirectionSummary direction={loaderData.direction} />
      )}
      {step !== "cargo" && <SavedAddressPicker step={step} book={loaderData.addressBook} />}
      {step === "cargo" ? (
        <CargoStep
          key={`cargo:${JSON.stringify(loaderData.values)}`}
          values={loaderData.values}
          lastResult={lastResult}
          direction={loaderData.direction}
          price={loaderData.price}
          codLimitMinor={loaderData.codLimitMinor}
        />
      ) : (
        <AddressStep
          // New values from the server (another customer picked, a step revisited) start a fresh form.
          key={`${step}:${JSON.stringify(loaderData.values)}`}
          step={step}
          staff={loaderData.staff}
          direction={loaderData.direction}
          values={loaderData.values}
          places={loaderData.places!}
          lastResult={lastResult}
          prefilled={loaderData.prefilled}
          customerId={loaderData.customer?.id ?? null}
        />
      )}
    </>
  );
}

/**
 * Where a field or a message that takes the focus lands: below the floating navbar, not under it
 * (the browser scrolls a focused element to the edge of the viewport otherwise).
 */
const BELOW_NAVBAR = {
  "& :is(input, textarea, select, [role=alert], [tabindex])": { scrollMarginTop: "7.5rem", scrollMarginBottom: "2rem" },
} as const;

/** The first field of the step (in the form's order) that the answer marks wrong, to focus on load. */
function firstErrorField(step: WizardStep, result: SubmissionResult<string[]> | undefined): string | null {
  const errors = result?.error;
  if (!errors) return null;
  return STEP_FIELDS[step].find((name) => errors[name]?.length) ?? null;
}

/**
 * Keeps what is typed as the draft while the user fills a step (with JavaScript), so a reload or a
 * closed tab loses nothing; without JavaScript each step is kept when it is posted.
 */
function useDraftAutosave(step: WizardStep) {
  const fetcher = useFetcher();
  const navigation = useNavigation();
  // While the step's own submit is on its way (a slow answer), a waiting save stays out of its way: the
  // submit keeps the step itself, and a save landing beside it could revalidate away the answer's message.
  const submitting = useRef(false);
  useEffect(() => {
    submitting.current = navigation.state !== "idle";
  }, [navigation.state]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (form: HTMLFormElement, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      if (submitting.current) return;
      const values = new FormData(form);
      values.set("intent", "save");
      void fetcher.submit(values, {
        method: "post",
        action: `/shipments/new?step=${step}`,
        defaultShouldRevalidate: false,
      });
    }, ms);
  };
  const onChange = (event: React.FormEvent<HTMLFormElement>) => later(event.currentTarget, 600);
  // A submit saves the step itself and leaves the page (which cancels the waiting save); only a submit the
  // browser-side check stops leaves the page in place, and then the waiting save still runs, a little later.
  const onSubmitCapture = (event: React.FormEvent<HTMLFormElement>) => {
    if (timer.current !== undefined) later(event.currentTarget, 2000);
  };
  return { onChange, onSubmitCapture };
}

/** The form-level message takes the focus when the answer has no field to put it in. */
function useFocusFormError(formId: string, result: SubmissionResult<string[]> | undefined) {
  useEffect(() => {
    const errors = result?.error;
    if (!errors || Object.entries(errors).some(([name, list]) => name !== "" && list?.length)) return;
    if (errors[""]?.length) document.getElementById(`${formId}-errors`)?.focus();
  }, [formId, result]);
}

function StepCard({ title, step, children }: { title: string; step: WizardStep; children: React.ReactNode }) {
  const { t } = useTranslation("shipments");
  return (
    <Card sx={BELOW_NAVBAR}>
      <CardHeader
        title={title}
        subheader={t("wizard.stepOf", { n: stepIndex(step) + 1 })}
        slotProps={{ title: { variant: "h4", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function StepButtons({ step }: { step: WizardStep }) {
  const { t } = useTranslation("shipments");
  return (
    <>
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: "flex", gap: 1.5, justifyContent: "space-between", flexWrap: "wrap" }}>
        {step !== "sender" ? (
          <SubmitButton intent="back" variant="outlined" formNoValidate data-testid="wizard-back">
            {t("wizard.back")}
          </SubmitButton>
        ) : (
          <span />
        )}
        {step === "cargo" ? (
          <SubmitButton intent="create" size="large" data-testid="wizard-create">
            {t("wizard.create")}
          </SubmitButton>
        ) : (
          <SubmitButton intent="next" data-testid="wizard-next">
            {t("wizard.next")}
          </SubmitButton>
        )}
      </Box>
    </>
  );
}

/** Back never validates: it keeps what was typed, valid or not. */
const anything = z.object({}).passthrough();

type AnyFields = Record<string, FieldMetadata<string | undefined>>;

function AddressStep({
  step,
  staff,
  direction,
  values,
  places: initialPlaces,
  lastResult,
  prefilled,
  customerId,
}: {
  step: "sender" | "receiver";
  staff: boolean;
  direction: OutsideShippingType;
  values: Record<string, string>;
  places: PlaceOptions;
  lastResult?: SubmissionResult<string[]>;
  prefilled: boolean;
  customerId: number | null;
}) {
  const { t } = useTranslation(["shipments", "common"]);
  const places = usePlaceOptions(initialPlaces);
  const schema = stepSchema(step, staff, places.checker, direction);
  const autosave = useDraftAutosave(step);
  useFocusFormError(`wizard-${step}`, lastResult);
  const [form, fields] = useForm({
    id: `wizard-${step}`,
    lastResult,
    constraint: getZodConstraint(stepSchema(step, staff, undefined, direction)),
    defaultValue: nest(values) as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: formData.get("intent") === "back" ? anything : schema }),
  });
  const address = (fields as unknown as Record<string, FieldMetadata<Record<string, string>>>)[
    step
  ].getFieldset() as unknown as AnyFields;
  const customerError = (fields as unknown as AnyFields).customerId?.errors;
  return (
    <StepCard title={step === "sender" ? t("wizard.senderTitle") : t("wizard.receiverTitle")} step={step}>
      <Form method="post" action={`/shipments/new?step=${step}`} {...getFormProps(form)} {...autosave}>
        <input type="hidden" name="step" value={step} />
        {step === "sender" && <input type="hidden" name="outsideShippingType" value={direction} />}
        {staff && step === "sender" && <input type="hidden" name="customerId" value={customerId ?? ""} />}
        <FormErrors errors={form.errors} id={`wizard-${step}-errors`} />
        <FormErrors errors={customerError} />
        {prefilled && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t("wizard.fromProfile")}
          </Typography>
        )}
        <AutoFocusField.Provider value={firstErrorField(step, lastResult)}>
          <AddressFields
            prefix={step}
            side={sideOf(direction, step)}
            fields={address as never}
            form={form as unknown as FormMetadata<Record<string, unknown>>}
            places={places}
            initialCountry={values[`${step}.country`] ?? ""}
          />
        </AutoFocusField.Provider>
        <SaveAddressOption lastResult={lastResult} />
        <StepButtons step={step} />
      </Form>
    </StepCard>
  );
}

/**
 * Hidden while "documents" is the content type: value, currency, customs code and origin do not apply
 * to them. A CSS rule on the checked radio does it, so it works before (and without) JavaScript; the
 * schema ignores whatever these fields still hold for documents.
 */
const PACKAGE_ONLY = {
  "form:has(input[name='shippingType'][value='document']:checked) &": { display: "none" },
} as const;

/**
 * Asks the server for the price of what the cargo step holds while the user types (with JavaScript). A plain
 * request, not a fetcher: the price is no route data, and a fetcher's load is loaded again after every action,
 * the booking's redirect included, where it raced React Router's discovery of the new shipment's route and
 * left the wizard on screen (remix-run/react-router#15326).
 */
function useLivePrice(initial: ShipmentPrice | null) {
  const [fetched, setFetched] = useState<{ price: ShipmentPrice | null } | null>(null);
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    // The step's own answer (a "calculate" post) priced the form again: it is the latest.
    setShown(initial);
    setFetched(null);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );
  const requote = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const values = new FormData(form);
      const query = new URLSearchParams();
      for (const name of ["weight", "count", "width", "length", "height", "shippingType"])
        query.set(name, String(values.get(name) ?? ""));
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setPending(true);
      fetch(`/shipments/quote?${query}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`quote: ${response.status}`);
          setFetched((await response.json()) as { price: ShipmentPrice | null });
        })
        // A price that could not be had leaves the last one shown; the step's own check still prices it.
        .catch(() => undefined)
        .finally(() => {
          if (request.current === controller) setPending(false);
        });
    }, 400);
  };
  // A submit leaves the step: a price asked for after it would find the draft already booked.
  const cancel = () => {
    clearTimeout(timer.current);
    request.current?.abort();
  };
  const price = fetched ? fetched.price : initial;
  return { price, requote, cancel, pending };
}

function PricePreview({ price, pending }: { price: ShipmentPrice | null; pending: boolean }) {
  const { t, i18n } = useTranslation("shipments");
  const text =
    price === null
      ? t("price.incomplete")
      : price.status === "ok"
        ? t("price.value", {
            value: formatMoney(price.priceMinor, price.currency, i18n.language),
            kg: price.chargeableGrams / 1000,
          })
        : t("price.none");
  return (
    <Box
      id="price"
      sx={{ display: "flex", gap: 1.5, alignItems: "center", flexWrap: "wrap", scrollMarginTop: "7.5rem" }}
    >
      <Alert
        severity={price?.status === "none" ? "warning" : "info"}
        variant="outlined"
        sx={{ flex: "1 1 280px" }}
        data-testid="price-preview"
        aria-live="polite"
        aria-busy={pending}
      >
        <strong>{t("price.title")}</strong> · {text}
      </Alert>
      <SubmitButton intent="calculate" variant="outlined" formNoValidate data-testid="price-calculate">
        {t("price.calculate")}
      </SubmitButton>
    </Box>
  );
}

function CargoStep({
  values,
  lastResult,
  direction,
  price: initialPrice,
  codLimitMinor,
}: {
  values: Record<string, string>;
  lastResult?: SubmissionResult<string[]>;
  direction: OutsideShippingType;
  price: ShipmentPrice | null;
  codLimitMinor: number | null;
}) {
  const { t, i18n } = useTranslation(["shipments", "common"]);
  const autosave = useDraftAutosave("cargo");
  const live = useLivePrice(initialPrice);
  const domestic = direction === "domestic";
  useFocusFormError("wizard-cargo", lastResult);
  const [form, rawFields] = useForm({
    id: "wizard-cargo",
    lastResult,
    constraint: getZodConstraint(CargoStepFields),
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema:
          formData.get("intent") === "back" || formData.get("intent") === "calculate" ? anything : CargoStepSchema,
      }),
  });
  const fields = rawFields as unknown as AnyFields;
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const count = Number(fields.count.value ?? values.count);
  const unit = parseMoneyToMinor(String(fields.unitPrice.value ?? values.unitPrice ?? ""));
  const currency = String(fields.currency.value ?? values.currency ?? "EUR");
  const total =
    Number.isInteger(count) && count > 0 && unit !== null ? formatMoney(count * unit, currency, i18n.language) : null;
  const paragraphs = (key: string) => (t(key, { returnObjects: true }) as string[]).map((p) => <p key={p}>{p}</p>);
  const grid2 = { display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;
  return (
    <StepCard title={t("wizard.cargoTitle")} step="cargo">
      <Form
        method="post"
        action="/shipments/new?step=cargo"
        {...getFormProps(form)}
        {...autosave}
        onChange={(event) => {
          autosave.onChange(event);
          live.requote(event.currentTarget);
        }}
        onSubmitCapture={(event) => {
          live.cancel();
          autosave.onSubmitCapture(event);
        }}
      >
        <input type="hidden" name="step" value="cargo" />
        <input type="hidden" name="outsideShippingType" value={direction} />
        <FormErrors errors={form.errors} id="wizard-cargo-errors" />
        <AutoFocusField.Provider value={firstErrorField("cargo", lastResult)}>
          <Box sx={{ display: "grid", gap: 2.5 }}>
            <Box sx={grid2}>
              <RadioInput
                meta={fields.shippingType}
                label={t("fields.shippingType")}
                options={SHIPPING_TYPES.map((v) => ({ value: v, label: t(`shippingTypes.${v}`) }))}
              />
            </Box>
            <Typography variant="body2" color="textSecondary">
              {t("wizard.documentHint")}
            </Typography>
            <Box sx={{ display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(5, 1fr)" } }}>
              <TextInput
                meta={fields.width}
                type="number"
                label={t("fields.width")}
                slotProps={{ htmlInput: { min: 1, max: 400, step: 1 } }}
              />
              <TextInput
                meta={fields.length}
                type="number"
                label={t("fields.length")}
                slotProps={{ htmlInput: { min: 1, max: 400, step: 1 } }}
              />
              <TextInput
                meta={fields.height}
                type="number"
                label={t("fields.height")}
                slotProps={{ htmlInput: { min: 1, max: 400, step: 1 } }}
              />
              <TextInput
                meta={fields.weight}
                label={t("fields.weight")}
                slotProps={{ htmlInput: { inputMode: "decimal" } }}
              />
              <TextInput
                meta={fields.count}
                type="number"
                label={t("fields.count")}
                slotProps={{ htmlInput: { min: 1, max: 99, step: 1 } }}
              />
            </Box>
            <PricePreview price={live.price} pending={live.pending} />
            <Box sx={grid2}>
              <RadioInput
                meta={fields.payer}
                label={t("fields.payer")}
                options={PAYERS.map((v) => ({ value: v, label: t(`payers.${v}`) }))}
              />
            </Box>
            {domestic && (
              <Box
                sx={{
                  display: "grid",
                  gap: 2.25,
                  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
                  alignItems: "start",
                }}
                data-testid="cod-fields"
              >
                <TextInput
                  meta={fields.codAmount}
                  label={t("fields.codAmount")}
                  helperText={
                    codLimitMinor !== null
                      ? t("wizard.codHint", { limit: formatMoney(codLimitMinor, "TRY", i18n.language) })
                      : undefined
                  }
                  slotProps={{ htmlInput: { inputMode: "decimal" } }}
                />
                <RadioInput
                  meta={fields.codPaymentType}
                  label={t("fields.codPaymentType")}
                  options={COD_PAYMENT_TYPES.map((v) => ({ value: v, label: t(`codPaymentTypes.${v}`) }))}
                />
              </Box>
            )}
            {!domestic && (
              <Box
                sx={{
                  display: "grid",
                  gap: 2.25,
                  gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr 2fr" },
                  alignItems: "start",
                  ...PACKAGE_ONLY,
                }}
                data-testid="package-value"
              >
                <TextInput
                  meta={fields.unitPrice}
                  label={t("fields.unitPrice")}
                  slotProps={{ htmlInput: { inputMode: "decimal" } }}
                />
                <SelectInput
                  meta={fields.currency}
                  label={t("fields.currency")}
                  options={SHIPMENT_CURRENCIES.map((c) => ({ value: c, label: c }))}
                />
                <Alert severity="success" variant="outlined" icon={false} data-testid="total-preview">
                  {total ? t("wizard.totalPreview", { value: total }) : t("wizard.totalServer")}
                </Alert>
              </Box>
            )}
            {!domestic && (
              <>
                {/* TARIFF PICKER SLOT: see TariffFields (wire app/components/tariffs/TariffPicker.tsx there after the merge). */}
                <Box sx={PACKAGE_ONLY} data-testid="package-customs">
                  <TariffFields description={fields.customsTariffDescription} gtip={fields.gtipCode} />
                </Box>
                <Box sx={{ ...grid2, ...PACKAGE_ONLY }} data-testid="package-origin">
                  <SelectInput
                    meta={fields.productCountry}
                    label={t("fields.productCountry")}
                    options={countries}
                    placeholder="—"
                  />
                </Box>
              </>
            )}
            <TextInput meta={fields.specialNote} label={t("fields.specialNote")} multiline minRows={2} />
            <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 3 }}>
              <CheckboxInput meta={fields.insurance} label={t("fields.insurance")} />
              <CheckboxInput meta={fields.proformaInvoice} label={t("fields.proformaInvoice")} />
            </Box>
            <Disclosure summary={t("wizard.transportTermsTitle")} testId="transport-terms">
              {paragraphs("wizard.transportTerms")}
            </Disclosure>
            <CheckboxInput meta={fields.acceptTransportTerms} label={t("fields.acceptTransportTerms")} />
            <Disclosure summary={t("wizard.userAgreementTitle")} testId="user-agreement">
              {paragraphs("wizard.userAgreement")}
            </Disclosure>
            <CheckboxInput meta={fields.acceptUserAgreement} label={t("fields.acceptUserAgreement")} />
          </Box>
        </AutoFocusField.Provider>
        <StepButtons step="cargo" />
      </Form>
    </StepCard>
  );
}

/**
 * The first choice of the wizard: which way the shipment goes. It decides which address is in Turkey,
 * so it comes before both; changing it starts the addresses afresh. A form of its own (works without
 * JavaScript).
 */
function DirectionChooser({ direction }: { direction: OutsideShippingType }) {
  const { t } = useTranslation("shipments");
  return (
    <Card sx={{ mb: 2.5 }} data-testid="direction-chooser">
      <CardHeader
        title={t("wizard.directionTitle")}
        subheader={t("wizard.directionHint")}
        slotProps={{ title: { variant: "h5", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box
          component={Form}
          method="post"
          action="/shipments/new?step=sender"
          sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}
        >
          <input type="hidden" name="intent" value="direction" />
          {OUTSIDE_SHIPPING_TYPES.map((d) => (
            <Button
              key={d}
              type="submit"
              name="outsideShippingType"
              value={d}
              variant={d === direction ? "contained" : "outlined"}
              aria-pressed={d === direction}
              data-testid={`direction-${d}`}
            >
              {t(`outsideShippingTypes.${d}`)}
            </Button>
          ))}
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
          {t(`wizard.directionSides.${direction}`)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function DirectionSummary({ direction }: { direction: OutsideShippingType }) {
  const { t } = useTranslation("shipments");
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2.5 }} data-testid="direction-summary">
      <strong>{t(`outsideShippingTypes.${direction}`)}</strong> · {t(`wizard.directionSides.${direction}`)}
    </Alert>
  );
}

function CustomerPicker({
  customer,
  customerQ,
  matches,
}: {
  customer: { id: number; name: string; email: string; companyName: string | null } | null;
  customerQ: string;
  matches: Array<{ id: number; name: string; email: string; company_name: string | null }>;
}) {
  const { t } = useTranslation(["shipments", "common"]);
  return (
    <Card sx={{ mb: 2.5 }} data-testid="customer-picker">
      <CardHeader
        title={t("wizard.customerTitle")}
        subheader={t("wizard.customerHint")}
        slotProps={{ title: { variant: "h5", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {customer && (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="customer-chosen">
            {t("wizard.customerChosen", {
              name: `${customer.name} · ${customer.email}${customer.companyName ? ` · ${customer.companyName}` : ""}`,
            })}
          </Alert>
        )}
        <Box component={Form} method="get" action="/shipments/new" sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <input type="hidden" name="step" value="sender" />
          <TextField
            name="customerQ"
            type="search"
            defaultValue={customerQ}
            label={t("wizard.customerSearch")}
            sx={{ flex: "1 1 260px", maxWidth: 420 }}
          />
          <Button type="submit" variant="outlined" startIcon={<PersonSearchOutlined />}>
            {t("common:actions.search")}
          </Button>
        </Box>
        {customerQ.length >= 2 && (
          <Box component="ul" sx={{ listStyle: "none", m: 0, mt: 1.5, p: 0 }} data-testid="customer-matches">
            {matches.length === 0 && <Typography color="textSecondary">{t("wizard.customerNone")}</Typography>}
            {matches.map((m) => (
              <Box
                component="li"
                key={m.id}
                sx={{ display: "flex", alignItems: "center", gap: 2, py: 1, borderBottom: 1, borderColor: "divider" }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {m.name}
                    {m.company_name ? ` · ${m.company_name}` : ""}
                  </Typography>
                  <Typography variant="caption" color="textSecondary">
                    {m.email}
                  </Typography>
                </Box>
                <Button
                  component={Link}
                  to={`/shipments/new?step=sender&customer=${m.id}`}
                  size="small"
                  variant={customer?.id === m.id ? "contained" : "outlined"}
                >
                  {t("wizard.customerPick")}
                </Button>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
