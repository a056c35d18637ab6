import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/apps.invoice.print.$id";
import { InvoiceDocument } from "~/components/demo/invoice/InvoiceDocument";
import { loadInvoice } from "~/components/demo/invoice/load.server";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { requireId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { AppThemeProvider } from "~/theme/AppThemeProvider";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-invoice"] };

/**
 * The printable demo invoice: an A4 sheet rendered on the server without the panel chrome, printed with the
 * browser's own command (nothing here needs JavaScript).
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireDemo(context, request);
  const doc = loadInvoice(requireId(params.id));
  return { title: getT(context, ["demo-invoice"])("view.title", { id: doc.invoice.id }), doc };
}

const printCss = {
  "@page": { size: "A4", margin: "14mm" },
  "html body": { backgroundColor: "#e8ecf3" },
  "@media print": {
    "html body": { backgroundColor: "#fff" },
    ".no-print": { display: "none !important" },
    ".sheet": {
      boxShadow: "none !important",
      margin: "0 !important",
      padding: "0 !important",
      width: "auto !important",
    },
  },
};

export default function InvoicePrint({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-invoice");
  const { doc } = loaderData;
  return (
    <AppThemeProvider skin="light">
      <GlobalStyles styles={printCss} />
      <Box
        component="header"
        className="no-print"
        sx={{ display: "flex", justifyContent: "center", alignItems: "center", gap: 2, py: 2 }}
      >
        <Button
          component={Link}
          to={`/apps/invoice/view/${doc.invoice.id}`}
          startIcon={<ArrowBack />}
          variant="outlined"
          sx={{ bgcolor: "#fff" }}
        >
          {t("print.back")}
        </Button>
        <Typography variant="body2" sx={{ color: "#3a4356" }}>
          {t("print.hint")}
        </Typography>
      </Box>
      <Box
        component="main"
        className="sheet"
        sx={{
          width: "210mm",
          maxWidth: "100%",
          minHeight: "297mm",
          mx: "auto",
          mb: 4,
          p: "14mm",
          bgcolor: "#fff",
          color: "#1d2433",
          boxShadow: "0 6px 30px rgba(15,31,75,0.15)",
          boxSizing: "border-box",
        }}
      >
        <Typography variant="h1" sx={{ fontSize: 22, fontWeight: 800, mb: 2 }}>
          {t("print.heading")}
        </Typography>
        <InvoiceDocument doc={doc} />
      </Box>
    </AppThemeProvider>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
