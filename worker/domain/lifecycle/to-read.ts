import { and, desc, eq, sql } from "drizzle-orm";
import { documentListStatus, documents } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { TO_READ_LIMIT, type ToReadListDto } from "../contract";
import {
  type Acknowledger,
  documentAddressedTo,
  inForceChangeSummaryColumn,
  inForceVersionColumn,
} from "./acknowledgement-rules";

/**
 * The person's 'To read' list: the company's documents in force addressed to their role whose
 * version in force they have not acknowledged, most recently changed first (at most TO_READ_LIMIT;
 * `more` when others wait), each with what changed in that version.
 *
 * One walk of the library's status index (company, in force, updated_at) in its own order: no sort,
 * no scan; each document costs a look-up of its version in force and one of the acknowledgements'
 * unique index (test/api/library-query-plans.test.ts explains it).
 */
export async function listToRead(
  ctx: DomainContext,
  actor: Actor,
  /** Whose acknowledgements count: the actor, or a Slack user without an account (decision 017). */
  who: Acknowledger = { userId: actor.userId },
): Promise<ToReadListDto> {
  requirePermission(actor, "document.acknowledge");
  const rows = await ctx.db
    .select({
      documentId: documents.id,
      title: documents.title,
      version: inForceVersionColumn,
      inForceSince: documents.inForceSince,
      updatedAt: documents.updatedAt,
      changeSummary: inForceChangeSummaryColumn,
    })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, actor.companyId),
        // 'approved' in the library's status index: approved and generated, the documents in force.
        sql`${documentListStatus} = 'approved'`,
        documentAddressedTo(actor.role),
        who.userId !== undefined
          ? sql`not exists (select 1 from document_acknowledgements a where a.document_id = "documents"."id" and a.version = ${inForceVersionColumn} and a.user_id = ${who.userId})`
          : sql`not exists (select 1 from document_acknowledgements a where a.document_id = "documents"."id" and a.version = ${inForceVersionColumn} and a.slack_user_id = ${who.slackUserId})`,
      ),
    )
    .orderBy(desc(documents.updatedAt), desc(documents.id))
    .limit(TO_READ_LIMIT + 1);
  return {
    items: rows.slice(0, TO_READ_LIMIT).map((row) => ({
      documentId: row.documentId,
      title: row.title,
      version: row.version,
      inForceSince: (row.inForceSince ?? row.updatedAt).toISOString(),
      changeSummary: row.changeSummary ?? null,
    })),
    more: rows.length > TO_READ_LIMIT,
  };
}
