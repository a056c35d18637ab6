import { data } from "react-router";
import type { Route } from "./+types/outbox.$id.eml";
import { requireAbility } from "~/lib/auth/auth.server";
import { outboxMessage } from "~/lib/mail.server";
import { getMail } from "~/models/outbox.server";
import { parseId } from "~/lib/ids";

/** The raw .eml file of an outbox mail, for admins. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAbility(context, request, "read", "Outbox");
  const id = parseId(params.id);
  const mail = id === null ? undefined : await getMail(id);
  if (!mail) throw data({ error: "Not found" }, { status: 404 });
  const file = await outboxMessage(mail);
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": "message/rfc822",
      "Content-Disposition": `attachment; filename="mail-${mail.id}.eml"`,
      "Cache-Control": "private, no-store",
    },
  });
}
