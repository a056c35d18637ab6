import DragIndicator from "@mui/icons-material/DragIndicator";
import Box from "@mui/material/Box";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { StopRow } from "./DragDropDemo";
import { STOP_NAMES, type RouteStop } from "./reorder";

function SortableStop({ stop, index, order }: { stop: RouteStop; index: number; order: RouteStop[] }) {
  const { t } = useTranslation("demo-gallery-2");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: stop,
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        position: "relative",
        zIndex: isDragging ? 1 : "auto",
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      <StopRow
        stop={stop}
        index={index}
        order={order}
        handle={
          <Box
            component="button"
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t("dnd.drag", { name: STOP_NAMES[stop] })}
            aria-describedby="dnd-hint"
            data-testid={`drag-${stop}`}
            sx={{
              all: "unset",
              display: "flex",
              cursor: "grab",
              borderRadius: 1,
              color: "text.secondary",
              "&:focus-visible": { outline: 2, outlineColor: "primary.main" },
            }}
          >
            <DragIndicator />
          </Box>
        }
      />
    </Box>
  );
}

/** The sortable list: pointer and keyboard sensors; a drop writes the new order into the address. */
export default function DragDropSortable({ order }: { order: RouteStop[] }) {
  const navigate = useNavigate();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.indexOf(active.id as RouteStop), order.indexOf(over.id as RouteStop));
    void navigate(`?order=${next.join(",")}`, { replace: true, preventScrollReset: true });
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }} data-testid="stops">
          {order.map((stop, i) => (
            <SortableStop key={stop} stop={stop} index={i} order={order} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
