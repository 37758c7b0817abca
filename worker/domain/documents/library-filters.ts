import { eq, type SQL, sql } from "drizzle-orm";
import { documentIsArchived, documentListStatus, documents } from "../../db/schema";
import { type DocumentListQuery, isInForce } from "../contract";

/**
 * The tab, status and category filters of the library as SQL on `documents`, written with the very
 * expressions of its indexes (worker/db/schema/company.ts) so that every combination walks one index in
 * keyset order. `null` when the filters contradict each other (the Active tab and status
 * Archived; a review filter and a status not in force): nothing can match. The review window
 * itself depends on the time: `reviewWindowFilter` (lifecycle/review-window.ts).
 *
 * 'Approved' means in force: it includes 'generated' (the list-status expression maps it so). A
 * status implies its tab, so with a status the tab adds nothing.
 */
/** A status implies its tab: status Archived on the Active tab (or any other on Archived) matches nothing. */
export function statusContradictsTab(query: Pick<DocumentListQuery, "status" | "tab">): boolean {
  if (!query.status || !query.tab) return false;
  return (query.status === "archived") !== (query.tab === "archived");
}

export function libraryRowFilters(
  query: Pick<DocumentListQuery, "category" | "status" | "tab" | "review">,
): SQL[] | null {
  const filters: SQL[] = [];
  // Only a document in force has a review date: with the Archived tab, or a status not in force,
  // the review filter matches nothing.
  if (query.review && (query.tab === "archived" || (query.status && !isInForce(query.status)))) return null;
  if (query.category) filters.push(eq(documents.category, query.category));
  if (statusContradictsTab(query)) return null;
  if (query.status) {
    if (query.status === "generated") {
      // Only generated documents: the 'approved' range of the index, then the row's own status.
      filters.push(sql`${documentListStatus} = 'approved'`, eq(documents.status, "generated"));
    } else filters.push(sql`${documentListStatus} = ${query.status}`);
  } else if (query.tab) {
    filters.push(sql`${documentIsArchived} = ${query.tab === "archived" ? 1 : 0}`);
  }
  return filters;
}
