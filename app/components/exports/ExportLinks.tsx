import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EXPORT_FORMATS } from "~/lib/exports/formats";

/**
 * "CSV" and "XLSX" links to a list's export with the list's current filters, search and order (not its page:
 * the export has every page). Plain links: they work without JavaScript and download at once.
 */
export function ExportLinks({ path, testId = "export" }: { path: string; testId?: string }) {
  const { t } = useTranslation("exports");
  const [params] = useSearchParams();
  const href = (format: string) => {
    const query = new URLSearchParams(params);
    query.delete("page");
    query.delete("perPage");
    query.set("format", format);
    return `${path}?${query}`;
  };
  return (
    <Box role="group" aria-label={t("export.label")} sx={{ display: "flex", gap: 1 }}>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          component="a"
          href={href(format)}
          download
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          data-testid={`${testId}-${format}`}
        >
          {t(`export.${format}`)}
        </Button>
      ))}
    </Box>
  );
}
