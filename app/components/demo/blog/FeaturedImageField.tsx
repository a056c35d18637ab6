import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { useTranslation } from "react-i18next";
import { IMAGE_ACCEPT } from "~/lib/content/constants";

/**
 * The post's featured image: the current picture and a native file input (works without JavaScript). The server
 * decides by the file's content, never by its name or the picker's filter.
 */
export function FeaturedImageField({
  meta,
  label,
  current,
}: {
  meta: { id: string; name: string; errorId: string; errors?: string[] };
  label: string;
  current: string;
}) {
  const { t } = useTranslation("content");
  const error = meta.errors?.map((e) => t(e)).join(" ");
  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ gap: 1, width: "100%" }}>
      <FormLabel component="legend" id={`${meta.id}-label`} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        <Box
          component="img"
          src={current}
          alt={t("upload.current")}
          data-testid="featured-image-preview"
          sx={{ width: 160, height: 100, objectFit: "cover", borderRadius: 1.5, border: 1, borderColor: "divider" }}
        />
        <Box sx={{ minWidth: 0, flex: "1 1 240px" }}>
          <input
            type="file"
            id={meta.id}
            name={meta.name}
            accept={IMAGE_ACCEPT}
            aria-labelledby={`${meta.id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? meta.errorId : `${meta.id}-hint`}
          />
          <FormHelperText id={`${meta.id}-hint`} sx={{ mx: 0 }}>
            {t("upload.hint")}
          </FormHelperText>
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
