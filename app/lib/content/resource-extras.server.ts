import { branchMarkers, moveAgents } from "~/models/branches.server";
import { inviteUser } from "~/models/resource-hooks.server";
import type { ListExtra, ResourceKey } from "./resource";
import type { BulkIntent, FormIntent } from "./resource-routes.server";

/**
 * The server side of the few screens that do more than list and edit: the branches map, moving
 * agents between branches in bulk, and sending an invitation again.
 */
export const LIST_EXTRAS: Partial<
  Record<ResourceKey, { load?: () => Promise<ListExtra>; intents?: Record<string, BulkIntent> }>
> = {
  branches: { load: async () => ({ markers: await branchMarkers() }) },
  branchUsers: {
    intents: {
      async move(ids, form, user) {
        const branchId = Number(form.get("branchId"));
        if (!Number.isSafeInteger(branchId) || branchId <= 0)
          return { ok: false, error: "content:validation.branchRequired" };
        const moved = await moveAgents(ids, branchId, user.id);
        if (moved === null) return { ok: false, error: "content:validation.branchRequired" };
        return { ok: true, toast: "content:toast.moved", values: { n: moved } };
      },
    },
  },
};

const invite: FormIntent = async (id, _row, ctx) => {
  await inviteUser(id, ctx.request);
  return "content:toast.inviteSent";
};

export const FORM_INTENTS: Partial<Record<ResourceKey, Record<string, FormIntent>>> = {
  users: { invite },
  branchUsers: { invite },
};
