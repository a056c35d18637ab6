import type { ReactNode } from "react";

/**
 * A card with a title, drawn like MUI's Card + CardHeader (title as an h5 `<h2>`) + CardContent with no
 * top padding, from the theme's global `.light-card` rules. The home screens show half a dozen; each MUI
 * card cost five styled components per render on the server. Its body takes anything, forms included;
 * a header with more than a title, a subheader and one action (an avatar, a menu) stays MUI's CardHeader.
 */
export function LightCard({
  title,
  titleId,
  subheader,
  action,
  children,
  component: Root = "div",
  "data-testid": testId,
  "aria-labelledby": labelledBy,
}: {
  title: ReactNode;
  titleId?: string;
  /** A line under the title (CardHeader's subheader). */
  subheader?: ReactNode;
  /** Shown at the header's end (a small button or link). */
  action?: ReactNode;
  children: ReactNode;
  component?: "div" | "section";
  "data-testid"?: string;
  "aria-labelledby"?: string;
}) {
  return (
    <Root className="light-card" data-testid={testId} aria-labelledby={labelledBy}>
      <div className="light-card-head">
        <div className="light-card-title">
          <h2 className="t-h5" id={titleId}>
            {title}
          </h2>
          {subheader && <span className="t-body1 t-secondary light-card-sub">{subheader}</span>}
        </div>
        {action && <div className="light-card-action">{action}</div>}
      </div>
      <div className="light-card-body">{children}</div>
    </Root>
  );
}
