import { conflict, type DocumentStatus } from "../contract";

/** Status names as the library shows them (and as version descriptions quote them). */
export const STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: "Draft",
  generated: "Generated",
  under_review: "Under Review",
  pending_approval: "Pending Approval",
  approved: "Approved",
  archived: "Archived",
};

export const PENDING_APPROVAL_EDIT_MESSAGE =
  "This document is waiting for approval. Approve it (1 token) or reject it first.";
export const PENDING_APPROVAL_DOWNLOAD_MESSAGE =
  "Document downloads are not available while pending approval. Please approve the document first to consume a token and enable downloads.";

/** A pending_approval document changes only through approve (1 token) or reject. */
export function assertNotPendingApproval(
  document: { status: DocumentStatus },
  message = PENDING_APPROVAL_EDIT_MESSAGE,
) {
  if (document.status === "pending_approval") throw conflict(message);
}
