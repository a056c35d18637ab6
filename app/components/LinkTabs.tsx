import Box from "@mui/material/Box";
import { Link, useLocation } from "react-router";
import { pathHref } from "~/components/data-list/params";

/**
 * Tabs that are links (status views of a list, kept in the URL): they work without JavaScript, keep the
 * scroll position when followed, and each may carry a count.
 */
export interface LinkTab {
  value: string;
  label: string;
  /** The tab's query on this screen's path (`listHref`), or a path. */
  to: string;
  count?: number;
  /** The count as shown (formatted in the reader's language); defaults to the number. */
  countLabel?: string;
  testId?: string;
}

export function LinkTabs({
  tabs,
  current,
  label,
  testId,
}: {
  tabs: LinkTab[];
  current: string;
  label: string;
  testId?: string;
}) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={label} data-testid={testId} sx={TABS_CSS}>
      {tabs.map((tab) => {
        const active = tab.value === current;
        return (
          <Link
            key={tab.value}
            to={tab.to.startsWith("?") ? pathHref(pathname, tab.to) : tab.to}
            preventScrollReset
            aria-current={active ? "page" : undefined}
            data-tab={tab.value}
            data-testid={tab.testId}
          >
            {tab.label}
            {tab.count !== undefined && (
              <span className="tab-count" data-testid={`count-${tab.value}`}>
                {tab.countLabel ?? tab.count}
              </span>
            )}
          </Link>
        );
      })}
    </Box>
  );
}

/**
 * One style for the whole tab row. On phones the row scrolls sideways inside its card; from md up the tabs wrap
 * onto a second line rather than hide the last ones (a list's nine status tabs are wider than its card at 1,280 px).
 */
const TABS_CSS = {
  display: "flex",
  gap: 0.5,
  overflowX: { xs: "auto", md: "visible" },
  flexWrap: { xs: "nowrap", md: "wrap" },
  maxWidth: "100%",
  borderBottom: 1,
  borderColor: "divider",
  px: 1,
  "& > a": {
    display: "inline-flex",
    alignItems: "center",
    gap: 1,
    px: 2,
    py: 1.5,
    whiteSpace: "nowrap",
    textDecoration: "none",
    fontWeight: 600,
    fontSize: 14,
    color: "text.secondary",
    borderBottom: 2,
    borderColor: "transparent",
    mb: "-1px",
    "&:hover": { color: "primary.main" },
  },
  "& > a[aria-current=page]": { color: "primary.main", borderColor: "primary.main" },
  "& .tab-count": {
    px: 0.9,
    py: 0.1,
    borderRadius: 5,
    fontSize: 12,
    bgcolor: "action.selected",
    color: "text.primary",
  },
  "& > a[aria-current=page] .tab-count": { bgcolor: "primary.main", color: "primary.contrastText" },
} as const;
