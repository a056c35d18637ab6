import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { formatKg, formatMoney } from "~/lib/express";

/**
 * The express price table: one row per weight step, one column per zone, and the per-kg rate
 * above the last step. Plain table markup styled by the theme (a few hundred cells render fast
 * on the server); it scrolls sideways on narrow screens with the weight column pinned.
 */
export interface PriceTableProps {
  currency: string;
  zones: Array<{ id: number; code: string; name: string; perKgMinor: number }>;
  steps: number[];
  prices: Record<number, Record<number, number>>;
}

export function PriceTable({ currency, zones, steps, prices }: PriceTableProps) {
  const { t, i18n } = useTranslation("express");
  const lng = i18n.language;
  const money = (minor: number | undefined) => (minor === undefined ? "—" : formatMoney(minor, currency, lng));
  return (
    <Box
      sx={{
        overflowX: "auto",
        maxHeight: { xs: "none", md: 640 },
        "& table": {
          borderCollapse: "separate",
          borderSpacing: 0,
          width: "100%",
          fontSize: 14,
          fontVariantNumeric: "tabular-nums",
        },
        "& th, & td": {
          px: 1.5,
          py: 0.75,
          borderBottom: 1,
          borderColor: "divider",
          textAlign: "right",
          whiteSpace: "nowrap",
        },
        "& thead th": {
          position: "sticky",
          top: 0,
          zIndex: 2,
          bgcolor: "background.paper",
          fontWeight: 600,
          verticalAlign: "bottom",
        },
        "& tbody th, & tfoot th": {
          position: "sticky",
          left: 0,
          zIndex: 1,
          bgcolor: "background.paper",
          fontWeight: 600,
          textAlign: "left",
        },
        "& thead th:first-of-type": { left: 0, zIndex: 3, textAlign: "left" },
        "& tbody tr:hover td, & tbody tr:hover th": { bgcolor: "action.hover" },
        "& tfoot th, & tfoot td": { fontWeight: 600, borderTop: 2, borderColor: "divider" },
      }}
    >
      <table data-testid="price-table">
        <caption style={{ captionSide: "bottom", textAlign: "left", padding: "8px 12px" }}>
          {t("list.tableCaption", { currency })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("fields.weight")}</th>
            {zones.map((z) => (
              <th key={z.id} scope="col" title={z.name}>
                {t("list.zoneColumn", { code: z.code })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {steps.map((grams) => (
            <tr key={grams}>
              <th scope="row">{formatKg(grams, lng)}</th>
              {zones.map((z) => (
                <td key={z.id}>{money(prices[z.id]?.[grams])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("list.perKgAbove")}</th>
            {zones.map((z) => (
              <td key={z.id}>{money(z.perKgMinor)}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </Box>
  );
}
