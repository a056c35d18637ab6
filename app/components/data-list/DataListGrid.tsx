import Box from "@mui/material/Box";
import { DataGrid, type GridColDef, type GridRowSelectionModel, type GridSortModel } from "@mui/x-data-grid";
import { deDE, enUS, frFR, ptPT, trTR } from "@mui/x-data-grid/locales";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CELL_CLASSES, type DataListProps } from "./DataList";
import { PAGE_SIZES, listHref } from "./params";

const gridLocales = { tr: trTR, en: enUS, de: deDE, fr: frFR, pt: ptPT } as const;

/** MUI X DataGrid in server mode: its paging and sorting change the URL; the loader answers with the page. */
export default function DataListGrid<Row>({
  rows,
  columns,
  total,
  page,
  perPage,
  sort,
  dir,
  getRowId,
  rowHref,
  selection,
  label,
  testId,
  autoRowHeight,
}: DataListProps<Row>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Rows ticked in the server's list before the grid arrived stay ticked (it is still in the page while the grid
  // first renders: DataList swaps them in one transition).
  const [selected, setSelected] = useState<Array<string | number>>(() => tickedBefore(selection, rows.map(getRowId)));
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: "include", ids: new Set(selected) }),
    [selected],
  );
  const localeText = useMemo(
    () => ({
      ...(gridLocales[i18n.language as keyof typeof gridLocales] ?? trTR).components.MuiDataGrid.defaultProps
        .localeText,
      // Some of MUI X's locales leave the pager's "1–25 of 300" in English: the server list's own words instead.
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        t("list.range", { from, to, total: count }),
    }),
    [i18n.language, t],
  );

  // The primary column links to the row, as in the server-rendered list.
  const primary = columns.find((c) => c.primary) ?? columns[0];
  // Callers often pass rowHref inline: keep the columns stable across renders anyway.
  const hrefRef = useRef(rowHref);
  useEffect(() => {
    hrefRef.current = rowHref;
  });
  const linked = Boolean(rowHref);
  const gridColumns = useMemo<GridColDef[]>(
    () =>
      columns.map((c) => ({
        field: c.field,
        headerName: c.header,
        sortable: Boolean(c.sortable),
        align: c.align,
        headerAlign: c.align,
        flex: c.width ? undefined : 1,
        width: c.width,
        // A floor for the columns that share the rest of the width; a fixed width is taken as given.
        minWidth: c.width ?? 90,
        renderCell:
          linked && c === primary
            ? (p) => (
                <Box
                  component={Link}
                  to={hrefRef.current?.(p.row as Row) ?? "#"}
                  sx={{ color: "primary.main", fontWeight: 600, textDecoration: "none" }}
                >
                  {c.render ? c.render(p.row as Row) : String(p.value ?? "—")}
                </Box>
              )
            : c.render
              ? (p) => c.render!(p.row as Row)
              : undefined,
      })),
    [columns, primary, linked],
  );
  // One model object for as long as the order is the same: the grid takes a new object for a change of order and
  // goes back to its first page, which sent every "next page" back to page 1.
  const sortModel = useMemo<GridSortModel>(() => (sort ? [{ field: sort, sort: dir ?? "asc" }] : []), [sort, dir]);

  return (
    <Box data-testid={testId} data-grid="true">
      {selection &&
        selected.map((id) => (
          <input key={id} type="hidden" name={selection.name ?? "ids"} value={id} form={selection.formId} />
        ))}
      <DataGrid
        aria-label={label}
        rows={rows as object[]}
        getRowId={(r) => getRowId(r as Row)}
        columns={gridColumns}
        rowCount={total}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        paginationModel={{ page: page - 1, pageSize: perPage }}
        pageSizeOptions={[...PAGE_SIZES]}
        onPaginationModelChange={(m) =>
          navigate(listHref(params, { page: m.page + 1, perPage: m.pageSize }), { preventScrollReset: true })
        }
        sortModel={sortModel}
        onSortModelChange={(m) =>
          navigate(listHref(params, { sort: m[0]?.field ?? null, dir: m[0]?.sort ?? null }), {
            preventScrollReset: true,
          })
        }
        checkboxSelection={Boolean(selection)}
        rowSelectionModel={selectionModel}
        // The selection outlives a change of page (rows ticked on page 1 stay ticked while page 2 is shown), and
        // "select all" ticks the page's rows one by one, so the model is always the list of ticked ids in order.
        keepNonExistentRowsSelected
        disableRowSelectionExcludeModel
        disableRowSelectionOnClick
        onRowSelectionModelChange={(m: GridRowSelectionModel) => setSelected([...m.ids])}
        onRowDoubleClick={rowHref ? (p) => navigate(rowHref(p.row as Row)) : undefined}
        localeText={localeText}
        autoHeight
        getRowHeight={autoRowHeight ? () => "auto" : undefined}
        density="standard"
        sx={{
          border: 0,
          ...CELL_CLASSES,
          "& .MuiDataGrid-columnHeaders": { bgcolor: "action.hover" },
          ...(autoRowHeight && { "& .MuiDataGrid-cell": { py: 1, display: "flex", alignItems: "center" } }),
        }}
      />
    </Box>
  );
}

/** The ids whose checkboxes are ticked in the server-rendered list (bound to the selection's form), in row order. */
function tickedBefore(
  selection: DataListProps<unknown>["selection"],
  ids: Array<string | number>,
): Array<string | number> {
  if (!selection || typeof document === "undefined") return [];
  const name = selection.name ?? "ids";
  const ticked = new Set(
    [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')]
      .filter((box) => box.name === name && box.getAttribute("form") === selection.formId)
      .map((box) => box.value),
  );
  return ids.filter((id) => ticked.has(String(id)));
}
