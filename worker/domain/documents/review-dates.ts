import { type DocumentStatus, isInForce } from "../contract";

// The policy lifecycle's dates (decision 016): when the text in force came into force, when it was
// last reviewed since, and when its next review is due. Every write of a document sets them, in
// the same update as its status, so they can never disagree with it.

export interface LifecycleDates {
  inForceSince: Date | null;
  lastReviewedAt: Date | null;
  nextReviewAt: Date | null;
}

interface LifecycleState {
  status: DocumentStatus;
  title: string;
  content: string;
  inForceSince: Date | null;
  lastReviewedAt: Date | null;
}

/** The date `months` calendar months after `date` (UTC), on the month's last day when it is shorter. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The next review: the interval after the text came into force, or after its last review since. */
export function nextReviewDate(
  inForceSince: Date | null,
  lastReviewedAt: Date | null,
  intervalMonths: number | null,
): Date | null {
  if (!inForceSince || !intervalMonths) return null;
  const from = lastReviewedAt && lastReviewedAt > inForceSince ? lastReviewedAt : inForceSince;
  return addMonths(from, intervalMonths);
}

/**
 * The dates a write leaves: none when the document is not in force; the same text still in force
 * keeps the date it came into force (and 'Mark reviewed' records the review); anything else in
 * force came into force now.
 */
export function lifecycleDatesAfter(
  previous: LifecycleState | null,
  next: Pick<LifecycleState, "status" | "title" | "content">,
  intervalMonths: number | null,
  now: Date,
  options: { reviewed?: boolean } = {},
): LifecycleDates {
  if (!isInForce(next.status)) return { inForceSince: null, lastReviewedAt: null, nextReviewAt: null };
  const sameTextStillInForce =
    previous !== null &&
    isInForce(previous.status) &&
    previous.title === next.title &&
    previous.content === next.content;
  const inForceSince = sameTextStillInForce ? (previous.inForceSince ?? now) : now;
  const lastReviewedAt = options.reviewed ? now : sameTextStillInForce ? previous.lastReviewedAt : null;
  return {
    inForceSince,
    lastReviewedAt,
    nextReviewAt: nextReviewDate(inForceSince, lastReviewedAt, intervalMonths),
  };
}
