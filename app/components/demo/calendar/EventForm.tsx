import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CheckboxInput, SelectInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { CALENDARS } from "~/mock/calendar";

export interface EventDefaults {
  id?: number;
  title: string;
  calendar: string;
  start: string;
  end: string;
  allDay: boolean;
  url: string;
  guests: string[];
  description: string;
}

/** Add (`intent=add`) or edit (`intent=update` with `id`) an event; times are the panel's wall clock. */
export function EventForm({
  action,
  defaults,
  guestOptions,
  lastResult,
}: {
  action: string;
  defaults: EventDefaults;
  guestOptions: string[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("demo-calendar");
  const editing = defaults.id !== undefined;
  const [form, fields] = useForm({
    id: "calendar-event",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: {
      title: defaults.title,
      calendar: defaults.calendar,
      start: defaults.start,
      end: defaults.end,
      allDay: defaults.allDay ? "on" : undefined,
      url: defaults.url,
      guests: defaults.guests,
      description: defaults.description,
    },
  });
  const chosen = fields.guests.initialValue as string[] | string | undefined;
  const guests = Array.isArray(chosen) ? chosen : chosen ? [chosen] : [];
  const options = [...new Set([...guestOptions, ...defaults.guests])];
  return (
    <Form method="post" action={action} preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value={editing ? "update" : "add"} />
      {editing && <input type="hidden" name="id" value={defaults.id} />}
      <Stack spacing={2}>
        {form.errors?.length ? (
          <Alert severity="error" role="alert">
            {form.errors.map((e) => t(e)).join(" ")}
          </Alert>
        ) : null}
        <TextInput meta={fields.title} label={t("form.title")} required />
        <SelectInput
          meta={fields.calendar}
          label={t("form.calendar")}
          options={CALENDARS.map((c) => ({ value: c, label: t(`calendars.${c}`) }))}
        />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <TextInput
            meta={fields.start}
            type="datetime-local"
            label={t("form.start")}
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextInput
            meta={fields.end}
            type="datetime-local"
            label={t("form.end")}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <CheckboxInput meta={fields.allDay} label={t("form.allDay")} description={undefined} />
        <TextInput meta={fields.url} type="url" label={t("form.url")} />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} key={`${form.key}-guests`}>
          <FormLabel component="legend">{t("form.guests")}</FormLabel>
          <FormGroup row>
            {options.map((g) => (
              <FormControlLabel
                key={g}
                label={g}
                control={<Checkbox name="guests" value={g} defaultChecked={guests.includes(g)} />}
              />
            ))}
          </FormGroup>
        </Box>
        <TextInput meta={fields.description} label={t("form.description")} multiline minRows={3} />
        <Box>
          <SubmitButton data-testid="event-save">{editing ? t("form.save") : t("form.add")}</SubmitButton>
        </Box>
      </Stack>
    </Form>
  );
}
