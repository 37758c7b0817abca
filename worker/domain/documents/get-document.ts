import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { DocumentDto } from "../contract";
import { toDocumentDto } from "./document-dto";
import { loadDocument } from "./load-document";

/** One document of the actor's company, with its content. */
export async function getDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<DocumentDto> {
  requirePermission(actor, "library.read");
  return toDocumentDto(await loadDocument(ctx, actor, documentId));
}
