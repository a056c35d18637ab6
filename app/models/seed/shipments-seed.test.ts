import { beforeAll, describe, expect, it } from "vitest";
import { TR_PLACES } from "./shipments";
import { postalCodesOf, turkishCities } from "~/lib/shipments/places.server";

describe("shipment seed places", () => {
  beforeAll(() => void turkishCities(), 30_000);
  it.each(TR_PLACES.map((p) => [p.slice(0, 3).join(" / "), p] as const))(
    "%s is in the postal list with its code",
    (_label, [city, county, district, zip]) => {
      expect(postalCodesOf(city, county, district)).toContain(zip);
    },
  );
});
