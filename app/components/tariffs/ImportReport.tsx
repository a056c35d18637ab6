import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/lib/format";

/**
 * What an import did: rows added, changed, unchanged, removed and rejected, and the rejected
 * rows with their line numbers and reasons (already translated by the caller).
 */
export interface ImportReportView {
  title: string;
  subtitle?: string;
  added: number;
  changed: number;
  unchanged: number;
  removed?: number;
  rejected: number;
  rejections: Array<{ line: number; value: string; reason: string }>;
}

export function ImportReport({ report }: { report: ImportReportView }) {
  const { t, i18n } = useTranslation("tariffs");
  const n = (v: number) => formatNumber(v, i18n.language);
  type Figure = [key: string, value: number, color: string];
  const figures: Figure[] = [
    ["added", report.added, "success.main"],
    ["changed", report.changed, "info.main"],
    ["unchanged", report.unchanged, "text.secondary"],
  ];
  if (report.removed !== undefined) figures.push(["removed", report.removed, "warning.main"]);
  figures.push(["rejected", report.rejected, "error.main"]);
  return (
    <Card data-testid="import-report" component="section" aria-labelledby="import-report-title">
      <CardHeader
        title={report.title}
        subheader={report.subtitle}
        slotProps={{ title: { variant: "h5", component: "h2", id: "import-report-title" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box
          component="dl"
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: `repeat(${figures.length}, 1fr)` },
            gap: 1.5,
            m: 0,
          }}
        >
          {figures.map(([key, value, color]) => (
            <Box
              key={key}
              sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 1.5 }}
              data-testid={`report-${key}`}
            >
              <Typography component="dt" variant="body2" color="textSecondary">
                {t(`report.${key}`)}
              </Typography>
              <Typography component="dd" variant="h4" sx={{ m: 0, color }} data-testid={`report-${key}-value`}>
                {n(value)}
              </Typography>
            </Box>
          ))}
        </Box>
        {report.rejections.length > 0 && (
          <Box sx={{ mt: 2.5 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {report.rejected > report.rejections.length
                ? t("report.rejectionsFirst", { shown: n(report.rejections.length), total: n(report.rejected) })
                : t("report.rejections")}
            </Typography>
            <Box
              component="table"
              sx={{
                width: "100%",
                borderCollapse: "collapse",
                fontSize: 14,
                "& th, & td": { textAlign: "left", px: 1, py: 0.5, borderBottom: 1, borderColor: "divider" },
              }}
              data-testid="report-rejections"
            >
              <thead>
                <tr>
                  <th scope="col">{t("report.line")}</th>
                  <th scope="col">{t("report.value")}</th>
                  <th scope="col">{t("report.reason")}</th>
                </tr>
              </thead>
              <tbody>
                {report.rejections.map((r, i) => (
                  <tr key={`${r.line}-${i}`}>
                    <td>{r.line}</td>
                    <td>
                      <code>{r.value || "—"}</code>
                    </td>
                    <td>{r.reason}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        )}
        {report.rejected === 0 && report.added + report.changed + (report.removed ?? 0) === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t("report.nothingChanged")}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
