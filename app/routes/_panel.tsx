import {
  Outlet,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
  type Params,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/_panel";
import { ErrorScreen } from "~/components/ErrorScreen";
import { AppShell, type ShellLayout } from "~/components/layout/AppShell";
import { NavbarSearch } from "~/components/search/NavbarSearch";
import { requireUser } from "~/lib/auth/auth.server";
import { panelBadges } from "~/lib/panel-badges.server";
import { useRootData } from "~/lib/root-data";
import { bookmarkedPages } from "~/lib/search/search.server";
import { searchViewer } from "~/lib/search/viewer.server";
import { backgroundSave } from "~/lib/revalidation";

/** Every panel screen sits in this layout; signed-out visitors go to the login page first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const [badges, bookmarks] = await Promise.all([panelBadges(context), bookmarkedPages(searchViewer(context))]);
  return { bookmarks, badges };
}

/** Menu badges change with writes, and opening an unread contact message marks it read. */
export function shouldRevalidate({
  formMethod,
  actionStatus,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return !backgroundSave(actionStatus, defaultShouldRevalidate);
  if (nextUrl.pathname.startsWith("/contacts")) return true;
  return defaultShouldRevalidate;
}

/**
 * What a screen's `handle` may ask of the shell: a configuration (fixed, or from the route's params) and a footer.
 * Only the layouts gallery asks; every other screen gets the usual shell.
 */
export interface ShellHandle {
  layout?: ShellLayout | ((params: Params) => ShellLayout | undefined);
  footer?: React.ComponentType;
}

function useShellHandle(): { layout?: ShellLayout; footer?: React.ReactNode } {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as ShellHandle | undefined;
    if (!handle?.layout) continue;
    const Footer = handle.footer;
    return {
      layout: typeof handle.layout === "function" ? handle.layout(matches[i].params) : handle.layout,
      footer: Footer ? <Footer /> : undefined,
    };
  }
  return {};
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const panel = useRouteLoaderData<typeof loader>("routes/_panel");
  // Menu badges come from this layout's loader; a screen's loader may return fresher ones (it runs in parallel).
  const badges = useMatches().reduce<Record<string, number>>(
    (all, m) => ({ ...all, ...(m.loaderData as { badges?: Record<string, number> } | undefined)?.badges }),
    {},
  );
  const { layout, footer } = useShellHandle();
  if (!root?.userData) return <>{children}</>;
  return (
    <AppShell
      badges={badges}
      user={root.userData}
      locale={root.locale}
      skin={root.prefs.skin}
      menuCollapsed={root.prefs.menuCollapsed}
      navbar={<NavbarSearch bookmarks={panel?.bookmarks ?? []} />}
      layout={layout}
      footer={footer}
    >
      {children}
    </AppShell>
  );
}

export default function PanelLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 404 ? "notFound" : status === 403 ? "forbidden" : status === 503 ? "unavailable" : "error";
  return (
    <Shell>
      <ErrorScreen kind={kind} requestId={root?.requestId} />
    </Shell>
  );
}
