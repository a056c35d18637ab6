import Box from "@mui/material/Box";
import { Link } from "react-router";

/**
 * Tabs that are plain links (status views of a list, kept in the URL): they work without
 * JavaScript, and each may carry a count.
 */
export interface LinkTab {
  value: string;
  label: string;
  to: string;
  count?: number;
  /** The count as shown (formatted in the reader's language); defaults to the number. */
  countLabel?: string;
  testId?: string;
}

export function LinkTabs({ tabs, current, label, testId }: { tabs: LinkTab[]; current: string; label: string; testId?: string }) {
  return (
    <Box component="nav" aria-label={label} data-testid={testId} sx={TABS_CSS}>
      {tabs.map((tab) => {
        const active = tab.value === current;
        return (
          <Link key={tab.value} to={tab.to} aria-current={active ? "page" : undefined} data-tab={tab.value} data-testid={tab.testId} preventScrollReset>
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

/** One style for the whole tab row (a styled Box per tab and per count cost a serialization each). */
const TABS_CSS = {
  display: "flex",
  gap: 0.5,
  overflowX: "auto",
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
  "& .tab-count": { px: 0.9, py: 0.1, borderRadius: 5, fontSize: 12, bgcolor: "action.selected", color: "text.primary" },
  "& > a[aria-current=page] .tab-count": { bgcolor: "primary.main", color: "primary.contrastText" },
} as const;
