import { getFormProps, useForm } from "@conform-to/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useActionData } from "react-router";
import { RichTextField } from "~/components/resource/RichTextField";
import { parseWithZod } from "~/lib/submission";
import { Example } from "./GalleryFrame";
import { EditorSchema } from "./editor-schema";

/** What the extensions route's action answers for the editor demo. */
export interface EditorActionData {
  result: SubmissionResult<string[]>;
  html?: string;
}

/**
 * The rich-text editor of the panel (RichTextField: a textarea without JavaScript, the lazily loaded editor with
 * it). The server sanitises what is posted and sends it back: shown rendered, and as its HTML source.
 */
export function EditorDemo() {
  const { t } = useTranslation("demo-gallery-2");
  const actionData = useActionData<EditorActionData>();
  const [form, fields] = useForm({
    id: "editor-demo",
    lastResult: actionData?.result,
    defaultValue: { content: t("editor.sample") },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EditorSchema }),
  });
  return (
    <>
      <Example title={t("editor.write")}>
        <Form method="post" {...getFormProps(form)} data-testid="editor-form">
          <RichTextField meta={fields.content} label={t("editor.content")} />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} data-testid="editor-submit">
            {t("editor.submit")}
          </Button>
        </Form>
      </Example>
      {actionData?.html !== undefined && (
        <Example title={t("editor.result")}>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {t("editor.resultHint")}
          </Typography>
          {/* Sanitised on the server (app/lib/content/html.server.ts) before it comes here. */}
          <Box
            data-testid="editor-preview"
            sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 1, overflowWrap: "anywhere" }}
            // What the action kept after the rich-text allowlist (sanitizeRichText): the demo shows exactly that.
            dangerouslySetInnerHTML={{ __html: actionData.html }}
          />
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
            {t("editor.source")}
          </Typography>
          <Box
            component="pre"
            data-testid="editor-source"
            sx={{
              m: 0,
              p: 1.5,
              bgcolor: "action.hover",
              borderRadius: 1,
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
            }}
          >
            {actionData.html}
          </Box>
        </Example>
      )}
    </>
  );
}
