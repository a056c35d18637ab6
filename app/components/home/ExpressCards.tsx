import CalculateOutlined from "@mui/icons-material/CalculateOutlined";
import ManageSearchOutlined from "@mui/icons-material/ManageSearchOutlined";
import Button from "@mui/material/Button";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { countryOptions } from "~/lib/countries/countries";
import Box from "@mui/material/Box";
import { FilterField } from "~/components/forms/FilterField";
import { Section } from "~/components/Section";

/**
 * The home screen's quick tools for every role: an express price calculation (country and
 * weight, answered on /express-prices/calculate) and a tariff search (answered on /tariffs).
 * Both are GET forms, so they work without JavaScript.
 */
export function ExpressCards({ data }: { data: { zones: number; countries: number; served: string[] } }) {
  const { t, i18n } = useTranslation(["express", "tariffs", "common"]);
  const countries = useMemo(
    // From the cached, collator-sorted list of every country (localeCompare with a locale builds a collator
    // per comparison: about 10 ms per page for the served countries).
    () => {
      const served = new Set(data.served);
      return countryOptions(i18n.language)
        .filter((o) => served.has(o.value))
        .map((o) => ({ code: o.value, name: o.label }));
    },
    [data.served, i18n.language],
  );
  return (
    <Box sx={CARDS_CSS}>
      <Section
        testId="home-express"
        title={t("express:home.title")}
        titleId="home-express-title"
        subheader={`${t("express:home.subtitle")} ${t("express:home.figures", { zones: String(data.zones), countries: String(data.countries) })}`}
        action={
          <Button component={Link} to="/express-prices" size="small">
            {t("express:home.open")}
          </Button>
        }
      >
        <Form method="get" action="/express-prices/calculate" className="ec-calc">
          <FilterField
            select
            name="country"
            label={t("express:fields.country")}
            defaultValue=""
            inputProps={{ required: true }}
          >
            <option value="">{t("express:calculate.chooseCountry")}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </FilterField>
          <FilterField
            name="weight"
            label={t("express:fields.weight")}
            inputProps={{ required: true, inputMode: "decimal" }}
            endAdornment="kg"
          />
          <Button type="submit" variant="contained" startIcon={<CalculateOutlined />}>
            {t("express:calculate.submit")}
          </Button>
        </Form>
      </Section>
      <Section
        testId="home-tariffs"
        title={t("tariffs:home.title")}
        titleId="home-tariffs-title"
        subheader={t("tariffs:home.subtitle")}
      >
        <Form method="get" action="/tariffs" role="search" aria-labelledby="home-tariffs-title" className="ec-search">
          <FilterField
            name="q"
            type="search"
            label={t("tariffs:searchLabel")}
            placeholder={t("tariffs:searchPlaceholder")}
          />
          <Button type="submit" variant="outlined" startIcon={<ManageSearchOutlined />}>
            {t("tariffs:home.search")}
          </Button>
        </Form>
      </Section>
    </Box>
  );
}

/** The two cards side by side on wide screens, and their forms' layout. */
const CARDS_CSS = {
  display: "grid",
  gap: 2.5,
  mt: 2.5,
  gridTemplateColumns: { xs: "1fr", lg: "3fr 2fr" },
  // The fields are small (40 px high, as the list screens' filters): the buttons match their height.
  "& .ec-calc": {
    display: "grid",
    gap: 1.5,
    gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr auto" },
    alignItems: "start",
  },
  "& .ec-search": { display: "flex", gap: 1.5 },
  "& .ec-calc .MuiButton-root, & .ec-search .MuiButton-root": { height: 40, flexShrink: 0 },
} as const;
