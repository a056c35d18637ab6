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
  return getDb()
    .selectFrom("branches")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

export async function getMainBranch() {
  return getDb()
    .selectFrom("branches")
    .selectAll()
    .where("is_main", "=", 1)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** Every branch's position, for the map of the branches screen. */
export async function branchMarkers() {
  const rows = await getDb()
    .selectFrom("branches")
    .select(["id", "name", "city", "latitude", "longitude", "is_main", "phone", "address"])
    .where("deleted_at", "is", null)
    .orderBy("is_main", "desc")
    .orderBy("name")
    .limit(500)
    .execute();
  return rows.map((b) => ({ ...b, is_main: b.is_main === 1 }));
}

/** Moves agents to another branch (branch users screen); answers how many moved. */
export async function moveAgents(ids: number[], branchId: number, by: number): Promise<number | null> {
  const branch = await getBranch(branchId);
  if (!branch) return null;
  const result = await getDb()
    .updateTable("users")
    .set({ branch_id: branchId, updated_at: new Date().toISOString(), updated_by: by })
    .where("id", "in", ids)
    .where("role", "=", "agent")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
