import LocalShippingRounded from "@mui/icons-material/LocalShippingRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.25, minWidth: 0 }}>
      <Box
        sx={{
          width: 38,
          height: 38,
          borderRadius: 2,
          display: "grid",
          placeItems: "center",
          bgcolor: "primary.main",
          color: "primary.contrastText",
          flexShrink: 0,
        }}
      >
        <LocalShippingRounded fontSize="small" />
      </Box>
      {!compact && (
        <Typography
          className="brand-name"
          variant="h5"
          component="span"
          noWrap
          sx={{ fontWeight: 700, letterSpacing: 0.2 }}
        >
          {t("app.name")}
        </Typography>
      )}
    </Box>
  );
}
