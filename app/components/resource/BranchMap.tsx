import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardHeader from "@mui/material/CardHeader";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { Suspense, lazy } from "react";
import { useTranslation } from "react-i18next";
import type { BranchMarker } from "~/lib/content/resource";
import { useHydrated } from "~/lib/use-hydrated";
import type { ListData } from "./ResourceListScreen";

// Leaflet runs only in the browser: loaded on this screen, after hydration.
const LeafletMap = lazy(() => import("./BranchMapLeaflet"));

/** The branches on a map (OpenStreetMap tiles); without JavaScript, or until it loads, the list of positions. */
export function BranchMapCard({ data }: { data: ListData }) {
  const { t } = useTranslation("content");
  const hydrated = useHydrated();
  const markers = data.extras.markers ?? [];
  const fallback = <MarkerList markers={markers} />;
  return (
    <Card sx={{ mb: 2.5 }} data-testid="branch-map">
      <CardHeader
        title={t("branches.map")}
        subheader={t("branches.mapHint")}
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      {hydrated ? (
        <Suspense fallback={<div aria-busy="true">{fallback}</div>}>
          <LeafletMap markers={markers} />
        </Suspense>
      ) : (
        fallback
      )}
    </Card>
  );
}

export function MarkerList({ markers }: { markers: BranchMarker[] }) {
  const { t } = useTranslation("content");
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        m: 0,
        px: 2,
        pb: 2,
        display: "grid",
        gap: 1,
        gridTemplateColumns: { xs: "1fr", md: "1fr 1fr", xl: "repeat(3, 1fr)" },
      }}
      data-testid="branch-positions"
    >
      {markers.map((m) => (
        <Box component="li" key={m.id} sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
          <PlaceOutlined color={m.is_main ? "primary" : "action"} fontSize="small" sx={{ mt: 0.25 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {m.name}{" "}
              {m.is_main && (
                <Chip
                  component="span"
                  size="small"
                  color="primary"
                  label={t("fields.isMain")}
                  sx={{ ml: 0.5, height: 20 }}
                />
              )}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {m.city} · {m.latitude.toFixed(4)}, {m.longitude.toFixed(4)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
