import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { SnackbarProvider, enqueueSnackbar } from "notistack";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-hydrated";

export interface ToastData {
  id: string;
  type: "success" | "error" | "info" | "warning";
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Flash messages: notistack snackbars in the browser, newest on top (bottom anchor: notistack stacks
 * those column-reverse); on the server (and so
 * without JavaScript) the same message renders as an alert in the corner of the page.
 */
export function Toaster({ toast, children }: { toast: ToastData | null; children: ReactNode }) {
  const { t } = useTranslation();
  // The alert is the page's own until scripts run; then notistack shows the message.
  const inline = useHydrated() ? null : toast;

  useEffect(() => {
    if (toast)
      enqueueSnackbar(t(toast.key, toast.values), { variant: toast.type, key: toast.id, preventDuplicate: true });
  }, [toast, t]);

  return (
    <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: "bottom", horizontal: "right" }} autoHideDuration={5000}>
      {inline && (
        <Box
          role="status"
          sx={{
            position: "fixed",
            bottom: 16,
            right: 16,
            left: { xs: 16, sm: "auto" },
            zIndex: 2000,
            maxWidth: 420,
            pointerEvents: "none",
            // Without JavaScript nothing removes it: it fades out by itself.
            animation: "flash-out 0.4s ease 7s forwards",
            "@keyframes flash-out": { to: { opacity: 0, visibility: "hidden" } },
          }}
        >
          <Alert severity={inline.type} variant="filled" data-testid="flash">
            {t(inline.key, inline.values)}
          </Alert>
        </Box>
      )}
      {children}
    </SnackbarProvider>
  );
}
