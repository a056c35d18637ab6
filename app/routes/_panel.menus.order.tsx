import ArrowBack from "@mui/icons-material/ArrowBack";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import DragIndicator from "@mui/icons-material/DragIndicator";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import IconButton from "@mui/material/IconButton";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useSubmit } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.menus.order";
import { PageHeader } from "~/components/PageHeader";
import { requireAbility } from "~/lib/auth/auth.server";
import { CONTENT_LOCALES, MENU_LOCATIONS } from "~/lib/content/constants";
import { LANGUAGE_NAMES } from "~/lib/i18n/i18n";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { menuTree, moveMenu, reorderMenus, type MenuNode } from "~/models/menus.server";
import { redirectWithToast } from "~/lib/toast.server";

/** The order of one menu (language + location): arrows that work without JavaScript, drag and drop with it. */
const QuerySchema = z.object({
  locale: z.enum(CONTENT_LOCALES).catch("tr"),
  location: z.enum(MENU_LOCATIONS).catch("header"),
});

export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "manage", "Menu");
  const query = QuerySchema.parse(Object.fromEntries(url.searchParams));
  return {
    title: getT(context)("content:menus.orderTitle"),
    ...query,
    tree: await menuTree(query.locale, query.location),
  };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), id: z.coerce.number().int().positive(), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("reorder"), ids: z.array(z.coerce.number().int().positive()).min(1).max(500) }),
]);

export async function action({ url, request, context }: Route.ActionArgs) {
  const user = requireAbility(context, request, "manage", "Menu");
  const form = await request.formData();
  const parsed = ActionSchema.safeParse({ ...Object.fromEntries(form), ids: form.getAll("ids") });
  if (!parsed.success) return data({ error: "common:errors.badRequest" }, { status: 400 });
  const ok =
    parsed.data.intent === "move"
      ? await moveMenu(parsed.data.id, parsed.data.direction, user.id)
      : await reorderMenus(parsed.data.ids, user.id);
  if (!ok) return data({ error: "common:errors.badRequest" }, { status: 400 });
  return redirectWithToast(request, url.pathname + url.search, { key: "content:menus.reordered" });
}

export default function MenuOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["content", "common"]);
  const { locale, location, tree } = loaderData;
  return (
    <>
      <PageHeader
        title={t("menus.orderTitle")}
        subtitle={t("menus.orderSubtitle")}
        actions={
          <Button component={Link} to="/menus" startIcon={<ArrowBack />}>
            {t("actions.backToList")}
          </Button>
        }
      />
      <Card>
        <Tabs
          value={locale}
          variant="scrollable"
          aria-label={t("fields.locale")}
          sx={{ px: 2, borderBottom: 1, borderColor: "divider" }}
        >
          {CONTENT_LOCALES.map((l) => (
            <Tab
              key={l}
              value={l}
              label={LANGUAGE_NAMES[l]}
              component={Link}
              to={`?locale=${l}&location=${location}`}
            />
          ))}
        </Tabs>
        <Tabs
          value={location}
          aria-label={t("fields.location")}
          sx={{ px: 2, borderBottom: 1, borderColor: "divider" }}
        >
          {MENU_LOCATIONS.map((l) => (
            <Tab
              key={l}
              value={l}
              label={t(`locations.${l}`)}
              component={Link}
              to={`?locale=${locale}&location=${l}`}
              data-testid={`location-${l}`}
            />
          ))}
        </Tabs>
        <Box sx={{ p: 2 }} data-testid="menu-tree">
          {tree.length === 0 ? (
            <Typography color="textSecondary">{t("menus.emptyLocation")}</Typography>
          ) : (
            <Siblings nodes={tree} depth={0} />
          )}
        </Box>
      </Card>
    </>
  );
}

/** One level of the tree: its items can be dragged among themselves. */
function Siblings({ nodes, depth }: { nodes: MenuNode[]; depth: number }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [order, setOrder] = useState(nodes);
  const [dragged, setDragged] = useState<number | null>(null);
  const [source, setSource] = useState(nodes);
  if (source !== nodes) {
    // New data from the server (after a move): start from it.
    setSource(nodes);
    setOrder(nodes);
  }

  const dropOn = (targetId: number) => {
    if (dragged === null || dragged === targetId) return;
    const from = order.findIndex((n) => n.id === dragged);
    const to = order.findIndex((n) => n.id === targetId);
    if (from < 0 || to < 0) return;
    const next = [...order];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    setOrder(next);
    const body = new FormData();
    body.set("intent", "reorder");
    for (const n of next) body.append("ids", String(n.id));
    submit(body, { method: "post" });
  };

  return (
    <Box component="ol" sx={{ listStyle: "none", m: 0, pl: depth ? 4 : 0 }}>
      {order.map((node, index) => (
        <Box
          component="li"
          key={node.id}
          data-testid={`menu-item-${node.id}`}
          draggable={hydrated}
          onDragStart={(e: React.DragEvent) => {
            e.stopPropagation();
            e.dataTransfer.effectAllowed = "move";
            setDragged(node.id);
          }}
          onDragOver={(e: React.DragEvent) => {
            if (dragged !== null && order.some((n) => n.id === dragged)) e.preventDefault();
          }}
          onDrop={(e: React.DragEvent) => {
            if (dragged === null || !order.some((n) => n.id === dragged)) return;
            e.preventDefault();
            e.stopPropagation();
            dropOn(node.id);
            setDragged(null);
          }}
          onDragEnd={() => setDragged(null)}
          sx={{ opacity: dragged === node.id ? 0.5 : 1 }}
        >
          <Item node={node} first={index === 0} last={index === order.length - 1} draggable={hydrated} />
          {node.children.length > 0 && <Siblings nodes={node.children} depth={depth + 1} />}
        </Box>
      ))}
    </Box>
  );
}

function Item({ node, first, last, draggable }: { node: MenuNode; first: boolean; last: boolean; draggable: boolean }) {
  const { t } = useTranslation("content");
  const target = node.pageTitle ? t("menus.toPage", { name: node.pageTitle }) : node.link;
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        px: 1,
        py: 0.75,
        mb: 0.75,
        border: 1,
        borderColor: "divider",
        borderRadius: 1.5,
        bgcolor: "background.paper",
      }}
    >
      {draggable && (
        <DragIndicator
          sx={{ color: "text.disabled", cursor: "grab" }}
          aria-label={t("menus.dragHandle", { name: node.title })}
        />
      )}
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box
          component={Link}
          to={`/menus/${node.id}`}
          sx={{ fontWeight: 600, color: "text.primary", textDecoration: "none" }}
        >
          {node.title}
        </Box>
        <Typography variant="caption" color="textSecondary" component="div" noWrap>
          {target}
        </Typography>
      </Box>
      <Form method="post" style={{ display: "flex" }}>
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={node.id} />
        <IconButton
          type="submit"
          name="direction"
          value="up"
          size="small"
          disabled={first}
          aria-label={t("menus.moveUp", { name: node.title })}
          data-testid={`up-${node.id}`}
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          type="submit"
          name="direction"
          value="down"
          size="small"
          disabled={last}
          aria-label={t("menus.moveDown", { name: node.title })}
          data-testid={`down-${node.id}`}
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
      </Form>
    </Box>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
