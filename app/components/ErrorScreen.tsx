import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import LockOutlined from "@mui/icons-material/LockOutlined";
import TravelExplore from "@mui/icons-material/TravelExplore";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The full-page answers for 404, 403 and unexpected errors. */
export function ErrorScreen({ kind, requestId }: { kind: "notFound" | "forbidden" | "error"; requestId?: string }) {
  const { t } = useTranslation();
  const Icon = kind === "notFound" ? TravelExplore : kind === "forbidden" ? LockOutlined : ErrorOutline;
  const title = kind === "notFound" ? t("messages.pageNotFound") : kind === "forbidden" ? t("messages.notAuthorized") : t("messages.anErrorOccurred");
  const body = kind === "notFound" ? t("errors.notFoundBody") : kind === "forbidden" ? t("errors.forbiddenBody") : t("errors.errorBody");
  return (
    <Box
      component="main"
      sx={{ minHeight: "70vh", display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", textAlign: "center", p: 4, gap: 2 }}
    >
      <Icon sx={{ fontSize: 72, color: kind === "error" ? "error.main" : "primary.main" }} aria-hidden />
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {body}
      </Typography>
      {kind === "error" && requestId && (
        <Typography variant="body2" color="text.secondary" data-testid="request-id">
          {t("errors.reference", { id: requestId })}
        </Typography>
      )}
      <Button component={Link} to="/" variant="contained" reloadDocument={kind === "error"}>
        {t("actions.backHome")}
      </Button>
    </Box>
  );
}
