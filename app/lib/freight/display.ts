import { countryName } from "../countries/countries";

/** "İstanbul, Türkiye → Hamburg, Almanya": a request's route in the active language. */
export function routeLabel(
  r: { origin_city: string; origin_country: string; destination_city: string; destination_country: string },
  lng: string,
): string {
  return `${r.origin_city}, ${countryName(r.origin_country, lng)} → ${r.destination_city}, ${countryName(r.destination_country, lng)}`;
}
