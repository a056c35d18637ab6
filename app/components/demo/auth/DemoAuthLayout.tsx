import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Brand } from "~/components/layout/Brand";
import { PreferenceBar } from "~/components/layout/PreferenceControls";
import { useRootData } from "~/lib/root-data";

/**
 * The template's two sign-in layouts around the real sign-in forms: v1 a centred card on a quiet background, v2 a
 * split screen with an illustration beside the form (hidden on phones, where the form alone fits).
 */
export function DemoAuthLayout({ variant, children }: { variant: "v1" | "v2"; children: ReactNode }) {
  const root = useRootData();
  const { t } = useTranslation("demo-auth");
  const header = (
    <Box
      component="header"
      sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", p: { xs: 1.5, sm: 2.5 } }}
    >
      <Link to="/" style={{ color: "inherit", textDecoration: "none" }} aria-label={t("home")}>
        <Brand />
      </Link>
      <PreferenceBar locale={root?.locale ?? "tr"} skin={root?.prefs.skin ?? "light"} />
    </Box>
  );
  if (variant === "v1") {
    return (
      <Box
        sx={{
          minHeight: "100vh",
          display: "flex",
          flexDirection: "column",
          bgcolor: "background.default",
          backgroundImage: (theme) =>
            `radial-gradient(circle at 15% 20%, ${theme.palette.primary.main}1f 0, transparent 40%), radial-gradient(circle at 85% 80%, ${theme.palette.secondary.main}1f 0, transparent 40%)`,
        }}
        data-testid="auth-v1"
      >
        {header}
        <Box
          component="main"
          sx={{ flexGrow: 1, display: "grid", placeItems: { xs: "start center", sm: "center" }, px: 1.5, pb: 4 }}
        >
          {children}
        </Box>
      </Box>
    );
  }
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "grid",
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "7fr 5fr" },
        bgcolor: "background.default",
      }}
      data-testid="auth-v2"
    >
      <Box
        component="aside"
        aria-label={t("illustrationLabel")}
        sx={{
          display: { xs: "none", md: "flex" },
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          gap: 3,
          p: 6,
          bgcolor: "action.hover",
        }}
      >
        <Illustration />
        <Typography variant="h4" component="p" sx={{ textAlign: "center", maxWidth: 480 }}>
          {t("illustration")}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", flexDirection: "column", minWidth: 0, bgcolor: "background.paper" }}>
        {header}
        <Box
          component="main"
          sx={{
            flexGrow: 1,
            display: "grid",
            placeItems: { xs: "start center", sm: "center" },
            px: { xs: 1.5, sm: 3 },
            pb: 4,
            // The form sits on the panel itself here: the card's frame is not needed.
            "& > .MuiCard-root": { boxShadow: "none", bgcolor: "transparent", border: 0 },
          }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}

/** A delivery truck with parcels, drawn in the theme's colours (decorative). */
function Illustration() {
  const theme = useTheme();
  const { primary, secondary, warning, text, divider } = theme.palette;
  return (
    <Box component="svg" viewBox="0 0 480 300" aria-hidden sx={{ width: "100%", maxWidth: 520, height: "auto" }}>
      <ellipse cx="240" cy="262" rx="210" ry="14" fill={divider} />
      <rect x="60" y="110" width="230" height="130" rx="12" fill={primary.main} />
      <rect x="290" y="150" width="110" height="90" rx="12" fill={primary.dark} />
      <rect x="310" y="165" width="60" height="38" rx="6" fill={theme.palette.background.paper} opacity="0.9" />
      <circle cx="130" cy="245" r="24" fill={text.primary} />
      <circle cx="130" cy="245" r="10" fill={theme.palette.background.paper} />
      <circle cx="340" cy="245" r="24" fill={text.primary} />
      <circle cx="340" cy="245" r="10" fill={theme.palette.background.paper} />
      <rect x="90" y="60" width="70" height="60" rx="6" fill={warning.main} />
      <rect x="120" y="60" width="10" height="60" fill={warning.dark} />
      <rect x="170" y="40" width="90" height="80" rx="6" fill={secondary.main} />
      <rect x="208" y="40" width="14" height="80" fill={secondary.dark} />
      <text x="175" y="190" fill={primary.contrastText} fontSize="28" fontWeight="700" textAnchor="middle">
        KARGO
      </text>
    </Box>
  );
}
