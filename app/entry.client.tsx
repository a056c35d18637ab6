import { CacheProvider } from "@emotion/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createEmotionCache } from "./lib/emotion-cache";
import { initI18n } from "./i18n.client";

async function hydrate() {
  const i18n = await initI18n();
  const cache = createEmotionCache();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <CacheProvider value={cache}>
            <HydratedRouter />
          </CacheProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

// Unregister any background worker left by an earlier version of the site (spec point 9).
if ("serviceWorker" in navigator) {
  void navigator.serviceWorker.getRegistrations().then((regs) => regs.forEach((r) => void r.unregister()));
}

void hydrate();
