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
 *
 * `first` asks for the first few only (the dashboard shows five until 'Show all'): their items, and
 * the count of all, in one round trip; the change summaries of the others are not read at all.
 */
export async function listToRead(
  ctx: DomainContext,
  actor: Actor,
  /** Whose acknowledgements count: the actor, or a Slack user without an account (decision 017). */
  who: Acknowledger = { userId: actor.userId },
  { first = TO_READ_LIMIT }: { first?: number } = {},
): Promise<ToReadListDto> {
  requirePermission(actor, "document.acknowledge");
  const shown = Math.min(Math.max(first, 0), TO_READ_LIMIT);
  const waiting = and(
    eq(documents.companyId, actor.companyId),
    // 'approved' in the library's status index: approved and generated, the documents in force.
    sql`${documentListStatus} = 'approved'`,
    documentAddressedTo(actor.role),
    who.userId !== undefined
      ? sql`not exists (select 1 from document_acknowledgements a where a.document_id = "documents"."id" and a.version = ${inForceVersionColumn} and a.user_id = ${who.userId})`
      : sql`not exists (select 1 from document_acknowledgements a where a.document_id = "documents"."id" and a.version = ${inForceVersionColumn} and a.slack_user_id = ${who.slackUserId})`,
  );
  const items = (limit: number) =>
    ctx.companyDb
      .select({
        documentId: documents.id,
        title: documents.title,
        version: inForceVersionColumn,
        inForceSince: documents.inForceSince,
        updatedAt: documents.updatedAt,
        changeSummary: inForceChangeSummaryColumn,
      })
      .from(documents)
      .where(waiting)
      .orderBy(desc(documents.updatedAt), desc(documents.id))
      .limit(limit);
  let rows: Awaited<ReturnType<typeof items>>;
  let waitingCount: number;
  if (shown === TO_READ_LIMIT) {
    rows = await items(TO_READ_LIMIT + 1);
    waitingCount = rows.length;
  } else {
    // The same walk, stopped one past the limit, counts them without reading their texts.
    const counted = ctx.companyDb.select({ count: sql<number>`count(*)` }).from(
      ctx.companyDb
        .select({ id: documents.id })
        .from(documents)
        .where(waiting)
        .orderBy(desc(documents.updatedAt), desc(documents.id))
        .limit(TO_READ_LIMIT + 1)
        .as("waiting"),
    );
    const [page, [total]] = await ctx.companyDb.batch([items(shown), counted]);
    rows = page;
    waitingCount = total?.count ?? 0;
  }
  return {
    items: rows.slice(0, shown).map((row) => ({
      documentId: row.documentId,
      title: row.title,
      version: row.version,
      inForceSince: (row.inForceSince ?? row.updatedAt).toISOString(),
      changeSummary: row.changeSummary ?? null,
    })),
    count: Math.min(waitingCount, TO_READ_LIMIT),
    more: waitingCount > TO_READ_LIMIT,
  };
}
