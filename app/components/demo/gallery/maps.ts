import type { FeatureCollection, LineString, Polygon } from "geojson";

/** A place on the demo map: a transfer hub or a branch, at its real coordinates. */
export interface MapPlace {
  id: string;
  city: string;
  kind: "hub" | "branch";
  latitude: number;
  longitude: number;
}

export const MAP_PLACES: readonly MapPlace[] = [
  { id: "istanbul", city: "İstanbul", kind: "hub", latitude: 41.0082, longitude: 28.9784 },
  { id: "ankara", city: "Ankara", kind: "hub", latitude: 39.9334, longitude: 32.8597 },
  { id: "izmir", city: "İzmir", kind: "hub", latitude: 38.4237, longitude: 27.1428 },
  { id: "bursa", city: "Bursa", kind: "branch", latitude: 40.1885, longitude: 29.061 },
  { id: "antalya", city: "Antalya", kind: "branch", latitude: 36.8969, longitude: 30.7133 },
  { id: "adana", city: "Adana", kind: "branch", latitude: 37.0, longitude: 35.3213 },
  { id: "trabzon", city: "Trabzon", kind: "branch", latitude: 41.0027, longitude: 39.7168 },
  { id: "gaziantep", city: "Gaziantep", kind: "branch", latitude: 37.0662, longitude: 37.3833 },
];

export function findPlace(id: string | null): MapPlace | null {
  return MAP_PLACES.find((place) => place.id === id) ?? null;
}

/** Where the draggable marker starts when the address names no position. */
export const DRAG_START = { latitude: 39.9208, longitude: 32.8541 };

/** GeoJSON overlays: the line-haul routes between the hubs (GeoJSON is longitude first). */
export const LINE_HAUL_ROUTES: FeatureCollection<LineString, { name: string }> = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      properties: { name: "İstanbul – Ankara" },
      geometry: {
        type: "LineString",
        coordinates: [
          [28.9784, 41.0082],
          [30.4358, 40.7569],
          [32.8597, 39.9334],
        ],
      },
    },
    {
      type: "Feature",
      properties: { name: "İstanbul – İzmir" },
      geometry: {
        type: "LineString",
        coordinates: [
          [28.9784, 41.0082],
          [29.061, 40.1885],
          [27.1428, 38.4237],
        ],
      },
    },
    {
      type: "Feature",
      properties: { name: "Ankara – Adana" },
      geometry: {
        type: "LineString",
        coordinates: [
          [32.8597, 39.9334],
          [34.6857, 37.9667],
          [35.3213, 37.0],
        ],
      },
    },
  ],
};

/** GeoJSON overlay: the same-day delivery zone around the İstanbul hub. */
export const SAME_DAY_ZONE: FeatureCollection<Polygon, { name: string }> = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      properties: { name: "İstanbul" },
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [28.45, 41.25],
            [29.45, 41.25],
            [29.55, 40.85],
            [28.95, 40.8],
            [28.4, 40.95],
            [28.45, 41.25],
          ],
        ],
      },
    },
  ],
};
