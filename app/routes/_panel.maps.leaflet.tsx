import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MuiLink from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Suspense, lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.maps.leaflet";
import { Example, GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { DRAG_START, MAP_PLACES, findPlace } from "~/components/demo/gallery/maps";
import { env } from "~/lib/env.server";
import { titleMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery", "demo-gallery-2"] };

// Leaflet runs only in the browser: loaded on this route, after hydration.
const PlacesMap = lazy(() => import("~/components/demo/gallery/MapsLeaflet").then((m) => ({ default: m.PlacesMap })));
const DraggableMap = lazy(() =>
  import("~/components/demo/gallery/MapsLeaflet").then((m) => ({ default: m.DraggableMap })),
);

const Position = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});

/**
 * The Leaflet demo. `place` picks a place of the list (the map opens its popup; without JavaScript the list marks
 * it), `lat`/`lng` place the draggable marker: both live in the address, so the page works without scripts.
 */
export function loader({ request, context, url }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "maps", "leaflet");
  const selected = findPlace(url.searchParams.get("place"))?.id ?? null;
  const typed = { lat: url.searchParams.get("lat") ?? "", lng: url.searchParams.get("lng") ?? "" };
  const payload = { ...demo, tilesUrl: env().MAP_TILES_URL ?? null, selected, typed };
  if (!typed.lat && !typed.lng) {
    return { ...payload, position: DRAG_START, errors: {} };
  }
  const parsed = Position.safeParse(typed);
  if (parsed.success) {
    return { ...payload, position: { latitude: parsed.data.lat, longitude: parsed.data.lng }, errors: {} };
  }
  const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return data(
    { ...payload, position: DRAG_START, errors: { lat: fields.has("lat"), lng: fields.has("lng") } },
    { status: 400 },
  );
}

export default function LeafletDemo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-gallery-2");
  const hydrated = useHydrated();
  const { tilesUrl, selected, position, typed, errors } = loaderData;
  const mapFallback = (
    <Box aria-busy="true">
      <Skeleton variant="rounded" height={300} aria-label={t("maps.loading")} />
    </Box>
  );
  return (
    <GalleryDemo gallery="maps" name="leaflet">
      {!tilesUrl && (
        <Alert severity="info" data-testid="tiles-note">
          {t("maps.tilesNote")}
        </Alert>
      )}
      <Example title={t("maps.basic")} id="map">
        {hydrated ? (
          <Suspense fallback={mapFallback}>
            <PlacesMap tilesUrl={tilesUrl} places={MAP_PLACES} selected={selected} />
          </Suspense>
        ) : (
          <Typography color="textSecondary">{t("maps.needsJs")}</Typography>
        )}
      </Example>
      <Example title={t("maps.list")}>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {t("maps.listHint")}
        </Typography>
        <Box
          component="ul"
          data-testid="marker-list"
          sx={{
            listStyle: "none",
            m: 0,
            p: 0,
            display: "grid",
            gap: 1,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(4, 1fr)" },
          }}
        >
          {MAP_PLACES.map((place) => (
            <Box component="li" key={place.id} sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
              <PlaceOutlined color={place.kind === "hub" ? "primary" : "action"} fontSize="small" sx={{ mt: 0.25 }} />
              <Box sx={{ minWidth: 0 }}>
                <MuiLink
                  component={Link}
                  to={`?place=${place.id}#map`}
                  preventScrollReset
                  replace
                  aria-current={selected === place.id ? "true" : undefined}
                  sx={{ fontWeight: 600 }}
                >
                  {place.city}
                </MuiLink>
                {selected === place.id && (
                  <Chip size="small" color="primary" label={t("maps.selected")} sx={{ ml: 1, height: 20 }} />
                )}
                <Typography variant="caption" color="textSecondary" component="div">
                  {t(`maps.kind.${place.kind}`)} · {place.latitude.toFixed(4)}, {place.longitude.toFixed(4)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Example>
      <Example title={t("maps.draggable")}>
        <DraggableExample
          key={`${position.latitude},${position.longitude}`}
          tilesUrl={tilesUrl}
          hydrated={hydrated}
          start={position}
          typed={typed}
          errors={errors}
          fallback={mapFallback}
        />
      </Example>
    </GalleryDemo>
  );
}

/**
 * The draggable marker and its coordinates. Dragging fills the two fields; typing coordinates and "Move" places
 * the marker there (through the address, so it also works without JavaScript and from the keyboard).
 */
function DraggableExample({
  tilesUrl,
  hydrated,
  start,
  typed,
  errors,
  fallback,
}: {
  tilesUrl: string | null;
  hydrated: boolean;
  start: { latitude: number; longitude: number };
  typed: { lat: string; lng: string };
  errors: { lat?: boolean; lng?: boolean };
  fallback: React.ReactNode;
}) {
  const { t } = useTranslation("demo-gallery-2");
  const [position, setPosition] = useState(start);
  const [fields, setFields] = useState(
    typed.lat || typed.lng ? typed : { lat: String(start.latitude), lng: String(start.longitude) },
  );
  const move = (latitude: number, longitude: number) => {
    setPosition({ latitude, longitude });
    setFields({ lat: String(latitude), lng: String(longitude) });
  };
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {t("maps.dragHint")}
      </Typography>
      {hydrated && (
        <Suspense fallback={fallback}>
          <DraggableMap tilesUrl={tilesUrl} position={position} onMove={move} />
        </Suspense>
      )}
      <Typography role="status" sx={{ my: 1.5, fontWeight: 600 }} data-testid="drag-position">
        {t("maps.position", { latitude: position.latitude.toFixed(5), longitude: position.longitude.toFixed(5) })}
      </Typography>
      <Box
        component={Form}
        method="get"
        preventScrollReset
        replace
        sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "flex-start" }}
      >
        <TextField
          name="lat"
          label={t("maps.latitude")}
          size="small"
          sx={{ width: { xs: "100%", sm: 200 } }}
          value={fields.lat}
          onChange={(e) => setFields((f) => ({ ...f, lat: e.target.value }))}
          error={!!errors.lat}
          helperText={errors.lat ? t("maps.invalidLatitude") : undefined}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
        <TextField
          name="lng"
          label={t("maps.longitude")}
          size="small"
          sx={{ width: { xs: "100%", sm: 200 } }}
          value={fields.lng}
          onChange={(e) => setFields((f) => ({ ...f, lng: e.target.value }))}
          error={!!errors.lng}
          helperText={errors.lng ? t("maps.invalidLongitude") : undefined}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          {t("maps.move")}
        </Button>
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
