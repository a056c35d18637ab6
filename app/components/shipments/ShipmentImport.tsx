import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Theme } from "@mui/material/styles";
import { Fragment, useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link as RouterLink } from "react-router";
import { Section } from "~/components/Section";
import { SubmitButton } from "~/components/forms/fields";
import { FileUploadForm, SPREADSHEET_ACCEPT } from "~/components/forms/FileUploadForm";
import { formatNumber } from "~/lib/format";
import { labelBatchLinks } from "~/lib/shipments/label-formats";
import { formatMoney } from "~/lib/shipments/format";
import { formatTrackingNumber } from "~/lib/shipments/tracking-number";

/** The bulk import's screens: the customer (staff), the upload, the template, the preview and the result. */

interface Customer {
  id: number;
  name: string;
}

export function CustomerPicker({
  customer,
  customerQ,
  matches,
}: {
  customer: Customer | null;
  customerQ: string;
  matches: Array<{ id: number; name: string; email: string; companyName: string | null }>;
}) {
  const { t } = useTranslation("shipment-import");
  return (
    <Section title={t("customer.title")} testId="import-customer">
      {customer && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="import-customer-chosen">
          {t("customer.chosen", { name: customer.name })}
        </Alert>
      )}
      <Form method="get" role="search">
        <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
          <TextField
            name="customerQ"
            size="small"
            label={t("customer.search")}
            defaultValue={customerQ}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { minLength: 2, maxLength: 100 } }}
          />
          <Button type="submit" variant="outlined" data-testid="import-customer-search">
            {t("customer.searchButton")}
          </Button>
        </Box>
      </Form>
      {customerQ.length >= 2 &&
        (matches.length ? (
          <List dense data-testid="import-customer-matches">
            {matches.map((m) => (
              <ListItemButton key={m.id} component={RouterLink} to={`?customer=${m.id}`}>
                <ListItemText primary={m.companyName ? `${m.name} · ${m.companyName}` : m.name} secondary={m.email} />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
            {t("customer.none")}
          </Typography>
        ))}
    </Section>
  );
}

export function ImportUploadForm({
  maxBytes,
  error,
  expired,
  customerId,
  needsCustomer,
}: {
  maxBytes: number;
  error: string | null;
  expired: boolean;
  customerId: number | null;
  needsCustomer: boolean;
}) {
  const { t } = useTranslation("shipment-import");
  return (
    <Section title={t("upload.title")} testId="import-upload">
      <FileUploadForm
        maxBytes={maxBytes}
        error={error}
        submitLabel={t("upload.submit")}
        intent="preview"
        accept={SPREADSHEET_ACCEPT}
        ns="shipment-import"
        disabled={needsCustomer}
        submitTestId="import-preview"
        hidden={customerId !== null && <input type="hidden" name="customerId" value={customerId} />}
        notices={
          <>
            {expired && <Alert severity="warning">{t("errors.expired")}</Alert>}
            {needsCustomer && <Alert severity="info">{t("customer.required")}</Alert>}
          </>
        }
      />
    </Section>
  );
}

export function ImportTemplate() {
  const { t } = useTranslation("shipment-import");
  return (
    <Section title={t("template.title")} testId="import-template">
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t("template.hint")}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t("template.defaults")}
      </Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button
          href="/shipments/import/template"
          variant="outlined"
          startIcon={<DownloadOutlined />}
          data-testid="template-csv"
        >
          {t("template.csv")}
        </Button>
        <Button
          href="/shipments/import/template?format=xlsx"
          variant="outlined"
          startIcon={<DownloadOutlined />}
          data-testid="template-xlsx"
        >
          {t("template.xlsx")}
        </Button>
      </Box>
    </Section>
  );
}

interface PreviewRow {
  line: number;
  status: "valid" | "invalid" | "exists";
  reference: string | null;
  issues?: Array<{ column: string | null; label: string; message: string }>;
  shipment?: { id: number; trackingNumber: string };
  receiver?: string;
  city?: string;
  price?: { minor: number; currency: string };
}

interface Report {
  counts: { valid: number; invalid: number; exists: number };
  ignored: string[];
  rows: PreviewRow[];
}

function Counts({ counts }: { counts: Report["counts"] }) {
  const { t, i18n } = useTranslation("shipment-import");
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 2 }} data-testid="import-counts">
      <Chip
        color="success"
        label={t("preview.valid", { n: formatNumber(counts.valid, i18n.language) })}
        data-testid="count-valid"
      />
      <Chip
        color="error"
        label={t("preview.invalid", { n: formatNumber(counts.invalid, i18n.language) })}
        data-testid="count-invalid"
      />
      <Chip label={t("preview.exists", { n: formatNumber(counts.exists, i18n.language) })} data-testid="count-exists" />
    </Box>
  );
}

/**
 * On phones each row stacks: its number and result on one line, the field and the message below, so a long
 * message is not squeezed into a narrow column.
 */
const ROWS_SX = (theme: Theme) => ({
  [theme.breakpoints.down("sm")]: {
    "& thead": { display: "none" },
    "& tbody": { display: "block" },
    "& tbody tr": {
      display: "grid",
      gridTemplateColumns: "auto minmax(0, 1fr)",
      columnGap: 1.5,
      py: 1,
      borderBottom: 1,
      borderColor: "divider",
    },
    "& tbody td": { display: "block", borderBottom: 0, py: 0.25 },
    "& tbody td:nth-of-type(1)::before": { content: "attr(data-label) ' '" },
    "& tbody td:nth-of-type(n + 3)": { gridColumn: "1 / -1" },
  },
});

/** On phones a created shipment stacks too: tracking number and price on one line, reference and receiver below. */
const CREATED_SX = (theme: Theme) => ({
  [theme.breakpoints.down("sm")]: {
    "& thead": { display: "none" },
    "& tbody": { display: "block" },
    "& tbody tr": {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) auto",
      columnGap: 1.5,
      py: 1,
      borderBottom: 1,
      borderColor: "divider",
    },
    "& tbody td": { display: "block", borderBottom: 0, py: 0.25 },
    "& tbody td:nth-of-type(4)": { gridColumn: 2, gridRow: 1 },
    "& tbody td:nth-of-type(2), & tbody td:nth-of-type(3)": { gridColumn: "1 / -1" },
  },
});

function RowsTable({ rows }: { rows: PreviewRow[] }) {
  const { t, i18n } = useTranslation("shipment-import");
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" data-testid="import-rows" sx={ROWS_SX}>
        <TableHead>
          <TableRow>
            <TableCell>{t("preview.row")}</TableCell>
            <TableCell>{t("preview.status")}</TableCell>
            <TableCell>{t("preview.field")}</TableCell>
            <TableCell>{t("preview.message")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) =>
            r.status === "invalid" ? (
              <Fragment key={r.line}>
                {(r.issues ?? []).map((issue, i) => (
                  <TableRow key={`${r.line}-${i}`} data-testid={`row-${r.line}`} data-status="invalid">
                    <TableCell data-label={t("preview.row")}>{r.line}</TableCell>
                    <TableCell>
                      <Typography variant="body2" color="error">
                        {t("preview.statusInvalid")}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {issue.label}
                      {issue.column && (
                        <Typography component="span" variant="caption" color="textSecondary" sx={{ ml: 0.5 }}>
                          ({issue.column})
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{issue.message}</TableCell>
                  </TableRow>
                ))}
              </Fragment>
            ) : (
              <TableRow key={r.line} data-testid={`row-${r.line}`} data-status={r.status}>
                <TableCell data-label={t("preview.row")}>{r.line}</TableCell>
                <TableCell>
                  <Typography variant="body2" color={r.status === "valid" ? "success.main" : "textSecondary"}>
                    {t(r.status === "valid" ? "preview.statusValid" : "preview.statusExists")}
                  </Typography>
                </TableCell>
                <TableCell>{r.reference ? `${t("columns.reference")}: ${r.reference}` : ""}</TableCell>
                <TableCell>
                  {r.status === "exists" && r.shipment ? (
                    <Link component={RouterLink} to={`/shipments/${r.shipment.id}`}>
                      {t("preview.existsMessage", { number: formatTrackingNumber(r.shipment.trackingNumber) })}
                    </Link>
                  ) : (
                    `${r.receiver ?? ""}, ${r.city ?? ""} · ${r.price ? formatMoney(r.price.minor, r.price.currency, i18n.language) : ""}`
                  )}
                </TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

export function ImportPreview({
  preview,
  error,
  customerName,
}: {
  preview: Report & { token: string; fileName: string };
  error: string | null;
  customerName: string | null;
}) {
  const { t, i18n } = useTranslation("shipment-import");
  const acceptId = useId();
  return (
    <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: "minmax(0, 1fr)" }}>
      <Section
        title={t("preview.title")}
        subheader={customerName ? `${preview.fileName} · ${customerName}` : preview.fileName}
        testId="import-preview-section"
      >
        <Counts counts={preview.counts} />
        {preview.ignored.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t("preview.ignored", { columns: preview.ignored.join(", ") })}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="create-error">
            {error}
          </Alert>
        )}
        {preview.counts.valid > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="create" />
            <input type="hidden" name="token" value={preview.token} />
            <FormControl error={Boolean(error)} component="div" sx={{ display: "block", mb: 1.5 }}>
              <FormControlLabel
                control={<Checkbox name="accept" id={acceptId} required />}
                label={t("preview.accept")}
              />
              {preview.counts.invalid > 0 && (
                <FormHelperText>
                  {t("preview.skipHint", { n: formatNumber(preview.counts.invalid, i18n.language) })}
                </FormHelperText>
              )}
            </FormControl>
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
              <SubmitButton busyIntent="create" data-testid="import-create">
                {t("preview.create", { n: formatNumber(preview.counts.valid, i18n.language) })}
              </SubmitButton>
              <Button component={RouterLink} to="/shipments/import">
                {t("preview.restart")}
              </Button>
            </Box>
          </Form>
        ) : (
          <Box>
            <Alert severity="info" sx={{ mb: 1.5 }} data-testid="nothing-to-create">
              {t("preview.nothing")}
            </Alert>
            <Button component={RouterLink} to="/shipments/import" variant="contained">
              {t("preview.restart")}
            </Button>
          </Box>
        )}
      </Section>
      <Section title={t("preview.rows")}>
        <RowsTable rows={preview.rows} />
      </Section>
    </Box>
  );
}

export function ImportResult({
  result,
  customerName,
}: {
  result: {
    fileName: string;
    shipments: Array<{
      id: number;
      tracking_number: string;
      reference: string | null;
      receiver_name: string;
      receiver_city: string;
      price_minor: number | null;
      price_currency: string | null;
    }>;
    report: Report;
  };
  customerName: string | null;
}) {
  const { t, i18n } = useTranslation(["shipment-import", "shipments"]);
  // A large import prints in a few documents, each as many labels as the label view takes, in file order.
  const batches = labelBatchLinks(result.shipments.map((s) => s.id));
  return (
    <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: "minmax(0, 1fr)" }}>
      <Section
        title={t("result.title")}
        subheader={customerName ? `${result.fileName} · ${customerName}` : result.fileName}
        testId="import-result"
      >
        <Alert severity={result.shipments.length ? "success" : "info"} sx={{ mb: 2 }} data-testid="import-created">
          {result.shipments.length
            ? t("result.created", { n: formatNumber(result.shipments.length, i18n.language) })
            : t("result.none")}
        </Alert>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 2 }}>
          {batches.map((b) => (
            <Button
              key={b.from}
              href={b.href}
              variant="contained"
              startIcon={<PrintOutlined />}
              data-testid="print-labels"
            >
              {batches.length === 1 ? t("result.labels") : t("result.labelsRange", { from: b.from, to: b.to })}
            </Button>
          ))}
          <Button component={RouterLink} to="/shipments/import">
            {t("result.another")}
          </Button>
        </Box>
        {result.shipments.length > 0 && (
          <Box sx={{ overflowX: "auto" }}>
            <Table size="small" data-testid="import-created-list" sx={CREATED_SX}>
              <TableHead>
                <TableRow>
                  <TableCell>{t("shipments:fields.trackingNumber")}</TableCell>
                  <TableCell>{t("columns.reference")}</TableCell>
                  <TableCell>{t("shipments:fields.receiver")}</TableCell>
                  <TableCell align="right">{t("shipments:fields.price")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.shipments.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/shipments/${s.id}`}>
                        {formatTrackingNumber(s.tracking_number)}
                      </Link>
                    </TableCell>
                    <TableCell>{s.reference ?? ""}</TableCell>
                    <TableCell>{`${s.receiver_name}, ${s.receiver_city}`}</TableCell>
                    <TableCell align="right">
                      {s.price_minor !== null && s.price_currency
                        ? formatMoney(s.price_minor, s.price_currency, i18n.language)
                        : ""}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Section>
      <Section title={t("preview.rows")}>
        <Counts counts={result.report.counts} />
        <RowsTable rows={result.report.rows} />
      </Section>
    </Box>
  );
}
