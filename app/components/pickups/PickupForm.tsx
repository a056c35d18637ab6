import { getFormProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormErrors, RadioInput, SelectInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { AddressFields, usePlaceOptions, type PlaceOptions } from "~/components/shipments/AddressFields";
import { MAX_PARCELS, PICKUP_SLOTS } from "~/lib/pickups/domain";
import { BOOKING_DAYS, PickupFields, addDays, pickupSchema } from "~/lib/pickups/schema";
import { parseWithZod } from "~/lib/submission";

type AnyFields = Record<string, FieldMetadata<string | undefined>>;

/** A courier needs no tax id or e-mail to collect: the shared address fields' two are not shown (nor kept). */
const NOT_FOR_PICKUP = {
  "& .MuiFormControl-root:has(input[name='address.taxId']), & .MuiFormControl-root:has(input[name='address.email'])": {
    display: "none",
  },
} as const;

/**
 * The pickup request: day and slot, a saved address (which wins) or one typed with the wizard's fields
 * (in Türkiye), parcels, a note, and the customer's booked shipments to hand over. A plain post; with
 * JavaScript the same schema checks as the user types.
 */
export function PickupForm({
  today,
  defaultDate,
  addresses,
  shipments,
  places: initialPlaces,
  lastResult,
}: {
  today: string;
  defaultDate: string;
  addresses: Array<{ id: number; label: string; name: string; city: string }>;
  shipments: Array<{ id: number; tracking_number: string; receiver_name: string; receiver_city: string }>;
  places: PlaceOptions;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation(["pickups", "shipments", "common"]);
  const places = usePlaceOptions(initialPlaces);
  const [form, rawFields] = useForm({
    id: "pickup-request",
    lastResult,
    constraint: getZodConstraint(PickupFields),
    defaultValue: { date: defaultDate, slot: PICKUP_SLOTS[0], parcelCount: "1", address: { country: "TR" } } as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pickupSchema({ today, places: places.checker }) }),
  });
  const fields = rawFields as unknown as AnyFields & Record<string, FieldMetadata<Record<string, string>>>;
  const address = fields.address.getFieldset() as unknown as AnyFields;
  const kept = (lastResult?.initialValue as Record<string, unknown> | undefined)?.shipmentIds;
  const keptIds = new Set((Array.isArray(kept) ? kept : kept ? [kept] : []).map(String));
  const shipmentsError = fields.shipmentIds?.errors;
  const grid = { display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;
  return (
    <Form method="post" {...getFormProps(form)} data-testid="pickup-form">
      <input type="hidden" name="intent" value="request" />
      <FormErrors errors={form.errors} />
      <Box sx={{ display: "grid", gap: 3 }}>
        <Box sx={grid}>
          <TextInput
            meta={fields.date}
            type="date"
            label={t("fields.date")}
            helperText={t("fields.dateHint", { days: BOOKING_DAYS })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: addDays(today, BOOKING_DAYS) } }}
          />
          <TextInput
            meta={fields.parcelCount}
            type="number"
            label={t("fields.parcelCount")}
            slotProps={{ htmlInput: { min: 1, max: MAX_PARCELS, step: 1 } }}
          />
        </Box>
        <RadioInput
          meta={fields.slot}
          label={t("fields.slot")}
          options={PICKUP_SLOTS.map((s) => ({ value: s, label: t(`slots.${s}`) }))}
        />
        <Box sx={{ display: "grid", gap: 1.5, ...NOT_FOR_PICKUP }}>
          <Typography variant="h6" component="h3">
            {t("addressTitle")}
          </Typography>
          {addresses.length > 0 && (
            <SelectInput
              meta={fields.addressId}
              label={t("fields.savedAddress")}
              placeholder={t("typedAddress")}
              options={addresses.map((a) => ({ value: String(a.id), label: `${a.label} · ${a.name} · ${a.city}` }))}
              helperText={t("savedAddressHint")}
              sx={{ maxWidth: { sm: 520 } }}
            />
          )}
          <AddressFields
            prefix="address"
            side="home"
            fields={address as never}
            form={form as unknown as FormMetadata<Record<string, unknown>>}
            places={places}
            initialCountry="TR"
          />
        </Box>
        <TextInput meta={fields.note} label={t("fields.note")} multiline minRows={2} />
        {shipments.length > 0 && (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }} data-testid="pickup-shipments">
            <FormLabel component="legend">{t("fields.shipments")}</FormLabel>
            <FormErrors errors={shipmentsError} />
            <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
              {shipments.map((s) => (
                <FormControlLabel
                  key={s.id}
                  control={
                    <Checkbox name="shipmentIds" value={String(s.id)} defaultChecked={keptIds.has(String(s.id))} />
                  }
                  label={`${s.tracking_number} · ${s.receiver_name}, ${s.receiver_city}`}
                />
              ))}
            </Box>
          </Box>
        )}
      </Box>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 3 }}>
        <SubmitButton busyIntent="request" data-testid="pickup-submit">
          {t("submit")}
        </SubmitButton>
      </Box>
    </Form>
  );
}
