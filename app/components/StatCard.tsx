import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { SvgIconComponent } from "@mui/icons-material";

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
    <Card data-testid={testId}>
      <CardContent sx={{ display: "flex", alignItems: "center", gap: 2 }}>
        <Box sx={{ width: 48, height: 48, borderRadius: 2, display: "grid", placeItems: "center", bgcolor: `${color}.main`, color: `${color}.contrastText`, flexShrink: 0 }}>
          <Icon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="p" data-testid={testId ? `${testId}-value` : undefined}>
            {value}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
