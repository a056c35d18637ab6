import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { Suspense, lazy, useCallback, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-hydrated";

export interface ToastData {
  id: string;
  type: "success" | "error" | "info" | "warning";
  key: string;
  values?: Record<string, string | number>;
}

const ToastStack = lazy(() => import("./ToastStack"));

/**
 * Flash messages: notistack snackbars in the browser (app/components/ToastStack.tsx, fetched after hydration); on
 * the server (and so without JavaScript) the same message renders as an alert in the corner of the page.
 */
export function Toaster({ toast, children }: { toast: ToastData | null; children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [stackReady, setStackReady] = useState(false);
  const onReady = useCallback(() => setStackReady(true), []);
  // The alert is the page's own until notistack is there to show the message.
  const inline = stackReady ? null : toast;

  return (
    <>
      {hydrated && (
        <Suspense fallback={null}>
          <ToastStack toast={toast} onReady={onReady} />
        </Suspense>
      )}
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
    </>
  );
}
