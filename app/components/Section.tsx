import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import type { ReactNode } from "react";

/**
 * A titled card, the one block every detail and home screen is built of: MUI's Card with a CardHeader (the
 * title as an h2 in the h5 style, so the page's h1 stays the only h1) and CardContent.
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
      <CardHeader title={title} subheader={subheader} action={action} slotProps={{ title: { variant: "h5", component: "h2", id: titleId } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
