import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { conflict, type DocumentDto, forbidden, isInForce, mayReview, statusLabel } from "../contract";
import type { DocumentRow } from "../documents/document-dto";
import { toDocumentDto } from "../documents/document-dto";
import { loadDocument } from "../documents/load-document";
import { writeDocumentChange } from "../documents/write-document-change";

export const REVIEW_OWNER_OR_ADMIN = "Only the document's owner or an admin can mark it reviewed.";
export const REVIEW_NOT_IN_FORCE =
  "Only a document in force (approved) can be marked reviewed. Approve it first, or review it when it is.";

/**
 * 'Mark reviewed' (decision 016): the owner (or an admin) confirms the text in force is still right.
 * A version entry of its own kind, with the same title, text and status: the write path records the
 * review and restarts the interval; the text keeps the date it came into force (and so do its
 * passages in the knowledge index).
 */
export async function markDocumentReviewed(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
  options: { seenVersion?: number } = {},
): Promise<DocumentDto> {
  requirePermission(actor, "document.review");
  const current = await loadDocument(ctx, actor, documentId);
  if (!mayReview(actor, current)) throw forbidden(REVIEW_OWNER_OR_ADMIN);
  if (!isInForce(current.status)) throw conflict(REVIEW_NOT_IN_FORCE);
  // A page's form names the version the person confirmed: a newer one (edited, or this review
  // already recorded by a double submit) is not what they read.
  if (options.seenVersion !== undefined && options.seenVersion !== current.version)
    throw reviewedVersionChanged(current);
  const written = await writeDocumentChange(ctx, actor, current, {
    title: current.title,
    description: current.description,
    content: current.content,
    status: current.status,
    archiveReason: current.archiveReason,
    changeType: "reviewed",
    changeDescription: "Reviewed",
  });
  return toDocumentDto(written);
}

/** The refusal of a review confirmed for an older version than the document's. */
export const reviewedVersionChanged = (current: DocumentRow) =>
  conflict(
    `“${current.title}” changed since you opened it: it is now ${statusLabel(current.status)} (version ${current.version}). Check the current version before marking it reviewed.`,
  );
