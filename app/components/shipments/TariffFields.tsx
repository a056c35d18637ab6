import type { FieldMetadata } from "@conform-to/react";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { TextInput } from "~/components/forms/fields";

/**
 * The cargo step's customs fields: `customsTariffDescription` and `gtipCode`.
 *
 * TARIFF PICKER SLOT: the tariff finder area ships `app/components/tariffs/TariffPicker.tsx` (and
 * `GET /tariffs/search?q=`). After the merge, render the picker here so that choosing a tariff
 * fills both inputs (description from the tariff's item name in the active language, GTIP code
 * dotted). Keep the two named inputs: they are the form contract and the no-JavaScript path; the
 * server validates and normalises the code either way (12-digit GTIP or 6-digit HS).
 */
export function TariffFields({ description, gtip }: { description: FieldMetadata<string | undefined>; gtip: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation("shipments");
  return (
    <Box data-testid="tariff-slot" sx={{ display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr" } }}>
      <TextInput meta={description} label={t("fields.customsTariffDescription")} />
      <TextInput meta={gtip} label={t("fields.gtipCode")} helperText={t("wizard.tariffHint")} slotProps={{ htmlInput: { inputMode: "decimal", autoComplete: "off" } }} />
    </Box>
  );
}
