import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { Suspense, lazy, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { Example } from "./GalleryFrame";
import { STOP_NAMES, parseOrder, type RouteStop } from "./reorder";

// dnd-kit loads only when this demo is shown, after hydration.
const SortableStops = lazy(() => import("./DragDropSortable"));

/** A stop's row: its place in the route, its name, and the move buttons (a post each, working without scripts). */
export function StopRow({
  stop,
  index,
  order,
  handle,
}: {
  stop: RouteStop;
  index: number;
  order: RouteStop[];
  handle?: ReactNode;
}) {
  const { t } = useTranslation("demo-gallery-2");
  const name = STOP_NAMES[stop];
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        p: 1,
        border: 1,
        borderColor: "divider",
        borderRadius: 1.5,
        bgcolor: "background.paper",
      }}
      data-testid="stop"
    >
      {handle}
      <Typography sx={{ flexGrow: 1, minWidth: 0 }}>
        {index + 1}. {name}
      </Typography>
      <Form method="post" preventScrollReset replace style={{ display: "flex" }}>
        <input type="hidden" name="order" value={order.join(",")} />
        <input type="hidden" name="stop" value={stop} />
        <IconButton
          type="submit"
          name="direction"
          value="up"
          disabled={index === 0}
          aria-label={t("dnd.up", { name })}
          size="small"
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          type="submit"
          name="direction"
          value="down"
          disabled={index === order.length - 1}
          aria-label={t("dnd.down", { name })}
          size="small"
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
      </Form>
    </Box>
  );
}

/**
 * Reordering a delivery route's stops: dragged with the pointer or the keyboard (dnd-kit's keyboard sensor: Space
 * to lift, arrows to move, Space to drop), or moved with the up/down buttons, which post and work without scripts.
 * The order lives in the address (`?order=`), so it survives a reload.
 */
export function DragDropDemo() {
  const { t } = useTranslation("demo-gallery-2");
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const order = parseOrder(params.get("order"));
  const plain = (
    <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }} data-testid="stops">
      {order.map((stop, i) => (
        <li key={stop}>
          <StopRow stop={stop} index={i} order={order} />
        </li>
      ))}
    </Box>
  );
  return (
    <Example title={t("dnd.title")}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }} id="dnd-hint">
        {t("dnd.hint")}
      </Typography>
      {hydrated ? (
        <Suspense fallback={<div aria-busy="true">{plain}</div>}>
          <SortableStops order={order} />
        </Suspense>
      ) : (
        plain
      )}
    </Example>
  );
}
