import { and, eq, isNull } from "drizzle-orm";
import { documents, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { conflict, type DocumentDto, type DocumentLifecycleBody, invalidInput } from "../contract";
import { toDocumentDto } from "../documents/document-dto";
import { loadDocument } from "../documents/load-document";
import { nextReviewDate } from "../documents/review-dates";

export const OWNER_NOT_IN_COMPANY = "Choose an active person of your company as the owner.";
const CHANGED_MEANWHILE = "The document changed while you were saving. Reload and try again.";

/**
 * 'Owner & review' (decision 016): who keeps the document current, how often it is reviewed and who
 * is asked to read it. Not a change of the text, so no version row: one update of the document,
 * scoped by company, whose next review date follows from the new interval (from the date the text
 * came into force, or its last review since).
 */
export async function setDocumentLifecycle(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
  body: DocumentLifecycleBody,
): Promise<DocumentDto> {
  requirePermission(actor, "document.lifecycle");
  const current = await loadDocument(ctx, actor, documentId);

  let ownerName: string | null = null;
  if (body.ownerUserId !== null) {
    const [owner] = await ctx.directory
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.id, body.ownerUserId),
          eq(users.companyId, actor.companyId),
          isNull(users.deactivatedAt),
        ),
      )
      .limit(1);
    if (!owner) throw invalidInput(OWNER_NOT_IN_COMPANY, { ownerUserId: OWNER_NOT_IN_COMPANY });
    ownerName = [owner.firstName, owner.lastName].filter(Boolean).join(" ").trim() || owner.email;
  }

  const [updated] = await ctx.companyDb
    .update(documents)
    .set({
      ownerUserId: body.ownerUserId,
      reviewIntervalMonths: body.reviewIntervalMonths,
      readerRoles: body.readerRoles,
      nextReviewAt: nextReviewDate(current.inForceSince, current.lastReviewedAt, body.reviewIntervalMonths),
    })
    .where(
      and(
        eq(documents.id, current.id),
        eq(documents.companyId, actor.companyId),
        // The dates were computed from the version read: a write in between restarts them.
        eq(documents.version, current.version),
      ),
    )
    .returning();
  if (!updated) throw conflict(CHANGED_MEANWHILE);
  return toDocumentDto({ ...updated, content: current.content, ownerName });
}
