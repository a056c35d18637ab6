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
}

export function LinkTabs({ tabs, current, label, testId }: { tabs: LinkTab[]; current: string; label: string; testId?: string }) {
  return (
    <Box component="nav" aria-label={label} data-testid={testId} sx={{ display: "flex", gap: 0.5, overflowX: "auto", borderBottom: 1, borderColor: "divider", px: 1 }}>
      {tabs.map((tab) => {
        const active = tab.value === current;
        return (
          <Box
            key={tab.value}
            component={Link}
            to={tab.to}
            aria-current={active ? "page" : undefined}
            data-tab={tab.value}
            preventScrollReset
            sx={{
              display: "inline-flex",
              alignItems: "center",
              gap: 1,
              px: 2,
              py: 1.5,
              whiteSpace: "nowrap",
              textDecoration: "none",
              fontWeight: 600,
              fontSize: 14,
              color: active ? "primary.main" : "text.secondary",
              borderBottom: 2,
              borderColor: active ? "primary.main" : "transparent",
              mb: "-1px",
              "&:hover": { color: "primary.main" },
            }}
          >
            {tab.label}
            {tab.count !== undefined && (
              <Box
                component="span"
                data-testid={`count-${tab.value}`}
                sx={{ px: 0.9, py: 0.1, borderRadius: 5, fontSize: 12, bgcolor: active ? "primary.main" : "action.selected", color: active ? "primary.contrastText" : "text.primary" }}
              >
                {tab.count}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
