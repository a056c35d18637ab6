import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/**
 * A titled card, the one block every detail and home screen is built of: MUI's Card, its title an h2 in the h5
 * style (the page's h1 stays the only h1), an optional line under it and an action at its end, then CardContent.
 * The head is laid out as CardHeader lays it out, without CardHeader's avatar machinery, which the public
 * freight calculator would otherwise pay for in script.
 */
export function Section({
  title,
  subheader,
  action,
  children,
  titleId,
  testId,
  id,
}: {
  title: ReactNode;
  subheader?: ReactNode;
  /** Shown at the header's end (a small button or link). */
  action?: ReactNode;
  children: ReactNode;
  titleId?: string;
  testId?: string;
  id?: string;
}) {
  return (
    <Card component="section" id={id} data-testid={testId} aria-labelledby={titleId}>
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, px: 2, pt: 2 }}>
        <Box sx={{ flex: "1 1 auto", minWidth: 0 }}>
          <Typography variant="h5" component="h2" id={titleId}>
            {title}
          </Typography>
          {subheader && (
            <Typography component="div" sx={{ color: "text.secondary" }}>
              {subheader}
            </Typography>
          )}
        </Box>
        {action && <Box sx={{ flex: "0 0 auto", mt: -0.5, mr: -1, mb: -0.5 }}>{action}</Box>}
      </Box>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
