import { getDb } from "./db.server";

/** Branches (agents in the spec's words). The full management screens come with the content issue. */
export async function listBranchOptions() {
  return getDb()
    .selectFrom("branches")
    .select(["id", "name", "city", "is_main"])
    .where("deleted_at", "is", null)
    .orderBy("is_main", "desc")
    .orderBy("name")
    .execute();
}

export async function getBranch(id: number) {
  return getDb().selectFrom("branches").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
}

export async function getMainBranch() {
  return getDb().selectFrom("branches").selectAll().where("is_main", "=", 1).where("deleted_at", "is", null).executeTakeFirst();
}
