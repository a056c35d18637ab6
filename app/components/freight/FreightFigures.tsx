import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { KG_PER_M3, type FreightMeasures, type TransportType } from "~/lib/freight/domain";
import { formatNumber } from "~/lib/format";

/** Volume, actual, volumetric and chargeable weight of a consignment, for the chosen mode. */
export function FreightFigures({
  measures,
  transportType,
  dense = false,
}: {
  measures: FreightMeasures | null;
  transportType: TransportType | null;
  dense?: boolean;
}) {
  const { t, i18n } = useTranslation("freight");
  const kg = (n: number) => `${formatNumber(n, i18n.language, { maximumFractionDigits: 2 })} kg`;
  const rows: Array<{ key: string; label: string; value: string; strong?: boolean }> = measures
    ? [
        {
          key: "volume",
          label: t("figures.volume"),
          value: `${formatNumber(measures.volumeM3, i18n.language, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} m³`,
        },
        { key: "actual", label: t("figures.actualWeight"), value: kg(measures.totalWeightKg) },
        { key: "volumetric", label: t("figures.volumetricWeight"), value: kg(measures.volumetricWeightKg) },
        { key: "chargeable", label: t("chargeableWeight"), value: kg(measures.chargeableWeightKg), strong: true },
      ]
    : [];
  return (
    <Box aria-live="polite" data-testid="freight-figures">
      {measures ? (
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: "1fr auto", columnGap: 2, rowGap: dense ? 0.5 : 1, m: 0 }}
        >
          {rows.map((r) => (
            <Box key={r.key} sx={{ display: "contents" }}>
              {r.strong && (
                <Box aria-hidden sx={{ gridColumn: "1 / -1", borderTop: 1, borderColor: "divider", mt: 0.5 }} />
              )}
              <Box
                component="dt"
                sx={{ color: r.strong ? "text.primary" : "text.secondary", fontWeight: r.strong ? 700 : 400 }}
              >
                {r.label}
              </Box>
              <Box
                component="dd"
                data-testid={`figure-${r.key}`}
                sx={{
                  m: 0,
                  textAlign: "right",
                  fontVariantNumeric: "tabular-nums",
                  fontWeight: r.strong ? 700 : 500,
                  ...(r.strong && { color: "primary.main", fontSize: dense ? undefined : "1.15rem" }),
                }}
              >
                {r.value}
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t("figures.incomplete")}
        </Typography>
      )}
      {transportType && (
        <Typography
          variant="caption"
          color="textSecondary"
          component="p"
          sx={{ mt: 1.5, mb: 0 }}
          data-testid="figure-ratio"
        >
          {t(`figures.ratio.${transportType}`, { kg: formatNumber(KG_PER_M3[transportType], i18n.language) })}
          {measures && ` · ${t(`figures.basis.${measures.basis}`)}`}
        </Typography>
      )}
    </Box>
  );
}
