import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import type { Route } from "./+types/_panel.express-prices.import";
import { PageHeader } from "~/components/PageHeader";
import { FileUploadForm } from "~/components/forms/FileUploadForm";
import { ImportReport } from "~/components/tariffs/ImportReport";
import { requireAbility } from "~/lib/auth/auth.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { readCsvUpload } from "~/lib/multipart.server";
import { ExpressCsvError, getCurrency, importExpressCsv } from "~/models/express-prices.server";

/**
 * Admins import the express price table or the countries from CSV (the export's layout). The
 * report of what changed is shown on the page.
 */
const EXPRESS_UPLOAD_MAX_BYTES = 1024 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "import", "ExpressPrice");
  return {
    title: getT(context)("express:import.title"),
    currency: await getCurrency(),
    maxBytes: EXPRESS_UPLOAD_MAX_BYTES,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAbility(context, request, "import", "ExpressPrice");
  const t = getT(context);
  const upload = await readCsvUpload(request, EXPRESS_UPLOAD_MAX_BYTES, t);
  if (!upload.ok) return data({ error: upload.error, report: null }, { status: upload.status });
  const { file, text } = upload;
  try {
    const report = await importExpressCsv(text, user.id);
    return {
      error: null,
      report: {
        title: t(report.kind === "prices" ? "express:import.reportPrices" : "express:import.reportCountries"),
        subtitle: file.name,
        added: report.added,
        changed: report.changed,
        unchanged: report.unchanged,
        removed: report.kind === "prices" ? report.removed : undefined,
        rejected: report.rejected,
        rejections: report.rejections.map((r) => ({
          line: r.line,
          value: r.value,
          reason: t(`express:import.reasons.${r.reason}`),
        })),
      },
    };
  } catch (error) {
    if (error instanceof ExpressCsvError)
      return data({ error: t(`express:import.${error.key}`), report: null }, { status: 400 });
    throw error;
  }
}

export default function ExpressImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["express", "common"]);
  return (
    <>
      <PageHeader
        title={t("import.title")}
        subtitle={t("import.subtitle")}
        actions={
          <Button component={Link} to="/express-prices" startIcon={<ArrowBack />} variant="outlined">
            {t("list.title")}
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
        <Card component="section" aria-labelledby="upload-title">
          <CardHeader
            title={t("import.uploadTitle")}
            slotProps={{ title: { variant: "h6", component: "h2", id: "upload-title" } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <FileUploadForm maxBytes={loaderData.maxBytes} error={actionData?.error} submitLabel={t("import.submit")} />
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="formats-title">
          <CardHeader
            title={t("import.formatsTitle")}
            slotProps={{ title: { variant: "h6", component: "h2", id: "formats-title" } }}
          />
          <CardContent sx={{ pt: 0, display: "grid", gap: 1.5 }}>
            <Typography variant="body2">{t("import.pricesFormat", { currency: loaderData.currency })}</Typography>
            <Box
              component="pre"
              sx={{ m: 0, p: 1.5, bgcolor: "action.hover", borderRadius: 1, overflowX: "auto", fontSize: 13 }}
            >
              {"weight_kg,1,2,3\n0.5,24.00,29.50,32.00\n1,27.10,33.10,36.10\n…\nper_kg_above,4.10,4.90,5.40"}
            </Box>
            <Typography variant="body2">{t("import.countriesFormat")}</Typography>
            <Box
              component="pre"
              sx={{ m: 0, p: 1.5, bgcolor: "action.hover", borderRadius: 1, overflowX: "auto", fontSize: 13 }}
            >
              {"country,zone\nDE,2\nGB,3\nUS,5"}
            </Box>
          </CardContent>
        </Card>
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
