import { Outlet } from "react-router";
import { AuthFrame } from "~/components/AuthCard";
import { useRootData } from "~/lib/root-data";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";

/** Works without JavaScript: React loads when the visitor starts using the page. */
export const handle = hydrateOnIntent;

export default function AuthLayout() {
  const root = useRootData();
  return (
    <AuthFrame locale={root?.locale ?? "tr"} skin={root?.prefs.skin ?? "light"}>
      <Outlet />
    </AuthFrame>
  );
}
