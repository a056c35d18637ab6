import DarkModeOutlined from "@mui/icons-material/DarkModeOutlined";
import LightModeOutlined from "@mui/icons-material/LightModeOutlined";
import Translate from "@mui/icons-material/Translate";
import Check from "@mui/icons-material/Check";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import { LANGUAGES, LANGUAGE_NAMES, type Language } from "~/lib/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { Dropdown } from "./Dropdown";

/** Hidden fields every preference form carries: where to come back to, and whether JavaScript posts it. */
function PreferenceFields({ intent }: { intent: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="via" value="fetch" />}
    </>
  );
}

export function LanguageMenu({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  return (
    <Dropdown
      label={t("preferences.language")}
      summary={
        <>
          <Translate fontSize="small" />
          <Typography component="span" variant="body2" sx={{ fontWeight: 600, textTransform: "uppercase" }}>
            {locale}
          </Typography>
        </>
      }
      width={190}
    >
      <fetcher.Form method="post" action="/preferences" data-testid="language-menu">
        <PreferenceFields intent="language" />
        {LANGUAGES.map((lng) => (
          <button
            key={lng}
            type="submit"
            name="lng"
            value={lng}
            lang={lng}
            aria-current={lng === locale ? "true" : undefined}
            className="dropdown-item"
          >
            <span>{LANGUAGE_NAMES[lng]}</span>
            {lng === locale && <Check className="dropdown-item-end" fontSize="small" color="primary" />}
          </button>
        ))}
      </fetcher.Form>
    </Dropdown>
  );
}

export function SkinToggle({ skin }: { skin: "light" | "dark" }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("skin");
  const current = pending === "dark" || pending === "light" ? pending : skin;
  const next = current === "dark" ? "light" : "dark";
  const label = next === "dark" ? t("preferences.darkSkin") : t("preferences.lightSkin");
  return (
    <fetcher.Form method="post" action="/preferences">
      <PreferenceFields intent="skin" />
      <IconButton type="submit" name="skin" value={next} aria-label={label} title={label} data-testid="skin-toggle">
        {current === "dark" ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </fetcher.Form>
  );
}

export function PreferenceBar({ locale, skin }: { locale: Language; skin: "light" | "dark" }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
      <LanguageMenu locale={locale} />
      <SkinToggle skin={skin} />
    </Box>
  );
}
