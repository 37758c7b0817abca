import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { DocumentDto } from "../contract";
import { toDocumentDto } from "./document-dto";
import { assertNotPendingApproval } from "./document-rules";
import { loadDocument } from "./load-document";
import { writeDocumentChange } from "./write-document-change";

/** Moves a document to the Archived tab, keeping the reason; archiving an archived document does nothing. */
export async function archiveDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
  reason: string,
): Promise<DocumentDto> {
  requirePermission(actor, "library.write");
  const current = await loadDocument(ctx, actor, documentId);
  assertNotPendingApproval(current);
  if (current.status === "archived") return toDocumentDto(current);
  const trimmed = reason.trim();
  const updated = await writeDocumentChange(ctx, actor, current, {
    title: current.title,
    description: current.description,
    content: current.content,
    status: "archived",
    archiveReason: trimmed || null,
    changeType: "status_changed",
    changeDescription: trimmed ? `Archived: ${trimmed}` : "Archived",
  });
  return toDocumentDto(updated);
}
