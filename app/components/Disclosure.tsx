import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** A readable-on-demand block (terms, agreements) that opens without JavaScript: a styled <details>. */
export function Disclosure({
  summary,
  children,
  testId,
}: {
  summary: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      component="details"
      data-testid={testId}
      sx={{
        border: 1,
        borderColor: "divider",
        borderRadius: 2,
        "& > summary": { cursor: "pointer", px: 2, py: 1.25, fontWeight: 600, color: "primary.main" },
        "& > div": { px: 2, pb: 2, maxHeight: 260, overflowY: "auto", color: "text.secondary", fontSize: 14 },
      }}
    >
      <summary>{summary}</summary>
      <div>{children}</div>
    </Box>
  );
}
