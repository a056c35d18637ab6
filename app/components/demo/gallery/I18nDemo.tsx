import Check from "@mui/icons-material/Check";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import { INTL_LOCALES, LANGUAGES, LANGUAGE_NAMES, isLanguage } from "~/lib/i18n/i18n";
import { useRootData } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";
import { Example } from "./GalleryFrame";

// A fixed moment and amounts, so every language formats the same values.
const SAMPLE_DATE = new Date(Date.UTC(2026, 2, 14, 9, 30));
const SAMPLE_NUMBER = 1234567.891;
const SAMPLE_AMOUNT = 2499.9;

/**
 * Switching the panel's five languages with the same preferences form as the navbar's language menu (a post to
 * /preferences that works without JavaScript), and the same values formatted in the chosen language.
 */
export function I18nDemo() {
  const { t } = useTranslation("demo-gallery-2");
  const root = useRootData();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const locale = isLanguage(root?.locale) ? root.locale : "tr";
  const intl = INTL_LOCALES[locale];
  const samples = [
    [t("i18n.date"), new Intl.DateTimeFormat(intl, { dateStyle: "full", timeZone: "UTC" }).format(SAMPLE_DATE)],
    [t("i18n.time"), new Intl.DateTimeFormat(intl, { timeStyle: "short", timeZone: "UTC" }).format(SAMPLE_DATE)],
    [t("i18n.number"), new Intl.NumberFormat(intl).format(SAMPLE_NUMBER)],
    [t("i18n.amount"), new Intl.NumberFormat(intl, { style: "currency", currency: "TRY" }).format(SAMPLE_AMOUNT)],
    [t("i18n.sentence"), t("i18n.sentenceText")],
  ];
  return (
    <>
      <Example title={t("i18n.switch")}>
        <fetcher.Form method="post" action="/preferences" data-testid="i18n-form">
          <input type="hidden" name="intent" value="language" />
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          {hydrated && <input type="hidden" name="via" value="fetch" />}
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
            {LANGUAGES.map((lng) => (
              <Button
                key={lng}
                type="submit"
                name="lng"
                value={lng}
                lang={lng}
                variant={lng === locale ? "contained" : "outlined"}
                aria-pressed={lng === locale}
                startIcon={lng === locale ? <Check /> : undefined}
              >
                {LANGUAGE_NAMES[lng]}
              </Button>
            ))}
          </Box>
        </fetcher.Form>
        <Typography sx={{ mt: 2 }} data-testid="i18n-current">
          {t("i18n.current", { name: LANGUAGE_NAMES[locale] })}
        </Typography>
      </Example>
      <Example title={t("i18n.samples")}>
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small">
            <TableBody>
              {samples.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ width: "35%" }}>
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Example>
    </>
  );
}
