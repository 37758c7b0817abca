import { and, eq, sql } from "drizzle-orm";
import { documentCounts } from "../../db/schema";
import type { Database } from "../context";
import type { Category, DocumentStatus } from "../contract";

// The company's documents per category and status, kept by triggers on `documents` (migration
// 0007): a few rows, whatever the size of the library.

/** A query (for a batch) of the company's counts per status, of one category or all. */
export function countsByStatusQuery(db: Database, companyId: number, category?: Category) {
  return db
    .select({
      status: documentCounts.status,
      count: sql<number>`sum(${documentCounts.count})`.mapWith(Number),
    })
    .from(documentCounts)
    .where(
      and(
        eq(documentCounts.companyId, companyId),
        category ? eq(documentCounts.category, category) : undefined,
      ),
    )
    .groupBy(documentCounts.status);
}

/** A query (for a batch) of every count of the company, per category and status. */
export function allCountsQuery(db: Database, companyId: number) {
  return db
    .select({ category: documentCounts.category, status: documentCounts.status, count: documentCounts.count })
    .from(documentCounts)
    .where(eq(documentCounts.companyId, companyId));
}

/** The library's tab counts from counts per status. */
export function tabCounts(rows: readonly { status: DocumentStatus; count: number }[]) {
  let active = 0;
  let archived = 0;
  for (const row of rows) {
    if (row.status === "archived") archived += row.count;
    else active += row.count;
  }
  return { active, archived };
}
