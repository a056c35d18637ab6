import type { SvgIconComponent } from "@mui/icons-material";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";

/**
 * The home screens' figure grids: two figures a row on phones (a dozen figures one per row were some 2,600 px
 * to scroll past), four on wide screens.
 */
export const FIGURE_GRID_SX = {
  display: "grid",
  gap: { xs: 1.5, sm: 2.5 },
  gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
} as const;

/** A figure with its icon and label, as the home screens show them; compact on phones, two to a row. */
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
    <Card
      data-testid={testId}
      data-figure=""
      sx={{
        display: "flex",
        alignItems: "center",
        gap: { xs: 1.25, sm: 2 },
        p: { xs: 1.5, sm: 2 },
        pb: { xs: 1.5, sm: 3 },
        minWidth: 0,
        height: "100%",
      }}
    >
      <Box
        sx={{
          width: { xs: 36, sm: 48 },
          height: { xs: 36, sm: 48 },
          borderRadius: { xs: "12px", sm: "16px" },
          display: "grid",
          placeItems: "center",
          flexShrink: 0,
          bgcolor: `${color}.main`,
          color: `${color}.contrastText`,
        }}
      >
        <Icon fontSize="inherit" sx={{ fontSize: { xs: 20, sm: 24 } }} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h3"
          component="p"
          sx={{ fontSize: { xs: "1.1rem", sm: "1.35rem" }, overflowWrap: "anywhere" }}
          data-testid={testId ? `${testId}-value` : undefined}
        >
          {value}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary", fontSize: { xs: "0.8rem", sm: "0.875rem" } }}>
          {label}
        </Typography>
        {hint && (
          <Typography variant="caption" sx={{ color: "text.secondary", display: { xs: "none", sm: "inline" } }}>
            {hint}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
