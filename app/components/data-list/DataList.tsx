import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { alpha, type Theme } from "@mui/material/styles";
import {
  Fragment,
  Suspense,
  lazy,
  startTransition,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { formatNumber } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { PAGE_SIZES, listHref, pageCount, pathHref, type SortDir } from "./params";

/**
 * The one list pattern of the panel. The server renders the current page as React elements (a table on
 * wide screens, cards on phones, sort and page links): that is the view without JavaScript. In the browser, on wide screens, MUI X DataGrid (loaded only here, on
 * demand) takes over in server mode: its sorting and paging change the URL, the loader answers.
 */
export interface Column<Row> {
  field: string;
  header: string;
  /** The cell (defaults to the field's value as text); the same node in the server's list and in the grid. */
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: "left" | "right" | "center";
  width?: number;
  /** Shown as the card title on phones. */
  primary?: boolean;
  hideOnPhone?: boolean;
}

export interface DataListProps<Row> {
  rows: Row[];
  columns: Column<Row>[];
  total: number;
  page: number;
  perPage: number;
  sort?: string;
  dir?: SortDir;
  getRowId: (row: Row) => string | number;
  rowHref?: (row: Row) => string;
  empty?: ReactNode;
  /** Row checkboxes bound to a form elsewhere on the page (`form` attribute), posting `name=id`. */
  selection?: { formId: string; name?: string };
  label: string;
  testId?: string;
  /** Rows grow with their content in the grid (cells with several lines). */
  autoRowHeight?: boolean;
}

// lazy() erases the component's type parameter; restore it.
const Grid = lazy(() => import("./DataListGrid")) as unknown as <Row>(props: DataListProps<Row>) => ReactNode;

const WIDE = "(min-width: 900px)";
function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** False on the server and during hydration; afterwards the screen's width, in the same render as useHydrated. */
function useWideScreen() {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

/**
 * A cell whose value is plain text goes straight into its `<td>`; anything else in a `<div>`. On phones the cell
 * is a two-column grid (its label, then its value): the value must be one grid item, and an element on its own
 * would be stretched to the column's width (a status chip), so only text, which the grid wraps in one anonymous
 * item, can do without the wrapper. A list page has some two hundred such cells.
 */
const isText = (value: ReactNode): value is string | number => typeof value === "string" || typeof value === "number";

function cellValue<Row>(row: Row, column: Column<Row>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.field];
  return value === null || value === undefined ? "—" : String(value);
}

export function DataList<Row>(props: DataListProps<Row>) {
  const hydrated = useHydrated();
  const wide = useWideScreen();
  const wantGrid = hydrated && wide && props.rows.length > 0;
  const [grid, setGrid] = useState(false);
  // The grid comes in a transition: the server's list stays on screen (the same DOM, with whatever the user ticked
  // or scrolled) until the grid's module has arrived, and is then replaced in one commit. Until then the list is
  // marked busy (assistive technology, tests), from the very render that hydration flips.
  useEffect(() => startTransition(() => setGrid(wantGrid)), [wantGrid]);
  return (
    <Suspense fallback={<ServerList {...props} busy />}>
      {grid && wantGrid ? <Grid {...props} /> : <ServerList {...props} busy={wantGrid} />}
    </Suspense>
  );
}

/**
 * Classes that cell renderers can use instead of a Box or Typography per cell (the table's one style holds
 * them; a styled component per cell would be hundreds per page):
 * `cell-sub`, a second line as `<Typography variant="caption" component="div">`;
 * `cell-mono`, monospace without wrapping (tracking numbers); `cell-route`, an inline row of its children
 * (text and an icon); `cell-parts`, short parts on a line that wraps between them; `cell-line`, a block line; `cell-stack`, lines in a grid; `cell-muted`, secondary text colour.
 */
export const CELL_CLASSES = {
  // Secondary text, as the Typography it replaced meant to be (MUI 9 ignores color="text.secondary" on
  // Typography; it takes "textSecondary").
  "& .cell-sub": { typography: "caption", m: 0, color: "text.secondary" },
  "& .cell-mono": { fontFamily: "monospace", whiteSpace: "nowrap" },
  "& .cell-route": { display: "inline-flex", alignItems: "center", gap: 1 },
  // A line of short unbreakable parts (a number, a chip, an amount) that wraps between them, not inside them.
  "& .cell-parts": {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    columnGap: 1,
    rowGap: 0.5,
    "& > *": { whiteSpace: "nowrap" },
  },
  "& .cell-line": { display: "block" },
  "& .cell-stack": { display: "grid", gap: 0.5 },
  "& .cell-muted": { color: "text.secondary" },
  "& .cell-warning": { color: "warning.main" },
} as const;

const cellClass = (c: { align?: "left" | "right" | "center" }) =>
  c.align === "right" ? "num" : c.align === "center" ? "center" : undefined;

/**
 * One table for every width. On phones the same markup is laid out as cards by CSS: each row a card,
 * the primary cell its title, every other cell a "label: value" line (the label from `data-label`).
 * Rendering the cells once, not as a table and again as cards, halves the list's server rendering.
 */
const LIST_CSS = {
  width: "100%",
  fontSize: 14,
  "& td a.row-link": { color: "primary.main", fontWeight: 600, textDecoration: "none" },
  ...CELL_CLASSES,
  // Table (md and up). Width-dependent nested rules sit inside both media queries: sx writes nested
  // selectors after the media blocks, so a rule outside would override the phone layout.
  "@media (min-width: 900px)": {
    display: "table",
    borderCollapse: "collapse",
    // Narrow padding and headers that may wrap: an administrator's ten shipment columns fit 1,280 px with the menu open.
    "& th, & td": {
      px: 1.5,
      py: 1.25,
      borderBottom: 1,
      borderColor: "divider",
      textAlign: "left",
      verticalAlign: "middle",
    },
    "& th": { fontWeight: 600, color: "text.secondary", fontSize: 13, bgcolor: "action.hover" },
    "& th:first-of-type, & td:first-of-type": { pl: 2 },
    "& th a": { color: "inherit", textDecoration: "none", display: "inline-flex", alignItems: "center", gap: 0.5 },
    "& tbody tr:hover": { bgcolor: "action.hover" },
    "& .num": { textAlign: "right" },
    "& .center": { textAlign: "center" },
  },
  // Cards (phones).
  "@media (max-width: 899.95px)": {
    display: "block",
    // Visually hidden (1 px; a bare `1` in sx would mean 100% and push the page wider than a phone).
    "& thead": {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
    "& tbody": { display: "block" },
    "& tbody tr": { display: "block", position: "relative", px: 2, py: 1.5, borderBottom: 1, borderColor: "divider" },
    "& td": {
      display: "grid",
      gridTemplateColumns: "minmax(6.5rem, 38%) minmax(0, 1fr)",
      columnGap: 1.5,
      fontSize: 13,
      overflowWrap: "anywhere",
    },
    "& td::before": { content: "attr(data-label)", color: "text.secondary" },
    "& td.cell-primary": { display: "block", typography: "body1", fontWeight: 600, mb: 0.5, pr: 5 },
    "& td.cell-primary::before, & td.cell-select::before": { content: "none" },
    "& td.cell-select": { display: "block", position: "absolute", top: 8, right: 8 },
    "& td.phone-hide": { display: "none" },
    // A cell's second line follows its first on the card's line: the cards stay about as short as the table's rows.
    "& td .cell-sub": { display: "inline", ml: 0.75 },
  },
} as const;

/** The server-rendered list: table on wide screens, cards on phones, links for sort and pages. */
export function ServerList<Row>({
  rows,
  columns,
  total,
  page,
  perPage,
  sort,
  dir,
  getRowId,
  rowHref,
  empty,
  selection,
  label,
  testId,
  busy,
}: DataListProps<Row> & { busy?: boolean }) {
  const { t } = useTranslation("common");
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (rows.length === 0) {
    return (
      <Box
        sx={{ p: 4, textAlign: "center", color: "text.secondary" }}
        data-testid={testId ? `${testId}-empty` : undefined}
      >
        {empty ?? t("messages.noResults")}
      </Box>
    );
  }
  const sortLink = (field: string) =>
    pathHref(pathname, listHref(params, { sort: field, dir: sort === field && dir === "asc" ? "desc" : "asc" }));
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const classes = columns.map(
    (c) =>
      [cellClass(c), c === primary ? "cell-primary" : undefined, c.hideOnPhone ? "phone-hide" : undefined]
        .filter(Boolean)
        .join(" ") || undefined,
  );
  return (
    // Wide tables scroll inside the card (which clips) instead of hiding their last columns or widening the page.
    <Box data-testid={testId} aria-busy={busy || undefined} sx={{ overflowX: "auto", maxWidth: "100%" }}>
      <Box component="table" aria-label={label} sx={LIST_CSS}>
        <thead>
          <tr>
            {selection && <th style={{ width: 40 }} />}
            {columns.map((c) => (
              <th
                key={c.field}
                className={cellClass(c)}
                style={c.width ? { width: c.width } : undefined}
                aria-sort={sort === c.field ? (dir === "asc" ? "ascending" : "descending") : undefined}
              >
                {c.sortable ? (
                  <Link to={sortLink(c.field)} preventScrollReset>
                    {c.header}
                    {sort === c.field &&
                      (dir === "asc" ? <ArrowUpward sx={{ fontSize: 14 }} /> : <ArrowDownward sx={{ fontSize: 14 }} />)}
                  </Link>
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = getRowId(row);
            const href = rowHref?.(row);
            return (
              <tr key={id}>
                {selection && (
                  <td className="cell-select">
                    <input
                      type="checkbox"
                      name={selection.name ?? "ids"}
                      value={id}
                      form={selection.formId}
                      aria-label={String(id)}
                    />
                  </td>
                )}
                {columns.map((c, i) => {
                  const value = cellValue(row, c);
                  return (
                    <td key={c.field} className={classes[i]} data-label={c === primary ? undefined : c.header}>
                      {href && c === primary ? (
                        <Link className="row-link" to={href}>
                          {value}
                        </Link>
                      ) : isText(value) ? (
                        value
                      ) : (
                        <div>{value}</div>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </Box>
      <Pager total={total} page={page} perPage={perPage} />
    </Box>
  );
}

/** Page links, the range shown and the page size: plain links and a GET form, no JavaScript needed. */
export function Pager({ total, page, perPage }: { total: number; page: number; perPage: number }) {
  const { t, i18n } = useTranslation("common");
  const lng = i18n.language;
  const [params] = useSearchParams();
  const pages = pageCount(total, perPage);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const numbers = Array.from(new Set([1, page - 1, page, page + 1, pages]))
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const { pathname } = useLocation();
  const pageLink = (n: number) => pathHref(pathname, listHref(params, { page: n }));
  return (
    <Box component="nav" aria-label={t("list.pages")} sx={PAGER_CSS}>
      <Typography variant="body2" sx={{ color: "text.secondary" }} data-testid="list-range">
        {t("list.range", { from: formatNumber(from, lng), to: formatNumber(to, lng), total: formatNumber(total, lng) })}
      </Typography>
      <form method="get" className="pg-size">
        {[...params.entries()]
          .filter(([k]) => k !== "perPage" && k !== "page")
          .map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
        <label htmlFor="perPage">{t("list.perPage")}</label>
        <select id="perPage" name="perPage" defaultValue={perPage}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <button type="submit" className="pg-btn">
          {t("list.apply")}
        </button>
      </form>
      <div className="pg-links">
        {page > 1 && (
          <Link className="pg-btn" to={pageLink(page - 1)} rel="prev">
            {t("list.previous")}
          </Link>
        )}
        {numbers.map((n, i) => (
          <Fragment key={n}>
            {i > 0 && n - numbers[i - 1] > 1 && <span className="pg-gap">…</span>}
            <Link className="pg-btn pg-num" to={pageLink(n)} aria-current={n === page ? "page" : undefined}>
              {n}
            </Link>
          </Fragment>
        ))}
        {page < pages && (
          <Link className="pg-btn" to={pageLink(page + 1)} rel="next">
            {t("list.next")}
          </Link>
        )}
      </div>
    </Box>
  );
}

/** The pager in one style: its links and button look like MUI's small text buttons, the current page contained. */
const PAGER_CSS = (theme: Theme) =>
  ({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: 1,
    px: 2,
    py: 1.5,
    "& .pg-size": { display: "flex", alignItems: "center", gap: 0.5, typography: "body2", color: "text.secondary" },
    [theme.breakpoints.up("sm")]: { "& .pg-size": { ml: 2 } },
    "& select": {
      font: "inherit",
      fontSize: 14,
      p: 0.5,
      borderRadius: 1,
      bgcolor: "background.paper",
      color: "text.primary",
      borderColor: "divider",
    },
    "& .pg-links": { display: "flex", gap: 0.5, ml: "auto", flexWrap: "wrap" },
    "& .pg-gap": { alignSelf: "center", px: 0.5 },
    "& .pg-btn": {
      ...theme.typography.button,
      fontSize: theme.typography.pxToRem(13),
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      minWidth: 64,
      px: "5px",
      py: "4px",
      border: 0,
      borderRadius: 1,
      bgcolor: "transparent",
      color: "primary.main",
      textDecoration: "none",
      cursor: "pointer",
      "&:hover": { bgcolor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
      "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main" },
    },
    "& .pg-num": { minWidth: 36 },
    "& .pg-num[aria-current=page]": {
      bgcolor: "primary.main",
      color: "primary.contrastText",
      "&:hover": { bgcolor: "primary.dark" },
    },
  }) as const;
