import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type DocumentExportDto, exportMarking } from "../contract";
import { assertDownloadable } from "./document-rules";
import { loadDocument } from "./load-document";

/**
 * What the browser turns into a PDF, DOCX or TXT file. Text in force leaves as a file on every plan;
 * on Enterprise and System Admin so do drafts, documents under review and archived ones, with the
 * marking the file must carry ("DRAFT — not approved; …"). Pay Per Use exports only approved text,
 * and a document pending approval answers 409 'Download Restricted' everywhere (decision 009:
 * exports follow the plan).
 */
export async function exportDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<DocumentExportDto> {
  requirePermission(actor, "document.export");
  const document = await loadDocument(ctx, actor, documentId);
  assertDownloadable(document, actor.tier);
  return {
    id: document.id,
    title: document.title,
    content: document.content,
    category: document.category,
    status: document.status,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
    marking: exportMarking(document.status),
  };
}
