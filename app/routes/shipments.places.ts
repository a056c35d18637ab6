import { data } from "react-router";
import type { Route } from "./+types/shipments.places";
import { requireUser } from "~/lib/auth/auth.server";
import { turkeyPlaces, turkishDistricts, turkishNeighbourhoods } from "~/lib/shipments/places.server";

/**
 * Choices for the wizard's Turkish address fields, as JSON: `?city=` answers the province's
 * districts, `&county=` also the district's neighbourhoods with their postal codes. Names are
 * matched with Turkish case folding and answered as the postal list spells them.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const cityInput = (url.searchParams.get("city") ?? "").slice(0, 100);
  const countyInput = (url.searchParams.get("county") ?? "").slice(0, 100);
  const city = cityInput ? turkeyPlaces.city(cityInput) : null;
  const county = city && countyInput ? turkeyPlaces.county(city, countyInput) : null;
  return data(
    {
      city,
      districts: city ? turkishDistricts(city) : null,
      county,
      neighbourhoods: city && county ? turkishNeighbourhoods(city, county) : null,
    },
    { headers: { "Cache-Control": "private, max-age=3600" } },
  );
}
