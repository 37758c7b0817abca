// Customer Management → Account Deletion (administration side §2, §3 'Deletion info' and 'Deleted
// company record', §4 'Company lifecycle', §7, §9): the platform administrator (platform.customers)
// moves a company to the recycle bin, restores it, or deletes it for good; the purge job deletes it
// for good once its days are over.
// GET /api/admin/deletion-candidates, GET /api/admin/company/:companyId/deletion-info,
// DELETE /api/admin/company/:companyId, GET /api/admin/deleted-companies,
// POST /api/admin/deleted-companies/:companyId/restore, DELETE /api/admin/deleted-companies/:companyId/permanent.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/recycle-bin.ts.

/** A deleted company stays in the recycle bin this long, then the purge job deletes it for good. */
export const RECYCLE_BIN_RETENTION_DAYS = 5;
/** At this many days left or fewer, the recycle bin's badge turns destructive. */
export const RECYCLE_BIN_URGENT_DAYS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole calendar days (UTC) from `now` until the permanent deletion, never below 0: 5 on the day of
 * deletion, 0 on the day the purge runs ('Expires today').
 */
export function recycleBinDaysLeft(permanentDeleteAt: Date | string, now: Date): number {
  const day = (date: Date) => Math.floor(date.getTime() / DAY_MS);
  return Math.max(0, day(new Date(permanentDeleteAt)) - day(now));
}

/** The recycle bin's badge for a company: its text, and whether it is destructive (2 days or fewer). */
export function recycleBinBadge(daysLeft: number): { label: string; urgent: boolean } {
  const label = daysLeft <= 0 ? "Expires today" : `${daysLeft} ${daysLeft === 1 ? "day" : "days"} left`;
  return { label, urgent: daysLeft <= RECYCLE_BIN_URGENT_DAYS };
}

export const SYSTEM_COMPANY_UNDELETABLE_MESSAGE =
  "The system company (ID 10001) cannot be deleted: the platform administrators belong to it.";
export const PLATFORM_ADMIN_COMPANY_UNDELETABLE_MESSAGE =
  "This company has platform administrators, so it cannot be deleted. Move them out first.";
export const COMPANY_ALREADY_DELETED_MESSAGE = "This company is already in the recycle bin.";
export const COMPANY_NOT_IN_RECYCLE_BIN_MESSAGE = "This company is not in the recycle bin.";
export const COMPANY_PURGE_DUE_MESSAGE =
  "This company's days in the recycle bin are over and it is being deleted for good: it can no longer be restored.";
/** What a person of a company in the recycle bin reads when they try to sign in. */
export const COMPANY_DELETED_SIGN_IN_MESSAGE =
  "Your company's Charterly account has been deleted, so you can no longer sign in. If this is a mistake, contact Charterly support.";
