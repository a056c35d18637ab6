import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Box from "@mui/material/Box";
import { KeptCheckbox } from "~/components/forms/ChoiceGroup";
import FormControlLabel from "@mui/material/FormControlLabel";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFieldError } from "~/components/forms/fields";
import { IMAGE_ACCEPT, uploadUrl } from "~/lib/content/constants";
import type { FieldMeta } from "./ResourceField";

/**
 * An image sent with the form (multipart): the current image, a native file input (it works
 * without JavaScript and shows the chosen name), and "remove the current image". With JavaScript,
 * the chosen file is previewed before it is sent.
 */
export function ImageField({
  meta,
  removeMeta,
  label,
  current,
}: {
  meta: FieldMeta;
  removeMeta: FieldMeta;
  label: string;
  current: string | null;
}) {
  const { t } = useTranslation("content");
  const error = useFieldError(meta);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? uploadUrl(current);
  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ gap: 1, width: "100%" }}>
      <FormLabel component="legend" htmlFor={meta.id} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        <Box
          sx={{
            width: 160,
            height: 100,
            borderRadius: 1.5,
            border: 1,
            borderColor: "divider",
            bgcolor: "action.hover",
            display: "grid",
            placeItems: "center",
            overflow: "hidden",
            flexShrink: 0,
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={t("upload.current")}
              sx={{ width: "100%", height: "100%", objectFit: "contain" }}
              data-testid={`${meta.name}-preview`}
            />
          ) : (
            <Box component="span" sx={{ color: "text.disabled", fontSize: 13, px: 1, textAlign: "center" }}>
              {t("upload.none")}
            </Box>
          )}
        </Box>
        <Box sx={{ minWidth: 0, flex: "1 1 240px" }}>
          <Box
            component="input"
            type="file"
            id={meta.id}
            name={meta.name}
            accept={IMAGE_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? meta.errorId : `${meta.id}-hint`}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
              const file = e.target.files?.[0];
              setPreview(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
            }}
            sx={{
              display: "block",
              maxWidth: "100%",
              font: "inherit",
              fontSize: 14,
              color: "text.secondary",
              "&::file-selector-button": {
                font: "inherit",
                mr: 1.5,
                px: 1.5,
                py: 0.75,
                borderRadius: 1,
                border: 1,
                borderColor: "primary.main",
                bgcolor: "transparent",
                color: "primary.main",
                cursor: "pointer",
              },
            }}
          />
          <FormHelperText id={`${meta.id}-hint`} sx={{ mx: 0 }}>
            {t("upload.hint")}
          </FormHelperText>
          {current && (
            <FormControlLabel
              control={
                <KeptCheckbox
                  name={removeMeta.name}
                  id={removeMeta.id}
                  size="small"
                  defaultChecked={removeMeta.initialValue === "on"}
                />
              }
              label={t("upload.remove")}
            />
          )}
        </Box>
      </Box>
      {error && (
        <FormHelperText id={meta.errorId} role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
