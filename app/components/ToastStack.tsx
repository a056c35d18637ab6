import { SnackbarProvider, enqueueSnackbar } from "notistack";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { ToastData } from "./Toaster";

/**
 * notistack's stack, newest on top (bottom anchor: notistack stacks those column-reverse). Loaded after hydration
 * (app/components/Toaster.tsx), so no page pays for it before it is interactive. The provider registers the global
 * `enqueueSnackbar` as it renders; a screen may then call it directly.
 */
export default function ToastStack({ toast, onReady }: { toast: ToastData | null; onReady: () => void }) {
  const { t } = useTranslation();
  useEffect(onReady, [onReady]);
  useEffect(() => {
    if (toast)
      enqueueSnackbar(t(toast.key, toast.values), { variant: toast.type, key: toast.id, preventDuplicate: true });
  }, [toast, t]);
  return (
    <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: "bottom", horizontal: "right" }} autoHideDuration={5000} />
  );
}
