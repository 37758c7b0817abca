import { z } from "zod";
import { TIERS } from "../vocabulary";

// Customer Management → Account Deletion (administration side §2, §3 'Deletion info' and 'Deleted
// company record', §4 'Company lifecycle', §7, §9): the platform administrator (platform.customers)
// moves a company to the recycle bin, restores it, or deletes it for good; the purge job deletes it
// for good once its days are over.
// GET /api/admin/deletion-candidates, GET /api/admin/company/:companyId/deletion-info,
// DELETE /api/admin/company/:companyId, GET /api/admin/deleted-companies,
// POST /api/admin/deleted-companies/:companyId/restore, DELETE /api/admin/deleted-companies/:companyId/permanent.

/** A company, as the Account Deletion tab lists it: one that may be moved to the recycle bin. */
export const deletionCandidateSchema = z.object({
  id: z.number(),
  name: z.string(),
  displayName: z.string().nullable(),
  subscriptionTier: z.enum(TIERS),
  userCount: z.number(),
  documentCount: z.number(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** False for the system company (and any company with platform administrators), with `reason`. */
  deletable: z.boolean(),
  reason: z.string().nullable(),
});
export type DeletionCandidateDto = z.infer<typeof deletionCandidateSchema>;

/** GET /api/admin/deletion-candidates: every active company (not in the recycle bin), by name. */
export const deletionCandidatesResponse = z.array(deletionCandidateSchema);

/** GET /api/admin/company/:companyId/deletion-info: what deleting the company takes away (§3 'Deletion info'). */
export const deletionInfoResponse = z.object({
  company: z.object({
    id: z.number(),
    name: z.string(),
    displayName: z.string().nullable(),
    subscriptionTier: z.enum(TIERS),
    createdAt: z.string(),
    /** ISO 8601 when it is in the recycle bin; null when active. */
    deletedAt: z.string().nullable(),
  }),
  userCount: z.number(),
  documentCount: z.number(),
  /** Knowledge-base entries (uploads and library documents added to it). */
  knowledgeBaseCount: z.number(),
});
export type DeletionInfoDto = z.infer<typeof deletionInfoResponse>;

/** A company in the recycle bin (§3 'Deleted company record'); `id` is the company's id. */
export const deletedCompanySchema = z.object({
  id: z.number(),
  companyData: z.object({ name: z.string(), displayName: z.string().nullable() }),
  /** Who moved it there; null when that person's account is gone. */
  deletedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** ISO 8601. */
  deletedAt: z.string(),
  /** ISO 8601: when the purge job deletes it for good. */
  permanentDeleteAt: z.string(),
  /** recycleBinDaysLeft(permanentDeleteAt, now). */
  daysLeft: z.number(),
});
export type DeletedCompanyDto = z.infer<typeof deletedCompanySchema>;

/** GET /api/admin/deleted-companies: the recycle bin, soonest permanent deletion first. */
export const deletedCompaniesResponse = z.array(deletedCompanySchema);

/** DELETE /api/admin/company/:companyId answers the company's recycle-bin record. */
export const companyDeletedResponse = deletedCompanySchema;

/** POST /api/admin/deleted-companies/:companyId/restore. */
export const companyRestoredResponse = z.object({
  id: z.number(),
  name: z.string(),
  displayName: z.string().nullable(),
  restored: z.literal(true),
});
export type CompanyRestoredDto = z.infer<typeof companyRestoredResponse>;

/**
 * DELETE /api/admin/deleted-companies/:companyId/permanent. `complete` is false when the company
 * was too large to delete within one request: the purge job (every five minutes) finishes it.
 */
export const companyPurgedResponse = z.object({
  id: z.number(),
  name: z.string(),
  complete: z.boolean(),
});
export type CompanyPurgedDto = z.infer<typeof companyPurgedResponse>;
