import type { SvgIconComponent } from "@mui/icons-material";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";

/** A figure with its icon and label, as the home screens show them. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
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
    <Card data-testid={testId} sx={{ display: "flex", alignItems: "center", gap: 2, p: 2, pb: 3, minWidth: 0 }}>
      <Box sx={{ width: 48, height: 48, borderRadius: 4, display: "grid", placeItems: "center", flexShrink: 0, bgcolor: `${color}.main`, color: `${color}.contrastText` }}>
        <Icon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" component="p" data-testid={testId ? `${testId}-value` : undefined}>
          {value}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {label}
        </Typography>
        {hint && (
          <Typography variant="caption" sx={{ color: "text.secondary" }}>
            {hint}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
