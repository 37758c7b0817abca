import { and, eq } from "drizzle-orm";
import { documentVersions } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type DocumentDto, notFound } from "../contract";
import { toDocumentDto } from "./document-dto";
import { assertNotPendingApproval, takingOutOfForce } from "./document-rules";
import { loadDocument } from "./load-document";
import { writeDocumentChange } from "./write-document-change";

/**
 * Brings back an earlier version's title and content as a new version ("Restored version N");
 * history is never rewritten. Restoring what the document already says changes nothing; restoring
 * other text into a document in force takes it out of force (decision 009).
 */
export async function restoreDocumentVersion(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
  versionId: number,
): Promise<DocumentDto> {
  requirePermission(actor, "library.write");
  const current = await loadDocument(ctx, actor, documentId);
  const [version] = await ctx.companyDb
    .select()
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.id, versionId),
        eq(documentVersions.documentId, documentId),
        eq(documentVersions.companyId, actor.companyId),
      ),
    )
    .limit(1);
  if (!version) throw notFound("version");
  assertNotPendingApproval(current);
  if (version.title === current.title && version.content === current.content) return toDocumentDto(current);
  const restored = {
    title: version.title,
    description: current.description,
    content: version.content,
    status: current.status,
    archiveReason: current.archiveReason,
    changeType: "restored",
    changeDescription: `Restored version ${version.version}`,
  } as const;
  // Even a version that was once approved: the approval in force was for the text being replaced.
  const changes = takingOutOfForce(current, restored, "an earlier version was restored");
  const updated = await writeDocumentChange(ctx, actor, current, changes);
  return toDocumentDto(updated);
}
