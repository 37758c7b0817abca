import { and, asc, count, eq, lte, sql } from "drizzle-orm";
import { documents } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type DocumentSummaryDto, isAdmin } from "../contract";
import { documentSummaryColumns, toDocumentSummaryDto } from "../documents/document-dto";
import { ownedBy, reviewWindowEnd, reviewWindowFilter } from "./review-window";

/** The dashboard card lists this many; the rest are a link to the library's filter away. */
export const REVIEWS_DUE_SHOWN = 5;

export interface ReviewsDue {
  /** Whose reviews: the person's own documents, or (company admins) the whole company's. */
  scope: "mine" | "company";
  /** Reviews past their date. */
  overdue: number;
  /** Reviews due within 30 days, overdue included. */
  dueSoon: number;
  /** The first few, soonest first. */
  documents: DocumentSummaryDto[];
}

/**
 * The dashboard's 'Reviews due' (decision 016): the documents a person owns whose review is overdue
 * or due within 30 days; for admins, all of the company's. Reads the (company, next review) index
 * over the window only.
 */
export async function listReviewsDue(ctx: DomainContext, actor: Actor): Promise<ReviewsDue> {
  requirePermission(actor, "library.read");
  const now = ctx.clock.now();
  const scope = isAdmin(actor.role) ? "company" : "mine";
  const base = and(
    eq(documents.companyId, actor.companyId),
    reviewWindowFilter("due_soon", now),
    ...(scope === "mine" ? [ownedBy(actor.userId)] : []),
  );
  const [rows, figures] = await ctx.companyDb.batch([
    ctx.companyDb
      .select(documentSummaryColumns)
      .from(documents)
      .where(base)
      .orderBy(asc(documents.nextReviewAt), asc(documents.id))
      .limit(REVIEWS_DUE_SHOWN),
    ctx.companyDb
      .select({
        dueSoon: count(),
        overdue:
          sql<number>`coalesce(sum(${lte(documents.nextReviewAt, reviewWindowEnd("overdue", now))}), 0)`.mapWith(
            Number,
          ),
      })
      .from(documents)
      .where(base),
  ]);
  return {
    scope,
    overdue: figures[0]?.overdue ?? 0,
    dueSoon: figures[0]?.dueSoon ?? 0,
    documents: rows.map(toDocumentSummaryDto),
  };
}
