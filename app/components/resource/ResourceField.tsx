import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { CheckboxInput, SelectInput, TextInput } from "~/components/forms/fields";
import { LANGUAGE_NAMES } from "~/lib/i18n/i18n";
import { CONTENT_LOCALES } from "~/lib/content/constants";
import type { FieldDef, OptionLists, Row } from "~/lib/content/resource";
import { ImageField } from "./ImageField";
import { RichTextField } from "./RichTextField";

export type FieldMeta = FieldMetadata<string | number | boolean | null | undefined>;

const TEXT_TYPES = { email: "email", tel: "tel" } as const;

/** One form field of a resource, drawn by its kind and wired to conform. */
export function ResourceField({
  field,
  meta,
  removeMeta,
  options,
  row,
}: {
  field: FieldDef;
  meta: FieldMeta;
  removeMeta?: FieldMeta;
  options: OptionLists;
  row: Row | null;
}) {
  const { t } = useTranslation(["content", "common"]);
  const label = t(field.labelKey);
  const helperText = field.helpKey ? t(field.helpKey) : undefined;
  const testId = { htmlInput: { "data-testid": `field-${field.name}` } };
  switch (field.kind) {
    case "richtext":
      return <RichTextField meta={meta} label={label} />;
    case "image":
      return (
        <ImageField
          meta={meta}
          removeMeta={removeMeta ?? meta}
          label={label}
          current={row && typeof row[field.column] === "string" ? (row[field.column] as string) : null}
        />
      );
    case "checkbox":
      return (
        <CheckboxInput
          meta={meta}
          label={label}
          description={helperText && <span style={{ fontSize: 13, opacity: 0.75, marginLeft: 32 }}>{helperText}</span>}
        />
      );
    case "select":
      return (
        <SelectInput
          meta={meta}
          label={label}
          helperText={helperText}
          placeholder={field.required ? undefined : "—"}
          options={field.options.map((o) => ({ value: o, label: t(`${field.optionKey}.${o}`) }))}
        />
      );
    case "locale":
      return (
        <SelectInput
          meta={meta}
          label={label}
          placeholder={field.allowAll ? t("allLanguages") : undefined}
          helperText={field.allowAll ? t("hints.localeAll") : undefined}
          options={CONTENT_LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        />
      );
    case "ref": {
      const list = (options[field.source] ?? []).filter(
        (o) => !(field.source === "menus" && row && o.value === String(row.id)),
      );
      return (
        <SelectInput
          meta={meta}
          label={label}
          helperText={helperText}
          placeholder="—"
          options={list.map((o) => ({ value: o.value, label: o.group ? `${o.group} — ${o.label}` : o.label }))}
        />
      );
    }
    case "number":
      return (
        <TextInput
          meta={meta}
          type="number"
          label={label}
          helperText={helperText}
          slotProps={{
            htmlInput: {
              "data-testid": `field-${field.name}`,
              step: field.integer ? 1 : "any",
              min: field.min,
              max: field.max,
              inputMode: field.integer ? "numeric" : "decimal",
            },
          }}
        />
      );
    case "datetime":
      return (
        <TextInput
          meta={meta}
          type="datetime-local"
          label={label}
          helperText={helperText}
          slotProps={{ inputLabel: { shrink: true }, ...testId }}
        />
      );
    case "textarea":
      return <TextInput meta={meta} label={label} helperText={helperText} multiline minRows={3} slotProps={testId} />;
    case "email":
    case "tel":
      return (
        <TextInput meta={meta} type={TEXT_TYPES[field.kind]} label={label} helperText={helperText} slotProps={testId} />
      );
    default:
      return <TextInput meta={meta} label={label} helperText={helperText} slotProps={testId} />;
  }
}
