import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import type { Route } from "./+types/_panel.domestic-prices.import";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { FileUploadForm } from "~/components/forms/FileUploadForm";
import { ImportReport } from "~/components/tariffs/ImportReport";
import { requireAbility } from "~/lib/auth/auth.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { readCsvUpload } from "~/lib/multipart.server";
import { DomesticCsvError, importDomesticCsv } from "~/models/domestic-prices.server";

/** Admins replace the domestic price list from CSV (the export's layout); the report of what changed is shown. */
const DOMESTIC_UPLOAD_MAX_BYTES = 256 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "update", "DomesticPrice");
  return { title: getT(context)("express:domestic.importTitle"), maxBytes: DOMESTIC_UPLOAD_MAX_BYTES };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAbility(context, request, "update", "DomesticPrice");
  const t = getT(context);
  const upload = await readCsvUpload(request, DOMESTIC_UPLOAD_MAX_BYTES, t);
  if (!upload.ok) return data({ error: upload.error, report: null }, { status: upload.status });
  const { file, text } = upload;
  try {
    const report = await importDomesticCsv(text, user.id);
    return {
      error: null,
      report: {
        title: t("express:domestic.importReport"),
        subtitle: file.name,
        added: report.added,
        changed: report.changed,
        unchanged: report.unchanged,
        removed: report.removed,
        rejected: report.rejected,
        rejections: report.rejections.map((r) => ({
          line: r.line,
          value: r.value,
          reason: t(`express:domestic.reasons.${r.reason}`),
        })),
      },
    };
  } catch (error) {
    if (error instanceof DomesticCsvError)
      return data({ error: t(`express:domestic.csv.${error.key}`), report: null }, { status: 400 });
    throw error;
  }
}

export default function DomesticImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["express", "common"]);
  return (
    <>
      <PageHeader
        title={loaderData.title}
        subtitle={t("domestic.importSubtitle")}
        actions={
          <Button component={Link} to="/domestic-prices" startIcon={<ArrowBack />} variant="outlined">
            {t("domestic.title")}
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
        <Section title={t("import.uploadTitle")}>
          <FileUploadForm maxBytes={loaderData.maxBytes} error={actionData?.error} submitLabel={t("import.submit")} />
        </Section>
        <Section title={t("import.formatsTitle")}>
          <Typography variant="body2">{t("domestic.csvFormat")}</Typography>
          <Box
            component="pre"
            sx={{ m: 0, mt: 1.5, p: 1.5, bgcolor: "action.hover", borderRadius: 1, overflowX: "auto", fontSize: 13 }}
          >
            {"max_kg,same_city,between_cities\n1,60.00,75.00\n5,90.00,120.00\n10,140.00,190.00\nper_kg_above,15.00,"}
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
