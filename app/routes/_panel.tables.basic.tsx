import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.tables.basic";
import { listHref } from "~/components/data-list/params";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { STATUS_COLORS } from "~/components/demo/gallery/staff";
import { titleMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { TableQuery, tableData } from "~/mock/datatables";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery"] };

/**
 * MUI's Table as the panel draws small tables: sorting, selection and density live in the address (links and a
 * GET form), so a table can be shared, reloaded and used without JavaScript; the header stays in view.
 */
const COLUMNS = ["full_name", "post", "city", "age", "status"] as const;
const Params = z.object({
  sort: z.enum(COLUMNS).catch("full_name").default("full_name"),
  dir: z.enum(["asc", "desc"]).catch("asc").default("asc"),
  dense: z.literal("1").optional().catch(undefined),
});

export function loader({ url, request, context }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "tables", "basic");
  const params = Params.parse(Object.fromEntries(url.searchParams));
  const selected = url.searchParams
    .getAll("selected")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const { data } = tableData(TableQuery.parse({ sort: params.sort, dir: params.dir, perPage: "25" }));
  return { ...demo, ...params, selected, rows: data };
}

export default function BasicTable({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["demo-gallery", "common"]);
  const [search] = useSearchParams();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const { rows, sort, dir, dense, selected } = loaderData;
  const picked = new Set(selected);
  const allPicked = rows.every((r) => picked.has(r.id));
  return (
    <GalleryDemo gallery="tables" name="basic" source="app/routes/_panel.tables.basic.tsx">
      <Card>
        <Form
          method="get"
          preventScrollReset
          id="table-selection"
          onChange={(e) => hydrated && submit(e.currentTarget, { preventScrollReset: true, replace: true })}
        >
          <input type="hidden" name="sort" value={sort} />
          <input type="hidden" name="dir" value={dir} />
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", p: 2 }}>
            <FormControlLabel
              control={<Switch name="dense" value="1" defaultChecked={Boolean(dense)} key={dense ?? "0"} />}
              label={t("tables.s.dense")}
            />
            <Typography role="status" data-testid="selected-count">
              {t("tables.s.selected", { count: selected.length })}
            </Typography>
            {!hydrated && (
              <Button type="submit" variant="outlined" size="small">
                {t("tables.s.apply")}
              </Button>
            )}
            {selected.length > 0 && (
              <Button component={Link} to={listHref(search, { selected: null })} preventScrollReset size="small">
                {t("tables.s.clear")}
              </Button>
            )}
          </Box>
          <TableContainer sx={{ maxHeight: 480 }}>
            <Table
              stickyHeader
              size={dense ? "small" : "medium"}
              aria-label={t("tables.demos.basic.title")}
              data-testid="basic-table"
            >
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allPicked}
                      disabled
                      slotProps={{ input: { "aria-label": t("tables.s.allOnPage") } }}
                    />
                  </TableCell>
                  {COLUMNS.map((c) => (
                    <TableCell key={c} sortDirection={sort === c ? dir : false} align={c === "age" ? "right" : "left"}>
                      <TableSortLabel
                        component={Link}
                        to={listHref(search, { sort: c, dir: sort === c && dir === "asc" ? "desc" : "asc" })}
                        preventScrollReset
                        active={sort === c}
                        direction={sort === c ? dir : "asc"}
                        data-testid={`sort-${c}`}
                      >
                        {t(`datatables.col.${c}`)}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} hover selected={picked.has(r.id)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        name="selected"
                        value={r.id}
                        defaultChecked={picked.has(r.id)}
                        key={`${r.id}-${picked.has(r.id)}`}
                        slotProps={{ input: { "aria-label": r.full_name } }}
                      />
                    </TableCell>
                    <TableCell component="th" scope="row">
                      {r.full_name}
                    </TableCell>
                    <TableCell>{r.post}</TableCell>
                    <TableCell>{r.city}</TableCell>
                    <TableCell align="right">{r.age}</TableCell>
                    <TableCell>
                      <Chip size="small" color={STATUS_COLORS[r.status]} label={t(`datatables.status.${r.status}`)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Form>
      </Card>
    </GalleryDemo>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
