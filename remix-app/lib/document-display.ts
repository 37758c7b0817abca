import type { DocumentStatus } from "@charterly/domain/contract";

// What the library, the dashboard and their dialogs show about a document beyond the contract's
// words (statuses, categories, change and comment types, dates). Pure.

export const isPendingApproval = (status: DocumentStatus) => status === "pending_approval";

/** 'Download Restricted' (spec §8): exports are refused while a document is pending approval. */
export const DOWNLOAD_RESTRICTED = {
  title: "Download Restricted",
  description:
    "Document downloads are not available while pending approval. Please approve the document first to consume a token and enable downloads.",
} as const;
