import type { ReactNode } from "react";
import { useStaticSx, type StaticSx } from "~/lib/static-sx";

/**
 * A screen's title, subtitle and actions. Plain elements in one style: it was three Boxes and two
 * Typography, each styled anew on every panel page; the text styles are the theme's h2 and body1.
 */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={useStaticSx(HEADER_CSS)}>
      <div className="ph-text">
        <h1 className="ph-title">{title}</h1>
        {subtitle && <p className="ph-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="ph-actions">{actions}</div>}
    </div>
  );
}

const HEADER_CSS: StaticSx = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: 2,
  mb: 3,
  "& .ph-text": { minWidth: 0 },
  "& .ph-title": { typography: "h2", m: 0 },
  "& .ph-subtitle": { typography: "body1", color: "text.secondary", mt: 0.5, mb: 0 },
  "& .ph-actions": { display: "flex", gap: 1, flexWrap: "wrap" },
};
