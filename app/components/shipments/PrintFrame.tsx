import ArrowBack from "@mui/icons-material/ArrowBack";
import LocalPrintshopOutlined from "@mui/icons-material/LocalPrintshopOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The frame of a print view: a toolbar on screen (hidden on paper), the sheets on a grey desk,
 * always black on white whatever the panel's skin. `page` is the paper, written in millimetres for
 * `@page { size }`: Chromium ignores the keyword `A6` (it prints on the printer's default, often
 * Letter), and every browser takes the two lengths. `10x15` is a thermal label printer's roll.
 */
const PAPER = { A4: "210mm 297mm", A6: "105mm 148mm", "10x15": "100mm 150mm" } as const;

export function PrintFrame({
  page,
  backTo,
  backLabel,
  printLabel,
  hint,
  children,
}: {
  page: keyof typeof PAPER;
  backTo: string;
  backLabel: string;
  printLabel: string;
  hint?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <GlobalStyles
        styles={{
          "@page": { size: PAPER[page], margin: 0 },
          "@media print": {
            "html, body": { background: "#fff !important" },
            ".print-toolbar": { display: "none !important" },
            ".print-desk": { padding: "0 !important", background: "#fff !important" },
            ".print-sheet": { boxShadow: "none !important", margin: "0 !important", breakAfter: "page" },
          },
        }}
      />
      <Box
        className="print-toolbar"
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1.5,
          flexWrap: "wrap",
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: "divider",
          bgcolor: "background.paper",
        }}
      >
        <Button component={Link} to={backTo} startIcon={<ArrowBack />}>
          {backLabel}
        </Button>
        {hydrated && (
          <Button variant="contained" startIcon={<LocalPrintshopOutlined />} onClick={() => window.print()}>
            {printLabel}
          </Button>
        )}
        {hint && (
          <Typography variant="body2" color="textSecondary">
            {hint}
          </Typography>
        )}
      </Box>
      <Box
        className="print-desk"
        sx={{
          bgcolor: "#e5e7eb",
          minHeight: "100vh",
          py: 3,
          px: 1,
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          gap: 3,
        }}
      >
        {children}
      </Box>
    </>
  );
}

/** One sheet of paper: exact size in millimetres, black on white. */
export function Sheet({
  width,
  height,
  children,
  testId,
}: {
  width: number;
  height: number;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      className="print-sheet"
      data-testid={testId}
      sx={{
        width: `${width}mm`,
        minHeight: `${height}mm`,
        maxWidth: "100%",
        bgcolor: "#fff",
        color: "#000",
        boxShadow: 3,
        boxSizing: "border-box",
        fontFamily: '"Public Sans Variable", "Public Sans", Arial, sans-serif',
        "& *": { color: "#000" },
      }}
    >
      {children}
    </Box>
  );
}
