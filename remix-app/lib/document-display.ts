import {
  DOWNLOAD_RESTRICTED_TITLE,
  type DocumentStatus,
  downloadRestriction,
  type Tier,
} from "@charterly/domain/contract";

// What the library, the dashboard and their dialogs show about a document beyond the contract's
// words (statuses, categories, change and comment types, dates). Pure.

export const isPendingApproval = (status: DocumentStatus) => status === "pending_approval";

export interface DownloadRestriction {
  /** 'Download Restricted' (spec §8). */
  title: string;
  /** Why, in the export's own words (the contract's downloadRestriction). */
  description: string;
  /** What the disabled Download button adds to its accessible name: "(unavailable …)". */
  unavailable: string;
}

/**
 * Why this document cannot be downloaded on the person's plan, or null when it can (the contract's
 * downloadRestriction, decision 009 amended): pending approval never, with the spec's wording; on
 * Pay Per Use drafts, documents under review and archived ones wait for an approval.
 */
export function downloadRestrictionFor(status: DocumentStatus, tier: Tier): DownloadRestriction | null {
  const description = downloadRestriction(status, tier);
  if (description === null) return null;
  return {
    title: DOWNLOAD_RESTRICTED_TITLE,
    description,
    unavailable: isPendingApproval(status)
      ? "unavailable while pending approval"
      : "unavailable until approved",
  };
}
