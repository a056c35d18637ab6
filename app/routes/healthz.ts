import type { Route } from "./+types/healthz";
import { getDb } from "~/models/db.server";
import { pingDatabase } from "~/models/dialect.server";

/** 200 {"status":"ok"} once the database answers; 503 otherwise. */
export async function loader(_: Route.LoaderArgs) {
  try {
    await pingDatabase(getDb());
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
