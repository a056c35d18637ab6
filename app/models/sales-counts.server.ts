import type { ExpressionBuilder } from "kysely";
import type { Database, SalesCountsTable } from "./schema";

/**
 * How many rows of freight_requests, offers or contact_messages are in a bucket, or in all of the table's
 * buckets, as a scalar subquery on sales_counts (kept by triggers, migration 0011): a primary-key lookup
 * whatever the table's size. The buckets: freight 'open' / 'taken', offers their stored status, contact
 * messages 'unread' / 'read'. Only for unfiltered, unscoped figures: a scope, a filter or a search counts
 * its own rows.
 */
export function storedCount(
  eb: ExpressionBuilder<Database, never>,
  table: SalesCountsTable["table_name"],
  bucket?: string,
) {
  let query = eb
    .selectFrom("sales_counts")
    .select((s) => s.fn.sum<number>("sales_counts.n").as("n"))
    .where("sales_counts.table_name", "=", table);
  if (bucket !== undefined) query = query.where("sales_counts.bucket", "=", bucket);
  return query;
}
