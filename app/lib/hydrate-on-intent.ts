/**
 * Screens that work completely without JavaScript and whose fields are all uncontrolled (the sign-in screens,
 * public tracking, contact) declare `export const handle = hydrateOnIntent`. Their documents then load and hydrate React only
 * when the visitor shows an intent to use the page: a pointer moves, a key is pressed or something is clicked,
 * the page is touched or scrolled (app/lib/deferred-boot.server.ts). Until then the page is what the
 * server rendered, with working links and forms, and a phone spends no time on scripts it may not need.
 *
 * Not for forms with controlled fields (radio groups, selects and figures driven by React state, as on the
 * freight request): what a visitor types while React is still loading would be set back to React's state
 * when it hydrates. Uncontrolled fields keep what was typed.
 */
export const hydrateOnIntent = { hydrate: "on-intent" } as const;

export function wantsHydrationOnIntent(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { hydrate?: unknown }).hydrate === "on-intent";
}
