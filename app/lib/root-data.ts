import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** The root loader's data (language, preferences, signed-in user, flash) from any component. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
