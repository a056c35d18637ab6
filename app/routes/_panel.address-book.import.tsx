import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import type { Route } from "./+types/_panel.address-book.import";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { FileUploadForm } from "~/components/forms/FileUploadForm";
import { ImportReport } from "~/components/tariffs/ImportReport";
import { requireBookOwner } from "~/lib/address-book/owner.server";
import { CSV_COLUMNS } from "~/lib/address-book/schema";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { readCsvUpload } from "~/lib/multipart.server";
import { AddressCsvError, IMPORT_MAX_ROWS, importAddressesCsv } from "~/models/address-book.server";

/** A customer adds addresses to their book from CSV (the export's layout); refused rows are reported by line. */
const UPLOAD_MAX_BYTES = 1024 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireBookOwner(context, request, "import");
  return { title: getT(context)("address-book:import.title"), maxBytes: UPLOAD_MAX_BYTES, maxRows: IMPORT_MAX_ROWS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireBookOwner(context, request, "import");
  const t = getT(context);
  const upload = await readCsvUpload(request, UPLOAD_MAX_BYTES, t);
  if (!upload.ok) return data({ error: upload.error, report: null }, { status: upload.status });
  const { file, text } = upload;
  try {
    const report = await importAddressesCsv(user.id, text);
    return {
      error: null,
      report: {
        title: t("address-book:import.report"),
        subtitle: file.name,
        added: report.added,
        changed: 0,
        unchanged: 0,
        rejected: report.rejected,
        rejections: report.rejections.map((r) => ({
          line: r.line,
          value: r.value,
          reason: `${t(r.field === "label" ? "address-book:fields.label" : `shipments:fields.${r.field}`)}: ${t(r.reason)}`,
        })),
      },
    };
  } catch (error) {
    if (error instanceof AddressCsvError)
      return data(
        { error: t(`address-book:import.errors.${error.key}`, { max: String(IMPORT_MAX_ROWS) }), report: null },
        { status: 400 },
      );
    throw error;
  }
}

export default function AddressImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["address-book", "common"]);
  return (
    <>
      <PageHeader
        title={loaderData.title}
        subtitle={t("import.subtitle", { max: String(loaderData.maxRows) })}
        actions={
          <Button component={Link} to="/address-book" startIcon={<ArrowBack />}>
            {t("title")}
          </Button>
        }
      />
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
          alignItems: "start",
        }}
      >
        <Section title={t("import.upload")}>
          <FileUploadForm maxBytes={loaderData.maxBytes} error={actionData?.error} submitLabel={t("import.submit")} />
        </Section>
        <Section title={t("import.format")}>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t("import.formatHint")}
          </Typography>
          <Box
            component="pre"
            sx={{ m: 0, p: 1.5, bgcolor: "action.hover", borderRadius: 1, overflowX: "auto", fontSize: 13 }}
          >
            {`${CSV_COLUMNS.join(",")}\nAnnemler,Ayşe Demir,,TR,İstanbul,Kadıköy,Caferağa Mah.,Moda Cad. No:5,34710,,,+90 533 111 22 33`}
          </Box>
        </Section>
      </Box>
      {actionData?.report && (
        <Box sx={{ mt: 2.5 }}>
          <ImportReport report={actionData.report} />
        </Box>
      )}
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
