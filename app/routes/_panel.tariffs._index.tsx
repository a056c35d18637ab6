import SearchOutlined from "@mui/icons-material/SearchOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import InputAdornment from "@mui/material/InputAdornment";
import Pagination from "@mui/material/Pagination";
import PaginationItem from "@mui/material/PaginationItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/_panel.tariffs._index";
import { PageHeader } from "~/components/PageHeader";
import { TariffResults } from "~/components/tariffs/TariffResults";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { formatDateTime, formatNumber } from "~/lib/format";
import { getLocale, getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { TariffQuerySchema } from "~/lib/schemas/tariffs";
import { MIN_QUERY_LENGTH } from "~/lib/tariffs/codes";
import { TARIFF_PAGE_SIZE, searchTariffs, searchServerTiming, tariffFigures } from "~/models/tariffs.server";

/**
 * The customs tariff finder: search as you type (and a GET form `?q=` without JavaScript) over
 * HS and GTIP codes, with or without dots, and Turkish and English names. The answer carries a
 * Server-Timing header with the search's own time and the loader's.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const started = performance.now();
  requireAbility(context, request, "read", "Tariff");
  const params = TariffQuerySchema.parse(Object.fromEntries(url.searchParams));
  const canImport = can(context, "import", "Tariff");
  const [result, figures] = await Promise.all([
    searchTariffs(params.q, { page: params.page, perPage: TARIFF_PAGE_SIZE, lng: getLocale(context) }),
    canImport ? tariffFigures() : Promise.resolve(null),
  ]);
  const total = performance.now() - started;
  return data(
    { title: getT(context)("tariffs:title"), result, figures, canImport },
    { headers: { "Server-Timing": searchServerTiming(result, total) } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const timing = loaderHeaders.get("Server-Timing");
  return timing ? { "Server-Timing": timing } : {};
}

export default function TariffFinder({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["tariffs", "common"]);
  const { result, figures, canImport } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/tariffs";

  // Back and forward change the query in the URL: show it unless the user is typing.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = result.q;
  }, [result.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const n = (v: number) => formatNumber(v, i18n.language);
  const pageLink = (p: number) => `?${new URLSearchParams({ q: result.q, ...(p > 1 ? { page: String(p) } : {}) })}`;

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          canImport ? (
            <Button component={Link} to="/tariffs/import" variant="outlined" startIcon={<UploadFileOutlined />}>
              {t("import.title")}
            </Button>
          ) : undefined
        }
      />
      <Card>
        <Box
          component={Form}
          method="get"
          role="search"
          aria-label={t("title")}
          sx={{
            display: "flex",
            gap: 1,
            p: 2,
            borderBottom: 1,
            borderColor: "divider",
            flexWrap: { xs: "wrap", sm: "nowrap" },
          }}
          onSubmit={() => clearTimeout(timer.current)}
        >
          <TextField
            inputRef={input}
            name="q"
            type="search"
            defaultValue={result.q}
            label={t("searchLabel")}
            placeholder={t("searchPlaceholder")}
            fullWidth
            autoComplete="off"
            slotProps={{
              htmlInput: { "aria-describedby": "tariff-search-help", maxLength: 100, "data-testid": "tariff-q" },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined />
                  </InputAdornment>
                ),
              },
            }}
            onChange={(e) => {
              const form = e.currentTarget.form;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => {
                if (form) void submit(form, { replace: true, preventScrollReset: true });
              }, 250);
            }}
          />
          <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
            {t("common:actions.search")}
          </Button>
        </Box>
        <Typography id="tariff-search-help" variant="caption" color="textSecondary" component="p" sx={{ px: 2, pt: 1 }}>
          {t("searchHelp", { n: String(MIN_QUERY_LENGTH) })}
        </Typography>
        <Box
          aria-live="polite"
          aria-busy={searching}
          sx={{ opacity: searching ? 0.6 : 1, transition: "opacity 120ms" }}
        >
          {result.status === "empty" && (
            <Typography color="textSecondary" sx={{ p: 2 }}>
              {t("emptyHint")}
            </Typography>
          )}
          {result.status === "tooShort" && (
            <Alert severity="info" sx={{ m: 2 }} data-testid="tariff-message">
              {t("common:messages.minThreeLetters")}
            </Alert>
          )}
          {result.status === "ok" && result.total === 0 && (
            <Alert severity="warning" sx={{ m: 2 }} data-testid="tariff-message">
              {t("common:messages.noResults")}
            </Alert>
          )}
          {result.status === "ok" && result.total > 0 && (
            <>
              <Typography variant="body2" color="textSecondary" sx={{ px: 2, py: 1 }} data-testid="tariff-total">
                {result.capped ? t("resultsCapped", { n: n(result.total) }) : t("results", { n: n(result.total) })}
              </Typography>
              {result.rows.length ? (
                <TariffResults rows={result.rows} />
              ) : (
                <Alert severity="info" sx={{ m: 2 }}>
                  {t("common:messages.noResults")}
                </Alert>
              )}
              {result.pages > 1 && (
                <Box
                  component="nav"
                  aria-label={t("pages")}
                  sx={{ display: "flex", justifyContent: "center", p: 2, borderTop: 1, borderColor: "divider" }}
                >
                  <Pagination
                    page={Math.min(result.page, result.pages)}
                    count={result.pages}
                    renderItem={(item) => (
                      <PaginationItem
                        component={Link}
                        to={pageLink(item.page ?? 1)}
                        preventScrollReset={false}
                        {...item}
                      />
                    )}
                  />
                </Box>
              )}
            </>
          )}
        </Box>
      </Card>
      {figures && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }} data-testid="tariff-figures">
          {t("figures", { total: n(figures.total), gtip: n(figures.gtip), english: n(figures.english) })}{" "}
          {figures.lastImport
            ? t("lastImport", {
                date: formatDateTime(figures.lastImport.created_at, i18n.language),
                file: figures.lastImport.file_name,
              })
            : t("noImportYet")}
        </Typography>
      )}
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
