import { data } from "react-router";
import type { Route } from "./+types/$";
import { ErrorScreen } from "~/components/ErrorScreen";

/** Every path that no screen answers: "Page Not Found" with status 404. */
export async function loader(_: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorScreen kind="notFound" />;
}
