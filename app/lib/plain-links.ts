import { useCallback, type MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Client-side navigation for plain `<a data-nav href>` links inside one container: one click handler
 * (on the container) instead of a React Router `<Link>` per link.
 *
 * Each `<Link>` resolves its path, builds its own click handler and prefetch state on every render:
 * on a list page (a link per row, sort headers, page links) that was about 4% of the server's work
 * for the page. The links here are already absolute URLs, so they need none of it. They carry
 * `data-discover` like a `<Link>`'s, so React Router still learns their routes ahead of a click.
 *
 * Like `<Link>`: only a plain left click is taken over (a modified or middle click, another target, a
 * download, or another origin is left to the browser), and following a link to the page already
 * shown replaces the history entry. Add `data-keep-scroll` for `preventScrollReset`. Without
 * JavaScript, or before hydration, they are ordinary links.
 */
export function usePlainLinkNavigation() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.("a[data-nav]");
      if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${link.pathname}${link.search}${link.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      navigate(to, { replace: to === here, preventScrollReset: link.hasAttribute("data-keep-scroll") });
    },
    [navigate],
  );
}

/** The attributes of such a link. `href` must be absolute (a path, with its query). */
export function plainLink(href: string, keepScroll = false) {
  return { href, "data-nav": "", "data-discover": "true", ...(keepScroll ? { "data-keep-scroll": "" } : {}) } as const;
}
