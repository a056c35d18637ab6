import { Outlet } from "react-router";
import { AuthFrame } from "~/components/AuthCard";
import { useRootData } from "~/lib/root-data";

export default function AuthLayout() {
  const root = useRootData();
  return (
    <AuthFrame locale={root?.locale ?? "tr"} skin={root?.prefs.skin ?? "light"}>
      <Outlet />
    </AuthFrame>
  );
}
