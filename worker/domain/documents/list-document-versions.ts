import { and, desc, eq } from "drizzle-orm";
import { documentVersions } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type DocumentVersionDto, notFound } from "../contract";
import { toDocumentVersionDto } from "./document-dto";
import { documentExistsQuery } from "./load-document";

/** A document's version history, newest first. */
export async function listDocumentVersions(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<DocumentVersionDto[]> {
  requirePermission(actor, "library.read");
  const [found, versions] = await ctx.companyDb.batch([
    documentExistsQuery(ctx, actor, documentId),
    ctx.companyDb
      .select()
      .from(documentVersions)
      .where(
        and(eq(documentVersions.companyId, actor.companyId), eq(documentVersions.documentId, documentId)),
      )
      .orderBy(desc(documentVersions.version)),
  ]);
  if (found.length === 0) throw notFound("document");
  return versions.map(toDocumentVersionDto);
}
