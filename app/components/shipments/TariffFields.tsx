import type { FieldMetadata } from "@conform-to/react";
import { textValue } from "~/lib/form-values";
import { useTranslation } from "react-i18next";
import { useFieldError } from "~/components/forms/fields";
import { TariffPicker } from "~/components/tariffs/TariffPicker";

/**
 * The cargo step's customs fields, `customsTariffDescription` and `gtipCode`, picked inline with the
 * tariff finder (GET /tariffs/search as the user types). Without JavaScript the picker renders the two
 * named text inputs; the server validates and normalises the code either way (12-digit GTIP or 6-digit HS).
 */
export function TariffFields({
  description,
  gtip,
}: {
  description: FieldMetadata<string | undefined>;
  gtip: FieldMetadata<string | undefined>;
}) {
  const { t } = useTranslation("shipments");
  const gtipError = useFieldError(gtip);
  const descriptionError = useFieldError(description);
  return (
    <div data-testid="tariff-slot">
      <TariffPicker
        key={`${gtip.key ?? ""}-${description.key ?? ""}`}
        id={gtip.id}
        gtipCodeName={gtip.name}
        descriptionName={description.name}
        defaultGtipCode={textValue(gtip.initialValue)}
        defaultDescription={textValue(description.initialValue)}
        gtipCodeError={gtipError}
        descriptionError={descriptionError}
        helperText={t("wizard.tariffHint")}
      />
    </div>
  );
}
