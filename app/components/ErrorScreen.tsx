import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import LockOutlined from "@mui/icons-material/LockOutlined";
import TravelExplore from "@mui/icons-material/TravelExplore";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The full-page answers for 404, 403 and unexpected errors. */
export function ErrorScreen({
  kind,
  requestId,
}: {
  kind: "notFound" | "forbidden" | "error" | "unavailable";
  requestId?: string;
}) {
  const { t } = useTranslation();
  const Icon = kind === "notFound" ? TravelExplore : kind === "forbidden" ? LockOutlined : ErrorOutline;
  const title = {
    notFound: t("messages.pageNotFound"),
    forbidden: t("messages.notAuthorized"),
    error: t("messages.anErrorOccurred"),
    unavailable: t("errors.unavailableTitle"),
  }[kind];
  const body = {
    notFound: t("errors.notFoundBody"),
    forbidden: t("errors.forbiddenBody"),
    error: t("errors.errorBody"),
    unavailable: t("errors.unavailableBody"),
  }[kind];
  return (
    <Box
      component="main"
      sx={{
        minHeight: "70vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        textAlign: "center",
        p: 4,
        gap: 2,
      }}
    >
      <Icon
        sx={{ fontSize: 72, color: kind === "error" || kind === "unavailable" ? "error.main" : "primary.main" }}
        aria-hidden
      />
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 520 }}>
        {body}
      </Typography>
      {(kind === "error" || kind === "unavailable") && requestId && (
        <Typography variant="body2" color="textSecondary" data-testid="request-id">
          {t("errors.reference", { id: requestId })}
        </Typography>
      )}
      <Button component={Link} to="/" variant="contained" reloadDocument={kind === "error" || kind === "unavailable"}>
        {t("actions.backHome")}
      </Button>
    </Box>
  );
}
