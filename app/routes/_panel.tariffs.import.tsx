import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.tariffs.import";
import { PageHeader } from "~/components/PageHeader";
import { RadioInputPlain } from "~/components/tariffs/RadioInputPlain";
import { FileUploadForm } from "~/components/forms/FileUploadForm";
import { ImportReport } from "~/components/tariffs/ImportReport";
import { requireAbility } from "~/lib/auth/auth.server";
import { formatDateTime, formatNumber } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { readCsvUpload } from "~/lib/multipart.server";
import { TariffImportSchema } from "~/lib/schemas/tariffs";
import { TARIFF_IMPORT_MODES } from "~/lib/tariffs/import-types";
import { redirectWithToast } from "~/lib/toast.server";
import { TariffFileError, importTariffText } from "~/models/tariff-import.server";
import { getTariffImport, listTariffImports, reportFromRecord, tariffFigures } from "~/models/tariffs.server";

/**
 * The finder's admin view: upload the yearly tariff files (the HS nomenclature CSV in English,
 * the Turkish customs tariff CSV in Turkish), see what each import did and the import history.
 * A multipart form that works without JavaScript; files over the limit answer 413.
 */
const TARIFF_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
const ReportParam = z.object({ report: z.coerce.number().int().positive().optional().catch(undefined) });

export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "import", "Tariff");
  const { report: reportId } = ReportParam.parse(Object.fromEntries(url.searchParams));
  const [imports, figures, record] = await Promise.all([
    listTariffImports(10),
    tariffFigures(),
    reportId ? getTariffImport(reportId) : Promise.resolve(undefined),
  ]);
  if (reportId && !record) throw data(null, { status: 404 });
  return {
    title: getT(context)("tariffs:import.title"),
    imports,
    figures,
    maxBytes: TARIFF_UPLOAD_MAX_BYTES,
    report: record
      ? {
          ...reportFromRecord(record),
          fileName: record.file_name,
          createdAt: record.created_at,
          by: record.created_by_name,
        }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAbility(context, request, "import", "Tariff");
  const t = getT(context);
  const upload = await readCsvUpload(request, TARIFF_UPLOAD_MAX_BYTES, t);
  if (!upload.ok) return data({ error: upload.error }, { status: upload.status });
  const { form, file, text } = upload;
  const { mode } = TariffImportSchema.catch({ mode: "merge" }).parse({ mode: form.get("mode") ?? undefined });
  try {
    const report = await importTariffText(text, { fileName: file.name || "upload.csv", mode, userId: user.id });
    return redirectWithToast(request, `/tariffs/import?report=${report.importId}`, {
      type: report.rejected ? "warning" : "success",
      key: "tariffs:import.done",
      values: { added: report.added, changed: report.changed, rejected: report.rejected },
    });
  } catch (error) {
    if (error instanceof TariffFileError) return data({ error: t(`tariffs:import.${error.key}`) }, { status: 400 });
    throw error;
  }
}

export default function TariffImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["tariffs", "common"]);
  const { report, imports, figures } = loaderData;
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <>
      <PageHeader
        title={t("import.title")}
        subtitle={t("import.subtitle")}
        actions={
          <Button component={Link} to="/tariffs" startIcon={<ArrowBack />} variant="outlined">
            {t("title")}
          </Button>
        }
      />
      {report && (
        <Box sx={{ mb: 2.5 }}>
          <ImportReport
            report={{
              title: t("import.reportTitle", { file: report.fileName }),
              subtitle: t("import.reportSubtitle", {
                format: t(`formats.${report.format}`),
                mode: t(`modes.${report.mode}`),
                date: formatDateTime(report.createdAt, i18n.language),
                rows: n(report.totalRows),
                ms: n(report.durationMs),
              }),
              added: report.added,
              changed: report.changed,
              unchanged: report.unchanged,
              removed: report.removed,
              rejected: report.rejected,
              rejections: report.rejections.map((r) => ({
                line: r.line,
                value: r.code,
                reason: t(`import.reasons.${r.reason}`),
              })),
            }}
          />
        </Box>
      )}
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
          alignItems: "start",
        }}
      >
        <Card component="section" aria-labelledby="tariff-upload-title">
          <CardHeader
            title={t("import.uploadTitle")}
            subheader={t("figures", { total: n(figures.total), gtip: n(figures.gtip), english: n(figures.english) })}
            slotProps={{ title: { variant: "h6", component: "h2", id: "tariff-upload-title" } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <FileUploadForm maxBytes={loaderData.maxBytes} error={actionData?.error} submitLabel={t("import.submit")}>
              <RadioInputPlain
                name="mode"
                label={t("import.mode")}
                defaultValue="merge"
                options={TARIFF_IMPORT_MODES.map((m) => ({
                  value: m,
                  label: t(`modes.${m}`),
                  description: t(`modeHelp.${m}`),
                }))}
              />
            </FileUploadForm>
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="tariff-formats-title">
          <CardHeader
            title={t("import.formatsTitle")}
            slotProps={{ title: { variant: "h6", component: "h2", id: "tariff-formats-title" } }}
          />
          <CardContent sx={{ pt: 0, display: "grid", gap: 1.5 }}>
            <Typography variant="body2">{t("import.hsFormat")}</Typography>
            <Box
              component="pre"
              sx={{ m: 0, p: 1.5, bgcolor: "action.hover", borderRadius: 1, overflowX: "auto", fontSize: 13 }}
            >
              {
                'section,hscode,description,parent,level\nI,0101,"Horses, asses, mules and hinnies; live",01,4\nI,010121,"Horses; live, pure-bred breeding animals",0101,6'
              }
            </Box>
            <Typography variant="body2">{t("import.tgtcFormat")}</Typography>
            <Box
              component="pre"
              sx={{ m: 0, p: 1.5, bgcolor: "action.hover", borderRadius: 1, overflowX: "auto", fontSize: 13 }}
            >
              {
                'gtip_code,digits,chapter,heading,description,unit,tax_rate\n0101,4,01,0101,"Canlı atlar, eşekler, katırlar ve bardolar",,\n,,01,0101,- Atlar:,,\n0101.21.00.00.00,12,01,0101,- - Damızlık olanlar (safkan),Adet,0'
              }
            </Box>
            <Typography variant="body2" color="textSecondary">
              {t("import.cliHint")}
            </Typography>
          </CardContent>
        </Card>
      </Box>
      <Card component="section" aria-labelledby="tariff-history-title" sx={{ mt: 2.5 }}>
        <CardHeader
          title={t("import.historyTitle")}
          slotProps={{ title: { variant: "h6", component: "h2", id: "tariff-history-title" } }}
        />
        <CardContent sx={{ pt: 0 }}>
          {imports.length === 0 ? (
            <Typography color="textSecondary">{t("noImportYet")}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }} data-testid="import-history">
              {imports.map((i) => (
                <Box
                  component="li"
                  key={i.id}
                  sx={{
                    display: "flex",
                    flexWrap: "wrap",
                    gap: 1,
                    alignItems: "center",
                    py: 1.25,
                    borderBottom: 1,
                    borderColor: "divider",
                    "&:last-child": { borderBottom: 0 },
                  }}
                >
                  <Box sx={{ flexGrow: 1, minWidth: 220 }}>
                    <Typography
                      variant="body2"
                      component={Link}
                      to={`/tariffs/import?report=${i.id}`}
                      sx={{ fontWeight: 600, color: "primary.main" }}
                    >
                      {i.file_name}
                    </Typography>
                    <Typography variant="caption" color="textSecondary" component="div">
                      {formatDateTime(i.created_at, i18n.language)}
                      {i.created_by_name ? ` · ${i.created_by_name}` : ""}
                    </Typography>
                  </Box>
                  <Chip size="small" variant="outlined" label={t(`formats.${i.format}`)} />
                  <Chip size="small" variant="outlined" label={t(`modes.${i.mode}`)} />
                  <Typography variant="caption" color="textSecondary">
                    {t("import.historyCounts", {
                      added: n(i.added),
                      changed: n(i.changed),
                      removed: n(i.removed),
                      rejected: n(i.rejected),
                    })}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
