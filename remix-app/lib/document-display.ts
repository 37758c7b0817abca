import {
  DOWNLOAD_RESTRICTED_TITLE,
  type DocumentStatus,
  downloadRestriction,
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
 * Why this document cannot be downloaded, or null when it can: only text in force leaves as a file
 * (decision 009). Pending approval keeps the spec's wording; drafts, documents under review and
 * archived ones wait for an approval.
 */
export function downloadRestrictionFor(status: DocumentStatus): DownloadRestriction | null {
  const description = downloadRestriction(status);
  if (description === null) return null;
  return {
    title: DOWNLOAD_RESTRICTED_TITLE,
    description,
    unavailable: isPendingApproval(status)
      ? "unavailable while pending approval"
      : "unavailable until approved",
  };
}
