import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import {
  conflict,
  type DocumentDto,
  type DocumentStatus,
  isInForce,
  statusChangeSpendsToken,
  statusLabel,
  type UpdateDocumentBody,
} from "../contract";
import { approveForOneToken } from "../tokens/approve-for-one-token";
import { type DocumentRow, toDocumentDto } from "./document-dto";
import { assertNotPendingApproval, takingOutOfForce } from "./document-rules";
import { loadDocument } from "./load-document";
import { CONCURRENT_EDIT_MESSAGE, type DocumentChange, writeDocumentChange } from "./write-document-change";

/**
 * The library's two edits: the inline status select (`{ status }`) and the Edit dialog
 * (`{ title, description?, content }`). A real change bumps the version and records it; an edit
 * that changes nothing writes nothing and answers the document as it is.
 *
 * An approval belongs to the text that was approved (decision 009): editing the title or content of
 * a document in force moves it to Under Review, and on Pay Per Use choosing Approved in the select
 * spends one token, exactly as the approval panel does.
 */
export async function updateDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
  body: UpdateDocumentBody,
  options: UpdateDocumentOptions = {},
): Promise<DocumentDto> {
  requirePermission(actor, "library.write");
  const current = await loadDocument(ctx, actor, documentId);
  assertNotPendingApproval(current);
  if ("status" in body) return setStatus(ctx, actor, current, body.status, options.seenVersion);
  const change = detailsChange(current, body);
  // The same text saved again (a double submit, or nothing edited) is no change, whatever the version.
  if (!change) return toDocumentDto(current);
  if (options.seenVersion !== undefined && options.seenVersion !== current.version)
    throw editedMeanwhile(current);
  const changes = takingOutOfForce(current, change, "the approved text was edited");
  return toDocumentDto(await writeDocumentChange(ctx, actor, current, changes));
}

export interface UpdateDocumentOptions {
  /**
   * The version the person saw when they chose or edited (a page's form): if the document has another
   * one by now and is not already what they asked for, the change is refused (409) rather than made
   * on a document they have not seen (an edit would overwrite the other one). A repeat of a change
   * already made (a double submit) is no change.
   */
  seenVersion?: number;
}

/** The refusal of a status chosen on an older version of the document. */
export const statusChangedMeanwhile = (current: DocumentRow) =>
  conflict(
    `“${current.title}” changed since you chose its status: it is now ${statusLabel(current.status)} (version ${current.version}). Choose again.`,
  );

/** The refusal of an edit saved over a version the person did not open. */
export const editedMeanwhile = (current: DocumentRow) =>
  conflict(
    `“${current.title}” changed since you opened it: it is now ${statusLabel(current.status)} (version ${current.version}). Copy your changes, then open it again to edit the current text.`,
  );

async function setStatus(
  ctx: DomainContext,
  actor: Actor,
  current: DocumentRow,
  status: DocumentStatus,
  seenVersion: number | undefined,
): Promise<DocumentDto> {
  // 'generated' is shown as Approved: choosing Approved for a document in force changes nothing.
  if (status === current.status || (status === "approved" && isInForce(current.status)))
    return toDocumentDto(current);
  if (seenVersion !== undefined && seenVersion !== current.version) throw statusChangedMeanwhile(current);
  if (statusChangeSpendsToken(actor.tier, current.status, status)) {
    requirePermission(actor, "document.approve");
    const { document } = await approveForOneToken(ctx, actor, current, {
      changeDescription: `Status changed from ${statusLabel(current.status)} to ${statusLabel(status)} (1 token used)`,
      raceMessage: CONCURRENT_EDIT_MESSAGE,
    });
    return toDocumentDto(document);
  }
  return toDocumentDto(
    await writeDocumentChange(ctx, actor, current, {
      title: current.title,
      description: current.description,
      content: current.content,
      status,
      // A reason belongs to an archive call (POST /archive); the select gives none.
      archiveReason: null,
      changeType: "status_changed",
      changeDescription: `Status changed from ${statusLabel(current.status)} to ${statusLabel(status)}`,
    }),
  );
}

function detailsChange(
  current: DocumentRow,
  body: { title: string; description?: string | null; content: string },
): DocumentChange | null {
  // Absent description: keep it; empty or null: clear it.
  const description = body.description === undefined ? current.description : body.description || null;
  const titleChanged = body.title !== current.title;
  const contentChanged = body.content !== current.content;
  const descriptionChanged = description !== current.description;
  if (!titleChanged && !contentChanged && !descriptionChanged) return null;

  let changeType: DocumentChange["changeType"] = "content_updated";
  let changeDescription = "Description updated";
  if (contentChanged) changeDescription = titleChanged ? "Content and title updated" : "Content updated";
  else if (titleChanged) {
    changeType = "title_changed";
    changeDescription = `Title changed to "${body.title}"`;
  }
  return {
    title: body.title,
    description,
    content: body.content,
    status: current.status,
    archiveReason: current.archiveReason,
    changeType,
    changeDescription,
  };
}
