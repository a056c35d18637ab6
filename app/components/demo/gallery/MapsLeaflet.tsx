import "leaflet/dist/leaflet.css";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import L from "leaflet";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LINE_HAUL_ROUTES, SAME_DAY_ZONE, type MapPlace } from "./maps";

// Only the demo map route imports this module (lazily, after hydration), so Leaflet never reaches the shell.

// `&&` outweighs leaflet.css's light grey background, so the plain map follows the dark skin too.
const mapSx = {
  height: { xs: 300, md: 400 },
  borderRadius: 1.5,
  overflow: "hidden",
  zIndex: 0,
  "&&": { bgcolor: "action.hover" },
};

/** The configured tile layer, or none; reports when tiles keep failing (no network, wrong URL). */
function addTiles(tilesUrl: string | null, onFailed: (failed: boolean) => void): L.TileLayer | null {
  if (!tilesUrl) return null;
  const tiles = L.tileLayer(tilesUrl, { maxZoom: 18, attribution: new URL(tilesUrl.replace("{s}.", "")).host });
  let failures = 0;
  tiles.on("tileerror", () => {
    failures += 1;
    if (failures >= 3) onFailed(true);
  });
  tiles.on("tileload", () => onFailed(false));
  return tiles;
}

function TilesFailed({ failed }: { failed: boolean }) {
  const { t } = useTranslation("demo-gallery-2");
  if (!failed) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }} data-testid="tiles-failed">
      {t("maps.tilesFailed")}
    </Alert>
  );
}

/**
 * Hubs and branches as circle markers with popups, the line-haul routes and the same-day zone as GeoJSON, and a
 * layer control to switch each of them (and the tiles, when configured). `selected` opens that place's popup.
 */
export function PlacesMap({
  tilesUrl,
  places,
  selected,
}: {
  tilesUrl: string | null;
  places: readonly MapPlace[];
  selected: string | null;
}) {
  const { t } = useTranslation("demo-gallery-2");
  const theme = useTheme();
  const node = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, L.CircleMarker>());
  const mapRef = useRef<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const primary = theme.palette.primary.main;
  const secondary = theme.palette.info.main;
  const zoneColor = theme.palette.success.main;

  useEffect(() => {
    if (!node.current) return;
    const map = L.map(node.current, { scrollWheelZoom: false });
    mapRef.current = map;
    const plain = L.layerGroup().addTo(map);
    const tiles = addTiles(tilesUrl, setTilesFailed);
    const base: Record<string, L.Layer> = { [t("maps.layers.plain")]: plain };
    if (tiles) {
      map.removeLayer(plain);
      tiles.addTo(map);
      base[t("maps.layers.tiles")] = tiles;
    }
    const hubs = L.layerGroup().addTo(map);
    const branches = L.layerGroup().addTo(map);
    for (const place of places) {
      const marker = L.circleMarker([place.latitude, place.longitude], {
        radius: place.kind === "hub" ? 10 : 7,
        color: place.kind === "hub" ? primary : secondary,
        weight: 2,
        fillOpacity: 0.7,
      });
      // Built from text nodes: the popup never parses a place's name as HTML.
      const popup = document.createElement("div");
      const title = document.createElement("strong");
      title.textContent = place.city;
      const kind = document.createElement("div");
      kind.textContent = t(`maps.kind.${place.kind}`);
      const position = document.createElement("div");
      position.textContent = `${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)}`;
      popup.append(title, kind, position);
      marker.bindPopup(popup).bindTooltip(place.city);
      marker.addTo(place.kind === "hub" ? hubs : branches);
      markers.current.set(place.id, marker);
    }
    const routes = L.geoJSON(LINE_HAUL_ROUTES, {
      style: { color: primary, weight: 3, dashArray: "6 6" },
      onEachFeature: (feature, layer) => layer.bindTooltip(feature.properties.name),
    }).addTo(map);
    const zone = L.geoJSON(SAME_DAY_ZONE, {
      style: { color: zoneColor, weight: 2, fillOpacity: 0.15 },
      onEachFeature: (feature, layer) => layer.bindTooltip(`${t("maps.layers.zone")}: ${feature.properties.name}`),
    }).addTo(map);
    L.control
      .layers(base, {
        [t("maps.layers.hubs")]: hubs,
        [t("maps.layers.branches")]: branches,
        [t("maps.layers.routes")]: routes,
        [t("maps.layers.zone")]: zone,
      })
      .addTo(map);
    map.fitBounds(L.latLngBounds(places.map((p) => [p.latitude, p.longitude])), { padding: [24, 24] });
    const registered = markers.current;
    return () => {
      registered.clear();
      mapRef.current = null;
      map.remove();
    };
  }, [tilesUrl, places, primary, secondary, zoneColor, t]);

  useEffect(() => {
    const marker = selected ? markers.current.get(selected) : undefined;
    if (!marker || !mapRef.current) return;
    mapRef.current.setView(marker.getLatLng(), Math.max(mapRef.current.getZoom(), 7));
    marker.openPopup();
  }, [selected]);

  return (
    <Box>
      <TilesFailed failed={tilesFailed} />
      <Box ref={node} sx={mapSx} role="region" aria-label={t("maps.mapLabel")} data-testid="places-map" />
    </Box>
  );
}

/** One marker to drag; its position goes to `onMove`, and a new `position` (typed coordinates) moves it. */
export function DraggableMap({
  tilesUrl,
  position,
  onMove,
}: {
  tilesUrl: string | null;
  position: { latitude: number; longitude: number };
  onMove: (latitude: number, longitude: number) => void;
}) {
  const { t } = useTranslation("demo-gallery-2");
  const theme = useTheme();
  const node = useRef<HTMLDivElement>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const mapRef = useRef<L.Map | null>(null);
  const moveRef = useRef(onMove);
  const start = useRef(position);
  const [tilesFailed, setTilesFailed] = useState(false);
  const color = theme.palette.primary.main;

  useEffect(() => {
    moveRef.current = onMove;
  }, [onMove]);

  useEffect(() => {
    if (!node.current) return;
    const map = L.map(node.current, { scrollWheelZoom: false });
    addTiles(tilesUrl, setTilesFailed)?.addTo(map);
    // A drawn icon instead of Leaflet's marker images, which the bundle would have to ship.
    const icon = L.divIcon({
      className: "",
      iconSize: [24, 24],
      iconAnchor: [12, 12],
      html: `<span style="display:block;width:24px;height:24px;border-radius:50%;background:${color};border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>`,
    });
    const marker = L.marker([start.current.latitude, start.current.longitude], {
      draggable: true,
      autoPan: true,
      icon,
      title: t("maps.dragMarker"),
      alt: t("maps.dragMarker"),
    }).addTo(map);
    marker.on("dragend", () => {
      const { lat, lng } = marker.getLatLng();
      moveRef.current(Number(lat.toFixed(5)), Number(lng.toFixed(5)));
    });
    markerRef.current = marker;
    mapRef.current = map;
    map.setView([start.current.latitude, start.current.longitude], 6);
    return () => {
      markerRef.current = null;
      mapRef.current = null;
      map.remove();
    };
  }, [tilesUrl, color, t]);

  useEffect(() => {
    const marker = markerRef.current;
    if (!marker) return;
    const current = marker.getLatLng();
    if (
      current.lat.toFixed(5) === position.latitude.toFixed(5) &&
      current.lng.toFixed(5) === position.longitude.toFixed(5)
    )
      return;
    marker.setLatLng([position.latitude, position.longitude]);
    mapRef.current?.panTo(marker.getLatLng());
  }, [position.latitude, position.longitude]);

  return (
    <Box>
      <TilesFailed failed={tilesFailed} />
      <Box ref={node} sx={mapSx} role="region" aria-label={t("maps.dragMapLabel")} data-testid="drag-map" />
    </Box>
  );
}
