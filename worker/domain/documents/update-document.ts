import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import type { DocumentDto, UpdateDocumentBody } from "../contract";
import { type DocumentRow, toDocumentDto } from "./document-dto";
import { assertNotPendingApproval, STATUS_LABELS } from "./document-rules";
import { loadDocument } from "./load-document";
import { type DocumentChange, writeDocumentChange } from "./write-document-change";

/**
 * The library's two edits: the inline status select (`{ status }`) and the Edit dialog
 * (`{ title, description?, content }`). A real change bumps the version and records it; an edit
 * that changes nothing writes nothing and answers the document as it is.
 */
export async function updateDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
  body: UpdateDocumentBody,
): Promise<DocumentDto> {
  const current = await loadDocument(ctx, actor, documentId);
  assertNotPendingApproval(current);
  const change = "status" in body ? statusChange(current, body.status) : detailsChange(current, body);
  if (!change) return toDocumentDto(current);
  return toDocumentDto(await writeDocumentChange(ctx, actor, current, change));
}

function statusChange(current: DocumentRow, status: DocumentChange["status"]): DocumentChange | null {
  if (status === current.status) return null;
  return {
    title: current.title,
    description: current.description,
    content: current.content,
    status,
    // A reason belongs to an archive call (POST /archive); the select gives none.
    archiveReason: null,
    changeType: "status_changed",
    changeDescription: `Status changed from ${STATUS_LABELS[current.status]} to ${STATUS_LABELS[status]}`,
  };
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
