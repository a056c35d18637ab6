import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import CloudUploadOutlined from "@mui/icons-material/CloudUploadOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import ErrorOutlined from "@mui/icons-material/ErrorOutlined";
import PictureAsPdfOutlined from "@mui/icons-material/PictureAsPdfOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/forms/fields";
import { formatDateTime, formatNumber } from "~/lib/format";
import type { DemoFile } from "~/mock/files";
import { Example } from "./GalleryFrame";

/** What the file-uploader route's action answers: a message for the post, or one per file sent. */
export interface UploadActionData {
  formError: string | null;
  results: Array<{ name: string; ok: boolean; message: string }>;
}

interface Limits {
  maxBytes: number;
  maxFiles: number;
  kept: number;
}

function useSize() {
  const { i18n } = useTranslation();
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? formatNumber(Math.max(0.1, bytes / 1024), i18n.language, {
          style: "unit",
          unit: "kilobyte",
          maximumFractionDigits: 1,
        })
      : formatNumber(bytes / 1024 / 1024, i18n.language, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });
}

/**
 * A drop zone around a plain file input, in a multipart form: without JavaScript the input and the button post
 * the files; with it, dropped files go into the same input, the chosen files are listed (too large ones marked
 * before they are sent) and the post shows its progress without a reload. The server decides on every file.
 */
export function FileUploaderDemo({
  files,
  limits,
  actionData,
}: {
  files: DemoFile[];
  limits: Limits;
  actionData?: UploadActionData;
}) {
  const { t, i18n } = useTranslation("demo-files");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The files picked, and the answer that was on screen then: a later successful upload empties the input.
  const [picked, setPicked] = useState<{ after?: UploadActionData; files: Array<{ name: string; size: number }> }>({
    files: [],
  });
  const [over, setOver] = useState(false);
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const size = useSize();
  const max = formatNumber(limits.maxBytes / 1024 / 1024, i18n.language, { maximumFractionDigits: 1 });

  const pick = (list: FileList | null) =>
    setPicked({ after: actionData, files: Array.from(list ?? [], (f) => ({ name: f.name, size: f.size })) });
  const uploaded = actionData?.results.some((r) => r.ok) ?? false;
  const chosen = picked.after === actionData || !uploaded ? picked.files : [];

  // A finished upload empties the input, so the next one starts fresh; the results stay shown.
  useEffect(() => {
    if (navigation.state === "idle" && uploaded) form.current?.reset();
  }, [navigation.state, uploaded]);

  return (
    <>
      <Example title={t("upload.pick")}>
        <Form method="post" encType="multipart/form-data" ref={form} data-testid="upload-form">
          <input type="hidden" name="intent" value="upload" />
          {actionData?.formError && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="upload-form-error">
              {actionData.formError}
            </Alert>
          )}
          <Box
            data-testid="dropzone"
            data-over={over || undefined}
            onDragEnter={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragOver={(e) => {
              e.preventDefault();
              e.dataTransfer.dropEffect = "copy";
            }}
            onDragLeave={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
            }}
            onDrop={(e) => {
              e.preventDefault();
              setOver(false);
              if (!input.current || !e.dataTransfer.files.length) return;
              input.current.files = e.dataTransfer.files;
              pick(input.current.files);
            }}
            sx={{
              border: 2,
              borderStyle: "dashed",
              borderColor: over ? "primary.main" : "divider",
              bgcolor: over ? "action.hover" : "transparent",
              borderRadius: 2,
              p: { xs: 2, sm: 3 },
              display: "grid",
              gridTemplateColumns: "minmax(0, 1fr)",
              justifyItems: "center",
              textAlign: "center",
              gap: 1.5,
              transition: "border-color .15s, background-color .15s",
              "& input[type=file]": { font: "inherit", maxWidth: "100%" },
            }}
          >
            <CloudUploadOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Typography>{t("upload.dropzone")}</Typography>
            <Typography component="label" htmlFor={id} variant="subtitle2">
              {t("upload.files")}
            </Typography>
            <input
              ref={input}
              id={id}
              type="file"
              name="file"
              multiple
              required
              accept="image/png,image/jpeg,image/webp,image/svg+xml,application/pdf"
              aria-describedby={`${id}-help`}
              data-testid="file-input"
              onChange={(e) => pick(e.currentTarget.files)}
            />
          </Box>
          <FormHelperText id={`${id}-help`}>{t("upload.help", { max, count: limits.maxFiles })}</FormHelperText>
          {chosen.length > 0 && (
            <Box sx={{ mt: 1.5 }} data-testid="chosen">
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {t("upload.chosen", { count: chosen.length })}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {chosen.map((f, i) => (
                  <Typography component="li" variant="body2" key={`${f.name}-${i}`} sx={{ overflowWrap: "anywhere" }}>
                    {f.name} · {size(f.size)}
                    {f.size > limits.maxBytes && (
                      <Box component="span" sx={{ color: "error.main" }}>
                        {" "}
                        ({t("upload.willRefuse", { max })})
                      </Box>
                    )}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
          <Box sx={{ mt: 2, display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
            <SubmitButton busyIntent="upload" startIcon={<CloudUploadOutlined />} data-testid="upload-submit">
              {t("upload.submit")}
            </SubmitButton>
            <Typography role="status" variant="body2" color="textSecondary">
              {uploading ? t("upload.uploading") : ""}
            </Typography>
          </Box>
          {uploading && <LinearProgress sx={{ mt: 1.5 }} aria-label={t("upload.uploading")} />}
        </Form>
        {actionData && actionData.results.length > 0 && (
          <Box sx={{ mt: 2.5 }} data-testid="upload-results">
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t("upload.results")}
            </Typography>
            <Box sx={{ display: "grid", gap: 1 }}>
              {actionData.results.map((r, i) => (
                <Alert
                  key={`${r.name}-${i}`}
                  severity={r.ok ? "success" : "error"}
                  role={r.ok ? "status" : "alert"}
                  icon={r.ok ? <CheckCircleOutlined /> : <ErrorOutlined />}
                  data-testid={r.ok ? "upload-ok" : "upload-refused"}
                  sx={{ overflowWrap: "anywhere" }}
                >
                  <strong>{r.name}</strong>: {r.message}
                </Alert>
              ))}
            </Box>
          </Box>
        )}
      </Example>
      <Example title={t("upload.list")}>
        <Typography variant="body2" color="textSecondary">
          {t("upload.listHint", { count: limits.kept })}
        </Typography>
        {files.length === 0 ? (
          <Typography sx={{ mt: 2 }} data-testid="files-empty">
            {t("upload.empty")}
          </Typography>
        ) : (
          <List data-testid="file-list">
            {files.map((f) => {
              const url = `/extensions/file-uploader/${f.id}`;
              return (
                <ListItem
                  key={f.id}
                  divider
                  sx={{ pr: 7 }}
                  secondaryAction={
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="id" value={f.id} />
                      <IconButton type="submit" edge="end" aria-label={t("upload.remove", { name: f.name })}>
                        <DeleteOutlined />
                      </IconButton>
                    </Form>
                  }
                >
                  <ListItemAvatar>
                    {f.kind === "pdf" ? (
                      <PictureAsPdfOutlined color="error" sx={{ fontSize: 40 }} aria-hidden />
                    ) : (
                      <Box
                        component="img"
                        src={url}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                        sx={{ objectFit: "cover", borderRadius: 1, bgcolor: "action.hover", display: "block" }}
                      />
                    )}
                  </ListItemAvatar>
                  <ListItemText
                    primary={
                      <MuiLink href={url} target="_blank" rel="noopener" sx={{ overflowWrap: "anywhere" }}>
                        {f.name}
                      </MuiLink>
                    }
                    secondary={`${f.kind.toUpperCase()} · ${size(f.size)} · ${formatDateTime(f.uploadedAt, i18n.language)}`}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </Example>
    </>
  );
}
