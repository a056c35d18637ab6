import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/lib/auth/auth.server";
import { redirectWithToast } from "~/lib/toast.server";

/** POST /logout ends the session and revokes its refresh token. A GET changes nothing. */
export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  headers.append("Set-Cookie", await endSession(request, context));
  return redirectWithToast(request, "/login", { type: "info", key: "common:messages.loggedOut" }, headers);
}
