import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import EditNoteOutlined from "@mui/icons-material/EditNoteOutlined";
import ErrorOutline from "@mui/icons-material/ErrorOutlined";
import PieChartOutline from "@mui/icons-material/PieChartOutlined";
import SendOutlined from "@mui/icons-material/SendOutlined";
import Box from "@mui/material/Box";
import { visuallyHidden } from "@mui/utils";
import { useTranslation } from "react-i18next";
import type { InvoiceStatus } from "~/mock/invoices";

const LOOK: Record<InvoiceStatus, { icon: typeof SendOutlined; color: string }> = {
  Paid: { icon: CheckCircleOutline, color: "success.main" },
  Downloaded: { icon: DownloadOutlined, color: "info.main" },
  Sent: { icon: SendOutlined, color: "secondary.main" },
  Draft: { icon: EditNoteOutlined, color: "primary.main" },
  "Partial Payment": { icon: PieChartOutline, color: "warning.main" },
  "Past Due": { icon: ErrorOutline, color: "error.main" },
};

/** The status as an icon; its name is read to screen readers (and shown beside it when `withLabel`). */
export function InvoiceStatusBadge({ status, withLabel }: { status: InvoiceStatus; withLabel?: boolean }) {
  const { t } = useTranslation("demo-invoice");
  const { icon: Icon, color } = LOOK[status];
  const label = t(`status.${status}`);
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.75, color }} title={label}>
      <Icon fontSize="small" aria-hidden />
      {withLabel ? (
        <Box component="span" sx={{ color: "text.primary" }}>
          {label}
        </Box>
      ) : (
        <span style={visuallyHidden}>{label}</span>
      )}
    </Box>
  );
}
