import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import PublicOutlined from "@mui/icons-material/PublicOutlined";
import SpeedOutlined from "@mui/icons-material/SpeedOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Brand } from "./layout/Brand";
import { PreferenceBar } from "./layout/PreferenceControls";
import type { Language } from "~/lib/i18n/i18n";

/** The frame of the sign-in screens: the company's side on wide screens, the form card, the preferences. */
export function AuthFrame({
  locale,
  skin,
  children,
}: {
  locale: Language;
  skin: "light" | "dark";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const features = [
    { icon: SpeedOutlined, text: t("auth:frame.featureTracking") },
    { icon: PublicOutlined, text: t("auth:frame.featureFreight") },
    { icon: Inventory2Outlined, text: t("auth:frame.featureCustoms") },
  ];
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "grid",
        gridTemplateColumns: { xs: "1fr", md: "minmax(360px, 5fr) 7fr" },
        bgcolor: "background.default",
      }}
    >
      <Box
        component="aside"
        sx={{
          display: { xs: "none", md: "flex" },
          flexDirection: "column",
          justifyContent: "space-between",
          p: 5,
          color: "#fff",
          background: "linear-gradient(150deg, #0f1f4b 0%, #1f4fd1 62%, #3b82f6 100%)",
        }}
      >
        <Box sx={{ "& .MuiTypography-root": { color: "#fff" } }}>
          <Brand />
        </Box>
        <Box>
          <Typography variant="h1" component="p" sx={{ color: "#fff", mb: 2, maxWidth: 440, lineHeight: 1.25 }}>
            {t("auth:frame.headline")}
          </Typography>
          <Typography sx={{ opacity: 0.85, maxWidth: 440, mb: 4 }}>{t("auth:frame.subline")}</Typography>
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}>
            {features.map(({ icon: Icon, text }) => (
              <Box component="li" key={text} sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
                <Box
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: 2,
                    bgcolor: "rgba(255,255,255,0.14)",
                    display: "grid",
                    placeItems: "center",
                  }}
                >
                  <Icon fontSize="small" />
                </Box>
                <Typography>{text}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Typography variant="caption" sx={{ opacity: 0.7 }}>
          © {new Date().getFullYear()} {t("app.company")}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", flexDirection: "column", minWidth: 0 }}>
        <Box
          component="header"
          sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", p: { xs: 1.5, sm: 2.5 } }}
        >
          <Box sx={{ display: { md: "none" } }}>
            <Link to="/login" style={{ color: "inherit", textDecoration: "none" }}>
              <Brand />
            </Link>
          </Box>
          <Box sx={{ ml: "auto" }}>
            <PreferenceBar locale={locale} skin={skin} />
          </Box>
        </Box>
        <Box
          component="main"
          sx={{
            flexGrow: 1,
            display: "flex",
            alignItems: { xs: "flex-start", sm: "center" },
            justifyContent: "center",
            px: { xs: 1.5, sm: 3 },
            pb: 4,
          }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}

export function AuthCard({
  title,
  subtitle,
  children,
  width = 440,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Card sx={{ width: "100%", maxWidth: width }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
