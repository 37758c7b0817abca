import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import type { DocumentExportDto } from "../contract";
import { assertNotPendingApproval, PENDING_APPROVAL_DOWNLOAD_MESSAGE } from "./document-rules";
import { loadDocument } from "./load-document";

/**
 * What the browser turns into a PDF, DOCX or TXT file. A pending_approval document cannot be
 * downloaded until it is approved (which consumes a token).
 */
export async function exportDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<DocumentExportDto> {
  const document = await loadDocument(ctx, actor, documentId);
  assertNotPendingApproval(document, PENDING_APPROVAL_DOWNLOAD_MESSAGE);
  return {
    id: document.id,
    title: document.title,
    content: document.content,
    category: document.category,
    status: document.status,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
  };
}
