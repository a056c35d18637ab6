import { getDb } from "./db.server";

/** The admin home's website figures, in one query (counts in SQL). */
export async function contentOverview() {
  const row = await getDb()
    .selectNoFrom((eb) => {
      const n = eb.fn.countAll<number>().as("n");
      return [
        eb
          .selectFrom("banners")
          .select(n)
          .where("deleted_at", "is", null)
          .where("is_active", "=", 1)
          .as("activeBanners"),
        eb
          .selectFrom("pages")
          .select(n)
          .where("deleted_at", "is", null)
          .where("is_published", "=", 1)
          .as("publishedPages"),
        eb
          .selectFrom("blogs")
          .select(n)
          .where("deleted_at", "is", null)
          .where("status", "=", "published")
          .as("publishedPosts"),
        eb.selectFrom("blogs").select(n).where("deleted_at", "is", null).where("status", "=", "draft").as("draftPosts"),
        eb.selectFrom("services").select(n).where("deleted_at", "is", null).as("services"),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    activeBanners: Number(row.activeBanners ?? 0),
    publishedPages: Number(row.publishedPages ?? 0),
    publishedPosts: Number(row.publishedPosts ?? 0),
    draftPosts: Number(row.draftPosts ?? 0),
    services: Number(row.services ?? 0),
  };
}
