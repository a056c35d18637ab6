import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";

/** What the server accepted, shown under a gallery form after a successful submit. */
export function FormResult({ values }: { values: Record<string, unknown> | null | undefined }) {
  const { t } = useTranslation("demo-gallery");
  if (!values) return null;
  return (
    <Alert severity="success" role="status" data-testid="form-result" sx={{ minWidth: 0 }}>
      {t("forms.s.accepted")}
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, fontSize: 12, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
        data-testid="form-values"
      >
        {JSON.stringify(values, null, 2)}
      </Box>
    </Alert>
  );
}
