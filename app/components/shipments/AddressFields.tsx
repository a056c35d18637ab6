import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { SelectInput, TextInput } from "~/components/forms/fields";
import type { PlaceChecker } from "~/lib/schemas/shipments";
import { HOME_COUNTRY, countryOptions } from "~/lib/shipments/countries";
import { foldTr, placeKey } from "~/lib/shipments/turkish";
import { textValue } from "~/lib/form-values";

/**
 * One address (sender or receiver) of the wizard. In Turkey the province, district and
 * neighbourhood are text inputs with the postal list's names as choices (<datalist>: works
 * without JavaScript; the server checks and corrects the spelling). With JavaScript the choices
 * follow what is typed, the postal code fills itself in when the neighbourhood has one, and the
 * same checks run instantly.
 */
export interface PlaceOptions {
  cities: string[];
  city: string | null;
  districts: string[] | null;
  county: string | null;
  neighbourhoods: Array<{ name: string; zips: string[] }> | null;
}

type PlacesAnswer = Omit<PlaceOptions, "cities">;

/** The choices for one address and a checker over what is loaded (unknown → left to the server). */
export function usePlaceOptions(initial: PlaceOptions) {
  const fetcher = useFetcher<PlacesAnswer>();
  const current: PlaceOptions = fetcher.data ? { ...fetcher.data, cities: initial.cities } : initial;
  const [requested, setRequested] = useState(`${initial.city ?? ""}|${initial.county ?? ""}`);

  const findCity = useCallback(
    (name: string) => initial.cities.find((c) => foldTr(c) === foldTr(name)) ?? null,
    [initial.cities],
  );

  const request = useCallback(
    (city: string, county: string) => {
      const key = `${city}|${county}`;
      if (key === requested) return;
      setRequested(key);
      const params = new URLSearchParams({ city });
      if (county) params.set("county", county);
      fetcher.load(`/shipments/places?${params}`);
    },
    [fetcher, requested],
  );

  const checker = useMemo<PlaceChecker>(() => {
    const sameCity = (city: string) => current.city !== null && foldTr(current.city) === foldTr(city);
    const neighbourhood = (city: string, county: string, name: string) => {
      if (!sameCity(city) || !current.county || foldTr(current.county) !== foldTr(county) || !current.neighbourhoods)
        return undefined;
      return current.neighbourhoods.find((n) => placeKey(n.name) === placeKey(name)) ?? null;
    };
    return {
      city: findCity,
      county: (city, name) =>
        sameCity(city) && current.districts
          ? (current.districts.find((d) => foldTr(d) === foldTr(name)) ?? null)
          : undefined,
      district: (city, county, name) => {
        const n = neighbourhood(city, county, name);
        return n === undefined ? undefined : (n?.name ?? null);
      },
      zips: (city, county, district) => neighbourhood(city, county, district)?.zips,
    };
  }, [current.city, current.county, current.districts, current.neighbourhoods, findCity]);

  return { options: current, checker, request, findCity };
}

type Meta = FieldMetadata<string | undefined>;

/**
 * `side` is where the address must be, from the shipment's direction: "home" offers Turkey only (with
 * the postal list's pickers), "abroad" every other country and none chosen in advance.
 */
export function AddressFields({
  prefix,
  side,
  fields,
  form,
  places,
  initialCountry,
}: {
  prefix: "sender" | "receiver" | "book" | "address";
  /** "any": every country (an address book entry). */
  side: "home" | "abroad" | "any";
  fields: Record<
    | "name"
    | "companyName"
    | "country"
    | "city"
    | "county"
    | "district"
    | "address"
    | "zipCode"
    | "taxId"
    | "email"
    | "phone",
    Meta
  >;
  form: FormMetadata<Record<string, unknown>>;
  places: ReturnType<typeof usePlaceOptions>;
  initialCountry: string;
}) {
  const { t, i18n } = useTranslation(["shipments", "common"]);
  const [country, setCountry] = useState(side === "home" ? HOME_COUNTRY : initialCountry);
  const [city, setCity] = useState(textValue(fields.city.initialValue));
  const [county, setCounty] = useState(textValue(fields.county.initialValue));
  const [district, setDistrict] = useState(textValue(fields.district.initialValue));
  const inTurkey = country === HOME_COUNTRY;
  const { options } = places;
  const countries = useMemo(() => {
    const all = countryOptions(i18n.language);
    if (side === "any") return all;
    return side === "home" ? all.filter((c) => c.value === HOME_COUNTRY) : all.filter((c) => c.value !== HOME_COUNTRY);
  }, [i18n.language, side]);
  const id = (what: string) => `${prefix}-${what}-choices`;

  const canonicalCity = places.findCity(city);
  const countyChoice = options.districts?.find((d) => foldTr(d) === foldTr(county)) ?? null;
  const neighbourhood = options.neighbourhoods?.find((n) => placeKey(n.name) === placeKey(district)) ?? null;

  const onCity = (value: string) => {
    setCity(value);
    const found = places.findCity(value);
    if (found) places.request(found, county);
  };
  const onCounty = (value: string) => {
    setCounty(value);
    const found = options.districts?.find((d) => foldTr(d) === foldTr(value));
    if (canonicalCity && found) places.request(canonicalCity, found);
  };
  const onDistrict = (value: string) => {
    setDistrict(value);
    const n = options.neighbourhoods?.find((x) => placeKey(x.name) === placeKey(value));
    const zip = form.value && (form.value as Record<string, Record<string, string> | undefined>)[prefix]?.zipCode;
    if (n && n.zips.length === 1 && (!zip || !n.zips.includes(zip)))
      form.update({ name: fields.zipCode.name, value: n.zips[0] });
  };

  const choices = (list: string[] | null | undefined, listId: string) =>
    inTurkey && list?.length ? (
      <datalist id={listId}>
        {list.map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
    ) : null;

  return (
    <Box
      sx={{ display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}
      data-testid={`${prefix}-address`}
    >
      <TextInput meta={fields.name} label={t("fields.name")} autoComplete={prefix === "sender" ? "name" : "off"} />
      <TextInput
        meta={fields.companyName}
        label={t("fields.companyName")}
        autoComplete={prefix === "sender" ? "organization" : "off"}
      />
      <SelectInput
        meta={fields.country}
        label={t("fields.country")}
        options={countries}
        placeholder={side !== "home" ? "—" : undefined}
        required
        onChange={(e) => setCountry(e.target.value)}
      />
      <TextInput
        meta={fields.city}
        label={t("fields.city")}
        onChange={(e) => onCity(e.target.value)}
        slotProps={{ htmlInput: { list: inTurkey ? id("city") : undefined, autoComplete: "off" } }}
      />
      <TextInput
        meta={fields.county}
        label={t("fields.county")}
        onChange={(e) => onCounty(e.target.value)}
        helperText={inTurkey && !canonicalCity ? t("wizard.countyAfterCity") : undefined}
        slotProps={{ htmlInput: { list: inTurkey ? id("county") : undefined, autoComplete: "off" } }}
      />
      <TextInput
        meta={fields.district}
        label={t("fields.district")}
        onChange={(e) => onDistrict(e.target.value)}
        helperText={inTurkey && !countyChoice ? t("wizard.districtAfterCounty") : undefined}
        slotProps={{ htmlInput: { list: inTurkey ? id("district") : undefined, autoComplete: "off" } }}
      />
      <Box sx={{ gridColumn: "1 / -1" }}>
        <TextInput
          meta={fields.address}
          label={t("fields.address")}
          multiline
          minRows={2}
          fullWidth
          autoComplete={prefix === "sender" ? "street-address" : "off"}
        />
      </Box>
      <TextInput
        meta={fields.zipCode}
        label={t("fields.zipCode")}
        // Required in Turkey (the schema's rule there); abroad a place may have none.
        required={inTurkey}
        helperText={
          inTurkey && neighbourhood
            ? t("wizard.zipHint", { district: neighbourhood.name, codes: neighbourhood.zips.join(", ") })
            : undefined
        }
        slotProps={{
          htmlInput: {
            inputMode: inTurkey ? "numeric" : "text",
            autoComplete: prefix === "sender" ? "postal-code" : "off",
          },
        }}
      />
      <TextInput meta={fields.taxId} label={t("fields.taxId")} slotProps={{ htmlInput: { inputMode: "numeric" } }} />
      <TextInput
        meta={fields.phone}
        type="tel"
        label={t("fields.phone")}
        autoComplete={prefix === "sender" ? "tel" : "off"}
      />
      <TextInput
        meta={fields.email}
        type="email"
        label={t("fields.email")}
        autoComplete={prefix === "sender" ? "email" : "off"}
      />
      <Alert severity="info" variant="outlined" sx={{ gridColumn: "1 / -1" }}>
        {inTurkey ? t("wizard.addressHintTr") : t("wizard.addressHintAbroad")}
      </Alert>
      {choices(options.cities, id("city"))}
      {choices(options.districts, id("county"))}
      {choices(
        options.neighbourhoods?.map((n) => n.name),
        id("district"),
      )}
    </Box>
  );
}
