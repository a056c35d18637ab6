import { Suspense, lazy } from "react";
import { textValue } from "~/lib/form-values";
import { useTranslation } from "react-i18next";
import { TextInput, useFieldError } from "~/components/forms/fields";
import { useHydrated } from "~/lib/use-hydrated";
import type { FieldMeta } from "./ResourceField";

// The editor is loaded only on the screens that have rich text, after hydration.
const RichTextEditor = lazy(() => import("./RichTextEditor"));

/**
 * Rich text: without JavaScript, a plain textarea holding the HTML; with it, a small editor
 * (headings, lists, links, images, bold, italic). Either way the server keeps only sanitised HTML.
 */
export function RichTextField({ meta, label }: { meta: FieldMeta; label: string }) {
  const { t } = useTranslation("content");
  const hydrated = useHydrated();
  const error = useFieldError(meta);
  const textarea = (
    <TextInput
      meta={meta}
      label={label}
      multiline
      rows={12}
      helperText={t("editor.plainHint")}
      slotProps={{ htmlInput: { "data-testid": `${meta.name}-textarea` } }}
    />
  );
  if (!hydrated) return textarea;
  return (
    // Until the editor's module has arrived, the textarea stands in, marked busy (assistive technology, tests).
    <Suspense fallback={<div aria-busy="true">{textarea}</div>}>
      <RichTextEditor
        key={meta.key}
        id={meta.id}
        name={meta.name}
        label={label}
        defaultValue={textValue(meta.initialValue)}
        error={error}
        errorId={meta.errorId}
      />
    </Suspense>
  );
}
