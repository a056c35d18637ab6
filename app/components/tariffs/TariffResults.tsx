import Box from "@mui/material/Box";
import { Chip } from "~/components/light/Chip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "~/lib/i18n-react";
import type { TariffRow } from "~/models/tariffs.server";

/** The level of a code by its length: chapter, heading, HS subheading, or a Turkish national line. */
export function levelKey(level: number): "chapter" | "heading" | "subheading" | "national" {
  if (level <= 2) return "chapter";
  if (level <= 4) return "heading";
  if (level <= 6) return "subheading";
  return "national";
}

/**
 * One page of tariff codes: the code, what matched, and both names (the reader's language
 * first). Plain list markup: it is also the view without JavaScript and on phones.
 */
export function TariffResults({ rows }: { rows: TariffRow[] }) {
  const { t, i18n } = useTranslation("tariffs");
  const trFirst = i18n.language === "tr";
  return (
    <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }} data-testid="tariff-results">
      {rows.map((r) => {
        const primary = trFirst ? r.nameTr ?? r.nameEn : r.nameEn ?? r.nameTr;
        const secondary = trFirst ? (r.nameTr ? r.nameEn : null) : r.nameEn ? r.nameTr : null;
        return (
          <Box
            component="li"
            key={r.id}
            data-code={r.codeDigits}
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "1fr", sm: "190px 1fr" },
              gap: { xs: 0.5, sm: 2 },
              py: 1.5,
              px: 2,
              borderBottom: 1,
              borderColor: "divider",
              "&:last-child": { borderBottom: 0 },
            }}
          >
            <Box sx={{ display: "flex", flexDirection: { xs: "row", sm: "column" }, alignItems: { xs: "center", sm: "flex-start" }, gap: 0.75, flexWrap: "wrap" }}>
              <Typography component="span" sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontWeight: 600, fontSize: 15 }} data-testid="tariff-code">
                {r.code}
              </Typography>
              <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
                <Chip size="small" variant="outlined" label={t(`levels.${levelKey(r.level)}`)} />
                {r.match !== "name" && <Chip size="small" color={r.match === "exact" ? "success" : "info"} label={t(`match.${r.match}`)} />}
              </Box>
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: "anywhere" }} lang={trFirst ? (r.nameTr ? "tr" : "en") : r.nameEn ? "en" : "tr"}>
                {primary}
              </Typography>
              {secondary && (
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: "anywhere" }} lang={trFirst ? "en" : "tr"}>
                  {secondary}
                </Typography>
              )}
              {r.gtipCode && r.level > 6 && (
                <Typography variant="caption" color="textSecondary">
                  {t("hsPart", { code: r.hsCode })}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
