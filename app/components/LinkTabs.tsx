import { useLocation } from "react-router";
import { pathHref } from "~/components/data-list/params";
import { plainLink, usePlainLinkNavigation } from "~/lib/plain-links";
import { useStaticSx } from "~/lib/static-sx";

/**
 * Tabs that are plain links (status views of a list, kept in the URL): they work without
 * JavaScript, and each may carry a count. The links are plain anchors with one click handler
 * (app/lib/plain-links.ts), keeping the scroll position like the `<Link preventScrollReset>` they were.
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

export function LinkTabs({ tabs, current, label, testId }: { tabs: LinkTab[]; current: string; label: string; testId?: string }) {
  const { pathname } = useLocation();
  const onClick = usePlainLinkNavigation();
  return (
    <nav aria-label={label} data-testid={testId} className={useStaticSx(TABS_CSS)} onClick={onClick}>
      {tabs.map((tab) => {
        const active = tab.value === current;
        return (
          <a key={tab.value} {...plainLink(tab.to.startsWith("?") ? pathHref(pathname, tab.to) : tab.to, true)} aria-current={active ? "page" : undefined} data-tab={tab.value} data-testid={tab.testId}>
            {tab.label}
            {tab.count !== undefined && (
              <span className="tab-count" data-testid={`count-${tab.value}`}>
                {tab.countLabel ?? tab.count}
              </span>
            )}
          </a>
        );
      })}
    </nav>
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
