import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { DocumentExportDto } from "../contract";
import { assertDownloadable } from "./document-rules";
import { loadDocument } from "./load-document";

/**
 * What the browser turns into a PDF, DOCX or TXT file. Only text in force leaves as a file
 * (decision 009): any other document answers 409 'Download Restricted' until it is approved — a
 * pending one with the spec's wording (approving it consumes a token).
 */
export async function exportDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<DocumentExportDto> {
  requirePermission(actor, "document.export");
  const document = await loadDocument(ctx, actor, documentId);
  assertDownloadable(document);
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
