import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Form, useSearchParams, useSubmit } from "react-router";
import { FilterField } from "~/components/forms/FilterField";

/**
 * A select that lives in the URL (`?range=`, `?year=`): a GET form that keeps the page's other parameters.
 * Without JavaScript its button applies the choice; with JavaScript the choice applies at once.
 */
export function QuerySelect({
  name,
  label,
  options,
  value,
  testId,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  testId?: string;
}) {
  const { t } = useTranslation("demo-dashboards");
  const [params] = useSearchParams();
  const submit = useSubmit();
  return (
    <Form method="get" replace preventScrollReset data-testid={testId}>
      {[...params.entries()]
        .filter(([key]) => key !== name)
        .map(([key, v]) => (
          <input key={key} type="hidden" name={key} value={v} />
        ))}
      <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
        <FilterField
          name={name}
          label={label}
          select
          fullWidth={false}
          defaultValue={value}
          onChange={(event) => void submit(event.currentTarget.form, { replace: true, preventScrollReset: true })}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FilterField>
        <Button type="submit" size="small" variant="outlined">
          {t("apply")}
        </Button>
      </Box>
    </Form>
  );
}
