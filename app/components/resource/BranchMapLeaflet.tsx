import "leaflet/dist/leaflet.css";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import L from "leaflet";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BranchMarker } from "~/lib/content/resource";
import { MarkerList } from "./BranchMap";

/** The Leaflet map: circle markers (no image assets), fitted to the branches; tile failures are said, the list stays. */
export default function BranchMapLeaflet({ markers }: { markers: BranchMarker[] }) {
  const { t } = useTranslation("content");
  const node = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!node.current) return;
    const map = L.map(node.current, { scrollWheelZoom: false, attributionControl: true });
    const tiles = L.tileLayer("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", {
      maxZoom: 18,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    });
    let failures = 0;
    tiles.on("tileerror", () => {
      failures += 1;
      if (failures >= 3) setTilesFailed(true);
    });
    tiles.on("tileload", () => setTilesFailed(false));
    tiles.addTo(map);
    const points: L.LatLngExpression[] = [];
    for (const m of markers) {
      const point: L.LatLngExpression = [m.latitude, m.longitude];
      points.push(point);
      const marker = L.circleMarker(point, {
        radius: m.is_main ? 10 : 7,
        color: m.is_main ? "#7367f0" : "#00a8c6",
        weight: 2,
        fillOpacity: 0.7,
      });
      const popup = document.createElement("div");
      const title = document.createElement("strong");
      title.textContent = m.name;
      const place = document.createElement("div");
      place.textContent = [m.address, m.city].filter(Boolean).join(", ");
      popup.append(title, place);
      if (m.phone) {
        const phone = document.createElement("div");
        phone.textContent = m.phone;
        popup.append(phone);
      }
      marker.bindPopup(popup).bindTooltip(m.name);
      marker.addTo(map);
    }
    if (points.length) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 10 });
    else map.setView([39, 35], 5);
    return () => {
      map.remove();
    };
  }, [markers]);

  return (
    <Box>
      {tilesFailed && (
        <Alert severity="warning" sx={{ mx: 2, mb: 1 }} data-testid="tiles-failed">
          {t("branches.tilesFailed")}
        </Alert>
      )}
      <Box
        ref={node}
        sx={{ height: 360, mx: 2, mb: 2, borderRadius: 1.5, overflow: "hidden", bgcolor: "action.hover", zIndex: 0 }}
        role="region"
        aria-label={t("branches.map")}
        data-testid="leaflet-map"
      />
      {tilesFailed && <MarkerList markers={markers} />}
    </Box>
  );
}
