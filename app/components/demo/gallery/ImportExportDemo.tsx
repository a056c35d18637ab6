import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import RestartAltOutlined from "@mui/icons-material/RestartAltOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/fields";
import { ImportReport, type ImportReportView } from "~/components/tariffs/ImportReport";
import { formatNumber } from "~/lib/format";
import { CATALOG_COLUMNS, type CatalogRow } from "~/mock/catalog";
import { Example } from "./GalleryFrame";

/** What the import-export route's action answers: a reason the file was refused, or the import's report. */
export interface ImportActionData {
  fileError: string | null;
  report: ImportReportView | null;
}

/**
 * A small table exported as CSV and XLSX (plain download links) and imported back from either (a multipart form
 * that works without JavaScript); the report lists each refused row with its line, field and reason.
 */
export function ImportExportDemo({
  rows,
  limits,
  actionData,
}: {
  rows: CatalogRow[];
  limits: { maxBytes: number; maxRows: number };
  actionData?: ImportActionData;
}) {
  const { t, i18n } = useTranslation("demo-files");
  const id = useId();
  const lng = i18n.language;
  const max = formatNumber(limits.maxBytes / 1024 / 1024, lng, { maximumFractionDigits: 1 });
  const rejected = actionData?.report?.rejected ?? 0;
  return (
    <>
      <Example title={t("table.title")}>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }} data-testid="catalog-count">
          {t("table.hint", { count: rows.length, max: limits.maxRows })}
        </Typography>
        <TableContainer sx={{ maxHeight: 420 }}>
          <Table size="small" stickyHeader aria-label={t("table.title")} data-testid="catalog-table">
            <TableHead>
              <TableRow>
                {CATALOG_COLUMNS.map((c) => (
                  <TableCell key={c} align={c === "price" || c === "stock" ? "right" : "left"}>
                    {t(`table.columns.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.sku}>
                  <TableCell sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>{r.sku}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{r.name}</TableCell>
                  <TableCell>{t(`table.categories.${r.category}`)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {formatNumber(r.priceCents / 100, lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                  </TableCell>
                  <TableCell align="right">{formatNumber(r.stock, lng)}</TableCell>
                </TableRow>
              ))}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={CATALOG_COLUMNS.length}>{t("table.empty")}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Example>
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
          alignItems: "start",
        }}
      >
        <Example title={t("export.title")}>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t("export.hint")}
          </Typography>
          <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}>
            <Button
              variant="outlined"
              href="/extensions/import-export/catalog.csv"
              download
              startIcon={<FileDownloadOutlined />}
              data-testid="export-csv"
            >
              {t("export.csv")}
            </Button>
            <Button
              variant="outlined"
              href="/extensions/import-export/catalog.xlsx"
              download
              startIcon={<FileDownloadOutlined />}
              data-testid="export-xlsx"
            >
              {t("export.xlsx")}
            </Button>
          </Box>
        </Example>
        <Example title={t("import.title")}>
          <Form method="post" encType="multipart/form-data" data-testid="import-form">
            <input type="hidden" name="intent" value="import" />
            {actionData?.fileError && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="import-error">
                {actionData.fileError}
              </Alert>
            )}
            <Typography component="label" htmlFor={id} variant="subtitle2" sx={{ display: "block", mb: 0.75 }}>
              {t("import.file")}
            </Typography>
            <Box
              sx={{
                border: 1,
                borderStyle: "dashed",
                borderColor: "divider",
                borderRadius: 2,
                p: 2,
                "& input[type=file]": { font: "inherit", maxWidth: "100%" },
              }}
            >
              <input
                id={id}
                type="file"
                name="file"
                required
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby={`${id}-help`}
                data-testid="import-file"
              />
            </Box>
            <FormHelperText id={`${id}-help`}>{t("import.help", { rows: limits.maxRows, max })}</FormHelperText>
            <FormControl sx={{ mt: 2 }}>
              <FormLabel id={`${id}-mode`}>{t("import.mode")}</FormLabel>
              <RadioGroup name="mode" defaultValue="replace" aria-labelledby={`${id}-mode`}>
                <FormControlLabel value="replace" control={<Radio />} label={t("import.replace")} />
                <FormControlLabel value="append" control={<Radio />} label={t("import.append")} />
              </RadioGroup>
            </FormControl>
            <Box sx={{ mt: 1.5 }}>
              <SubmitButton busyIntent="import" startIcon={<UploadFileOutlined />} data-testid="import-submit">
                {t("import.submit")}
              </SubmitButton>
            </Box>
          </Form>
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="reset"
              startIcon={<RestartAltOutlined />}
              sx={{ mt: 1.5 }}
              data-testid="catalog-reset"
            >
              {t("import.reset")}
            </Button>
          </Form>
        </Example>
      </Box>
      {rejected > 0 && (
        <Alert severity="warning" data-testid="import-rejected">
          {t("import.rejected", { count: rejected })}
        </Alert>
      )}
      {actionData?.report && <ImportReport report={actionData.report} />}
    </>
  );
}
