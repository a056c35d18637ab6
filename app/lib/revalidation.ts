/**
 * Whether a post that succeeded asked for no revalidation (`defaultShouldRevalidate: false` on the submit, as the
 * shipment wizard's background draft save does). The shell's loaders refresh after every other post, one answered
 * with a 4xx included (its toast, the menu's counts); a background save changes nothing they show.
 */
export function backgroundSave(actionStatus: number | undefined, defaultShouldRevalidate: boolean): boolean {
  return !defaultShouldRevalidate && (actionStatus ?? 200) < 400;
}
