import type { SvgIconComponent } from "@mui/icons-material";
import { LightIcon } from "~/components/light/LightIcon";

/**
 * A figure with its icon and label, as the home screens show a dozen of them. Plain elements styled by
 * the theme's global light rules (`.light-card`, `.stat-*`, `.t-*`): it looks like a MUI Card with
 * Typography, without their styled components' cost on the server.
 */
export function StatCard({
  label,
  value,
  hint,
  icon,
  color = "primary",
  testId,
}: {
  label: string;
  value: string | number;
  hint?: string;
  icon: SvgIconComponent;
  color?: "primary" | "secondary" | "success" | "warning" | "info" | "error";
  testId?: string;
}) {
  return (
    <div className="light-card stat-card" data-testid={testId}>
      <div className={`stat-icon stat-icon-${color}`}>
        <LightIcon icon={icon} />
      </div>
      <div className="stat-text">
        <p className="t-h3" data-testid={testId ? `${testId}-value` : undefined}>
          {value}
        </p>
        <p className="t-body2 t-secondary">{label}</p>
        {hint && <span className="t-caption t-secondary">{hint}</span>}
      </div>
    </div>
  );
}
