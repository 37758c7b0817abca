import {
  changesApprovedText,
  conflict,
  type DocumentStatus,
  downloadRestriction,
  isInForce,
  statusLabel,
  type Tier,
} from "../contract";
import type { DocumentRow } from "./document-dto";
import type { DocumentChange } from "./write-document-change";

const PENDING_APPROVAL_EDIT_MESSAGE =
  "This document is waiting for approval. Approve it (1 token) or reject it first.";

/** A pending_approval document changes only through approve (1 token) or reject. */
export function assertNotPendingApproval(
  document: { status: DocumentStatus },
  message = PENDING_APPROVAL_EDIT_MESSAGE,
) {
  if (document.status === "pending_approval") throw conflict(message);
}

/**
 * What leaves Charterly as a file follows the plan (decision 009, amended): text in force on every
 * plan, unapproved text on Enterprise and System Admin, never a document pending approval. Anything
 * else answers 409 'Download Restricted'.
 */
export function assertDownloadable(document: { status: DocumentStatus }, tier: Tier) {
  const restriction = downloadRestriction(document.status, tier);
  if (restriction) throw conflict(restriction);
}

/** Where a document in force goes when its text changes: someone has to approve the new text. */
const OUT_OF_FORCE_STATUS = "under_review" satisfies DocumentStatus;

/**
 * An approval belongs to the text that was approved (decision 009). When `change` alters the title
 * or content of a document in force, it is written as two consecutive versions: the change itself,
 * already Under Review (its text was never approved), then the `status_changed` entry that says why
 * the document left force. Any other change is written as it is. The description is not part of
 * the approved text.
 */
export function takingOutOfForce(
  current: DocumentRow,
  change: DocumentChange,
  why: string,
): DocumentChange[] {
  if (!isInForce(change.status) || !changesApprovedText(current, change)) return [change];
  const edited: DocumentChange = { ...change, status: OUT_OF_FORCE_STATUS, archiveReason: null };
  return [
    edited,
    {
      ...edited,
      changeType: "status_changed",
      changeDescription: `Status changed from ${statusLabel(current.status)} to ${statusLabel(OUT_OF_FORCE_STATUS)}: ${why}`,
    },
  ];
}
