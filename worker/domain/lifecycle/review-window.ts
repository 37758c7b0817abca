import { and, eq, isNotNull, lte, type SQL } from "drizzle-orm";
import { documents } from "../../db/schema";
import type { ReviewFilter } from "../contract";

// The review windows (decision 016): a review is overdue from its date on, and "due soon" within the
// 30 days before it (overdue included). Written on `next_review_at` alone, so the library's review
// filter walks documents_company_next_review_idx in date order.

export const DUE_SOON_DAYS = 30;
const DAY_MS = 86_400_000;

/** The latest next review date the filter includes. */
export function reviewWindowEnd(filter: ReviewFilter, now: Date): Date {
  return filter === "overdue" ? now : new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS);
}

/** The documents whose next review falls within the filter's window (a date implies in force). */
export function reviewWindowFilter(filter: ReviewFilter, now: Date): SQL {
  return and(
    isNotNull(documents.nextReviewAt),
    lte(documents.nextReviewAt, reviewWindowEnd(filter, now)),
  ) as SQL;
}

/** The owner's documents only (the dashboard for a person who is not an admin). */
export const ownedBy = (userId: number) => eq(documents.ownerUserId, userId);

export const daysMs = (days: number) => days * DAY_MS;
