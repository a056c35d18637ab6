import type { PlaceOptions } from "~/components/shipments/AddressFields";
import { HOME_COUNTRY } from "../shipments/countries";
import { turkeyPlaces, turkishCities, turkishDistricts, turkishNeighbourhoods } from "../shipments/places.server";

/** The postal list's choices for an address form's first render: the province's districts and neighbourhoods once known. */
export function placeOptionsFor(country: unknown, city: unknown, county: unknown) {
  // The values may come straight from a refused form's payload: a field sent twice is an array there, and
  // only a single typed string picks a city or county.
  const one = (v: unknown) => (typeof v === "string" ? v : undefined);
  return optionsFor(one(country), one(city), one(county));
}

function optionsFor(country: string | undefined, city: string | undefined, county: string | undefined) {
  const cities = turkishCities();
  if ((country ?? HOME_COUNTRY) !== HOME_COUNTRY)
    return { cities, city: null, districts: null, county: null, neighbourhoods: null } satisfies PlaceOptions;
  const canonicalCity = city ? turkeyPlaces.city(city) : null;
  const canonicalCounty = canonicalCity && county ? turkeyPlaces.county(canonicalCity, county) : null;
  return {
    cities,
    city: canonicalCity ?? null,
    districts: canonicalCity ? turkishDistricts(canonicalCity) : null,
    county: canonicalCounty ?? null,
    neighbourhoods: canonicalCity && canonicalCounty ? turkishNeighbourhoods(canonicalCity, canonicalCounty) : null,
  } satisfies PlaceOptions;
}
