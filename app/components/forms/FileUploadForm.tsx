import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/fields";

export const CSV_ACCEPT = ".csv,text/csv,text/plain";
export const SPREADSHEET_ACCEPT =
  ".csv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A file upload (CSV by default): a real multipart form that works without JavaScript (the server checks the
 * size and answers 413 above it). With JavaScript, a file over the limit is refused before it is sent and the
 * chosen file's name is shown. Its words are `upload.file`, `upload.help` and `upload.tooLarge` of the `ns`
 * namespace (common's speak of a CSV file; the server's refusals use them too, through `readCsvUpload`).
 */
export function FileUploadForm({
  maxBytes,
  error,
  submitLabel,
  intent = "import",
  accept = CSV_ACCEPT,
  ns = "common",
  disabled = false,
  notices,
  hidden,
  submitTestId,
  children,
}: {
  maxBytes: number;
  /** A translated message from the server (bad file, too large). */
  error?: string | null;
  submitLabel: string;
  /** The action's intent the form posts. */
  intent?: string;
  accept?: string;
  ns?: string;
  /** Nothing can be sent yet (the file input and the button are off). */
  disabled?: boolean;
  /** Messages above the file (after the server's error). */
  notices?: ReactNode;
  /** Hidden fields posted with the file. */
  hidden?: ReactNode;
  submitTestId?: string;
  /** Extra fields (an import mode) between the file and the button. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation(ns);
  const id = useId();
  const [picked, setPicked] = useState<{ name: string; size: number } | null>(null);
  const megabytes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(maxBytes / 1024 / 1024);
  const tooLarge = picked !== null && picked.size > maxBytes;
  return (
    <Form method="post" encType="multipart/form-data">
      <input type="hidden" name="intent" value={intent} />
      {hidden}
      <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2 }}>
        {error && (
          <Alert severity="error" role="alert" data-testid="upload-error">
            {error}
          </Alert>
        )}
        {notices}
        <Box>
          <Typography component="label" htmlFor={id} variant="subtitle2" sx={{ display: "block", mb: 0.75 }}>
            {t("upload.file")}
          </Typography>
          <Box
            sx={{
              border: 1,
              borderStyle: "dashed",
              borderColor: tooLarge ? "error.main" : "divider",
              borderRadius: 2,
              p: 2,
              display: "flex",
              alignItems: "center",
              gap: 1.5,
              flexWrap: "wrap",
              "& input[type=file]": { font: "inherit", maxWidth: "100%" },
            }}
          >
            <UploadFileOutlined color="primary" aria-hidden />
            <input
              id={id}
              type="file"
              name="file"
              accept={accept}
              required
              disabled={disabled}
              aria-describedby={`${id}-help`}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                setPicked(file ? { name: file.name, size: file.size } : null);
              }}
            />
          </Box>
          <FormHelperText id={`${id}-help`} error={tooLarge}>
            {tooLarge ? t("upload.tooLarge", { max: megabytes }) : t("upload.help", { max: megabytes })}
          </FormHelperText>
        </Box>
        {children}
        <Box>
          <SubmitButton
            busyIntent={intent}
            disabled={tooLarge || disabled}
            startIcon={<UploadFileOutlined />}
            data-testid={submitTestId}
          >
            {submitLabel}
          </SubmitButton>
          {picked && !tooLarge && (
            <Button component="span" disabled sx={{ ml: 1, textTransform: "none" }}>
              {picked.name}
            </Button>
          )}
        </Box>
      </Box>
    </Form>
  );
}
