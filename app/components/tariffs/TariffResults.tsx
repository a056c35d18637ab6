import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
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
    <Box component="ol" sx={RESULTS_CSS} data-testid="tariff-results">
      {rows.map((r) => {
        const primary = trFirst ? (r.nameTr ?? r.nameEn) : (r.nameEn ?? r.nameTr);
        const secondary = trFirst ? (r.nameTr ? r.nameEn : null) : r.nameEn ? r.nameTr : null;
        return (
          <li key={r.id} data-code={r.codeDigits}>
            <div className="tr-head">
              <span className="tr-code" data-testid="tariff-code">
                {r.code}
              </span>
              <div className="tr-chips">
                <Chip size="small" variant="outlined" label={t(`levels.${levelKey(r.level)}`)} />
                {r.match !== "name" && (
                  <Chip size="small" color={r.match === "exact" ? "success" : "info"} label={t(`match.${r.match}`)} />
                )}
              </div>
            </div>
            <div className="tr-names">
              <Typography className="tr-primary" lang={trFirst ? (r.nameTr ? "tr" : "en") : r.nameEn ? "en" : "tr"}>
                {primary}
              </Typography>
              {secondary && (
                <Typography
                  variant="body2"
                  className="tr-wrap"
                  lang={trFirst ? "en" : "tr"}
                  sx={{ color: "text.secondary" }}
                >
                  {secondary}
                </Typography>
              )}
              {r.gtipCode && r.level > 6 && (
                <Typography variant="caption" sx={{ color: "text.secondary" }}>
                  {t("hsPart", { code: r.hsCode })}
                </Typography>
              )}
            </div>
          </li>
        );
      })}
    </Box>
  );
}

/** A page of results: the code and its chips beside the names on wide screens, above them on phones. */
const RESULTS_CSS = {
  listStyle: "none",
  m: 0,
  p: 0,
  "& > li": {
    display: "grid",
    gridTemplateColumns: { xs: "1fr", sm: "190px 1fr" },
    gap: { xs: 0.5, sm: 2 },
    py: 1.5,
    px: 2,
    borderBottom: 1,
    borderColor: "divider",
    "&:last-child": { borderBottom: 0 },
  },
  "& .tr-head": {
    display: "flex",
    flexDirection: { xs: "row", sm: "column" },
    alignItems: { xs: "center", sm: "flex-start" },
    gap: 0.75,
    flexWrap: "wrap",
  },
  "& .tr-code": {
    typography: "body1",
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    fontWeight: 600,
    fontSize: 15,
  },
  "& .tr-chips": { display: "flex", gap: 0.5, flexWrap: "wrap" },
  "& .tr-names": { minWidth: 0 },
  "& .tr-primary": { fontWeight: 500, overflowWrap: "anywhere" },
  "& .tr-wrap": { overflowWrap: "anywhere" },
};
