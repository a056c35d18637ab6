import CssBaseline from "@mui/material/CssBaseline";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorScreen } from "./components/ErrorScreen";
import { Toaster } from "./components/Toaster";
import { authMiddleware, getAuth } from "./lib/auth/auth.server";
import { env } from "./lib/env.server";
import { DEFAULT_LANGUAGE, isLanguage, localePartOf, localesUrl } from "./lib/i18n/i18n";
import { resourcesVersion } from "./lib/i18n/resources";
import { getLocale, i18nextMiddleware, languageCookie } from "./lib/i18n/i18n.server";
import { useNonce } from "./lib/security/nonce";
import { readPrefs } from "./lib/prefs.server";
import { edgeMiddleware, requestIdContext } from "./lib/request-id.server";
import { readToast } from "./lib/toast.server";
import { useRootData } from "./lib/root-data";
import { backgroundSave } from "./lib/revalidation";
import { AppThemeProvider } from "./theme/AppThemeProvider";

export const middleware: Route.MiddlewareFunction[] = [edgeMiddleware, i18nextMiddleware, authMiddleware];

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const { user, rules } = getAuth(context);
  const [prefs, { toast, clear }] = await Promise.all([readPrefs(request), readToast(request)]);
  const headers = new Headers();
  if (clear) headers.append("Set-Cookie", clear);
  const asked = url.searchParams.get("lng");
  if (isLanguage(asked)) headers.append("Set-Cookie", await languageCookie.serialize(asked));
  return data(
    {
      locale,
      i18nVersion: resourcesVersion,
      prefs,
      toast,
      requestId: context.get(requestIdContext),
      demoApi: env().DEMO_API,
      userData: user
        ? {
            id: user.id,
            name: user.name,
            email: user.email,
            role: user.role,
            customerType: user.customer_type,
            branchId: user.branch_id,
            roleAbilities: rules,
          }
        : null,
    },
    { headers },
  );
}

/** Root data changes with the session, the language, the preferences and toasts: after writes and on every navigation that may carry them. */
export function shouldRevalidate({ formMethod, actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return !backgroundSave(actionStatus, defaultShouldRevalidate);
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const locale = root?.locale ?? DEFAULT_LANGUAGE;
  const skin = root?.prefs.skin ?? "light";
  // A template demo screen names its namespaces in `handle.i18n`; the browser then needs the demo's strings at once.
  const needsDemoStrings = useMatches().some((match) => {
    const namespaces = (match.handle as { i18n?: string | string[] } | undefined)?.i18n;
    return [namespaces ?? []].flat().some((ns) => localePartOf(ns) === "demo");
  });
  return (
    <html lang={locale} data-skin={skin}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={skin} />
        <meta name="i18n-version" content={root?.i18nVersion ?? "0"} />
        {/* A PNG, not the SVG: an SVG icon is an SVG document of its own in the page (≈ 50 ms of main thread on load) */}
        <link rel="icon" href="/favicon.png" type="image/png" sizes="64x64" />
        <link rel="preload" as="fetch" crossOrigin="anonymous" href={localesUrl(locale, root?.i18nVersion ?? "0")} />
        {needsDemoStrings && (
          <link
            rel="preload"
            as="fetch"
            crossOrigin="anonymous"
            href={localesUrl(locale, root?.i18nVersion ?? "0", "demo")}
          />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        <AppThemeProvider skin={skin}>
          <CssBaseline />
          {children}
        </AppThemeProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  // A marker for tests and tools: the page is hydrated and its forms are live.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", "true"), []);
  useEffect(() => {
    if (i18n.language !== loaderData.locale) void i18n.changeLanguage(loaderData.locale);
  }, [i18n, loaderData.locale]);
  return (
    <Toaster toast={loaderData.toast}>
      <Outlet />
    </Toaster>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <ErrorScreen kind="notFound" />;
    if (error.status === 403) return <ErrorScreen kind="forbidden" />;
    if (error.status === 503) return <ErrorScreen kind="unavailable" requestId={root?.requestId} />;
  }
  return <ErrorScreen kind="error" requestId={root?.requestId} />;
}
