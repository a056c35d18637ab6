/**
 * Screens that work completely without JavaScript and whose fields are all uncontrolled declare
 * `export const handle = hydrateOnIntent`: the public sign-in screens, tracking, contact and the freight request, and the panel's
 * read-mostly screens (the home and the lists: shipments, freight requests, offers, messages, the outbox, every
 * content list). Their documents then load and hydrate React only when the visitor shows an intent to use the
 * page: a pointer moves, a key is pressed or something is clicked, the page is touched or scrolled
 * (app/lib/deferred-boot.server.ts). Until then the page is what the server rendered, with working links and
 * forms, and a phone spends no time on scripts it may not need (on the panel lists, a mobile Lighthouse run
 * went from 72 to 100: hydrating the MUI shell costs 1.5–2 s of a mid-range phone's main thread).
 *
 * The rule for such a screen: nothing on it needs JavaScript to answer a click, because a click that lands
 * while the modules are on their way is the browser's alone. Every button submits a form, tabs are links,
 * menus are `<details>`, lazy parts (the data grid) stand in as server markup. tests/e2e/boot.spec.ts checks
 * the rendered documents for controls that only JavaScript would run.
 *
 * Not for forms with controlled fields that do not adopt what the page shows when they hydrate (as in the
 * shipment wizard's pickers): what a visitor types while React is still loading would be set back to React's
 * state. Uncontrolled fields keep what was typed, and app/components/forms/ChoiceGroup.tsx's radio groups and
 * checkboxes adopt it (the freight request relies on both, and computes its figures from the form as found).
 */
export const hydrateOnIntent = { hydrate: "on-intent" } as const;

/**
 * The same for visitors only, on a public screen that a signed-in user sees inside the panel's shell (loaded on
 * demand, app/components/layout/SignedInShell.tsx): there the page hydrates right after the first paint, because
 * React renders a boundary still waiting for that shell afresh when anything above it changes first, and what
 * was typed into the server's fields meanwhile would go with it.
 */
export const hydrateOnIntentForVisitors = { hydrate: "on-intent", visitorsOnly: true } as const;

export function wantsHydrationOnIntent(handle: unknown, signedIn = false): boolean {
  if (typeof handle !== "object" || handle === null) return false;
  const { hydrate, visitorsOnly } = handle as { hydrate?: unknown; visitorsOnly?: unknown };
  return hydrate === "on-intent" && !(visitorsOnly === true && signedIn);
}
