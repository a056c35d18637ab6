import CalculateOutlined from "@mui/icons-material/CalculateOutlined";
import ManageSearchOutlined from "@mui/icons-material/ManageSearchOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { useMemo } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, Link } from "react-router";
import { countryOptions } from "~/lib/countries";

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
    <Box sx={{ display: "grid", gap: 2.5, mt: 2.5, gridTemplateColumns: { xs: "1fr", lg: "3fr 2fr" } }}>
      <Card component="section" aria-labelledby="home-express-title" data-testid="home-express">
        <CardHeader
          title={t("express:home.title")}
          subheader={`${t("express:home.subtitle")} ${t("express:home.figures", { zones: String(data.zones), countries: String(data.countries) })}`}
          slotProps={{ title: { variant: "h5", component: "h2", id: "home-express-title" } }}
          action={
            <Button component={Link} to="/express-prices" size="small">
              {t("express:home.open")}
            </Button>
          }
        />
        <CardContent sx={{ pt: 0 }}>
          <Box component={Form} method="get" action="/express-prices/calculate" sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr auto" }, alignItems: "start" }}>
            <TextField select name="country" label={t("express:fields.country")} defaultValue="" required slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
              <option value="">{t("express:calculate.chooseCountry")}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </TextField>
            <TextField
              name="weight"
              label={t("express:fields.weight")}
              required
              slotProps={{ htmlInput: { inputMode: "decimal" }, input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> } }}
            />
            <Button type="submit" variant="contained" startIcon={<CalculateOutlined />} sx={{ height: 56 }}>
              {t("express:calculate.submit")}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="home-tariffs-title" data-testid="home-tariffs">
        <CardHeader
          title={t("tariffs:home.title")}
          subheader={t("tariffs:home.subtitle")}
          slotProps={{ title: { variant: "h5", component: "h2", id: "home-tariffs-title" } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Box component={Form} method="get" action="/tariffs" role="search" aria-labelledby="home-tariffs-title" sx={{ display: "flex", gap: 1.5 }}>
            <TextField name="q" type="search" label={t("tariffs:searchLabel")} placeholder={t("tariffs:searchPlaceholder")} fullWidth />
            <Button type="submit" variant="outlined" startIcon={<ManageSearchOutlined />} sx={{ flexShrink: 0 }}>
              {t("tariffs:home.search")}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
