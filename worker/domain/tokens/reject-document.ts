import { and, eq, sql } from "drizzle-orm";
import { auditEvents, comments, documents, documentVersions, knowledgeBaseDocuments } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import { conflict } from "../contract";
import { loadDocument } from "../documents/load-document";
import { APPROVAL_RACE_MESSAGE, NOT_PENDING_APPROVAL_MESSAGE } from "./approve-document";

/**
 * Rejects a pending document: removes it with its versions and comments, spends no token, and
 * records who rejected it and why in the audit log — all in one batch. Every delete applies only
 * while the document is still the pending version that was read, and the audit row's action is
 * NULL (a NOT NULL failure that rolls the batch back) unless the document row was deleted, so a
 * document approved meanwhile is left alone.
 */
export async function rejectDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
  rejectionReason: string | null,
): Promise<void> {
  requirePermission(actor, "document.approve");
  const current = await loadDocument(ctx, actor, documentId);
  if (current.status !== "pending_approval") throw conflict(NOT_PENDING_APPROVAL_MESSAGE);
  const companyId = actor.companyId;
  const stillPending = sql`exists (select 1 from ${documents} where ${documents.id} = ${current.id} and ${documents.companyId} = ${companyId} and ${documents.status} = 'pending_approval' and ${documents.version} = ${current.version})`;
  try {
    await ctx.companyDb.batch([
      // Its knowledge-base link, if it was added (it had no passages: it was never in force).
      ctx.companyDb
        .delete(knowledgeBaseDocuments)
        .where(
          and(
            eq(knowledgeBaseDocuments.sourceDocumentId, current.id),
            eq(knowledgeBaseDocuments.companyId, companyId),
            stillPending,
          ),
        ),
      ctx.companyDb
        .delete(comments)
        .where(and(eq(comments.documentId, current.id), eq(comments.companyId, companyId), stillPending)),
      ctx.companyDb
        .delete(documentVersions)
        .where(
          and(
            eq(documentVersions.documentId, current.id),
            eq(documentVersions.companyId, companyId),
            stillPending,
          ),
        ),
      ctx.companyDb
        .delete(documents)
        .where(
          and(
            eq(documents.id, current.id),
            eq(documents.companyId, companyId),
            eq(documents.status, "pending_approval"),
            eq(documents.version, current.version),
          ),
        ),
      ctx.companyDb.insert(auditEvents).values({
        companyId,
        actorUserId: actor.userId,
        // changes() counts the rows the delete just above removed: 1 when the rejection happened.
        action: sql`(case when changes() = 1 then 'document.rejected' else null end)`,
        targetType: "document",
        targetId: String(current.id),
        details: { title: current.title, version: current.version, reason: rejectionReason },
        createdAt: ctx.clock.now(),
      }),
    ]);
  } catch (error) {
    if (constraintFailure(error)) throw conflict(APPROVAL_RACE_MESSAGE);
    throw error;
  }
}
