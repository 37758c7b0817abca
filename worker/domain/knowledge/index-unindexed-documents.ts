import { and, inArray, notExists, sql } from "drizzle-orm";
import { documents, knowledgeChunks } from "../../db/schema";
import type { DomainContext } from "../context";
import { IN_FORCE_STATUSES } from "../contract";
import { currentContent } from "../documents/load-document";
import {
  companiesJobsLeaveOut,
  companyDatabases,
  noneOf,
  withCompanyDatabase,
} from "../platform/company-databases";
import { indexNewDocument } from "./document-index";

/** How many documents one run indexes: a scheduled run stays well inside a Worker's limits. */
const DOCUMENTS_PER_RUN = 20;

/**
 * Indexes documents in force that have no passages: those approved before the knowledge index
 * existed (migration 0002), and any whose index write after a create failed. The write paths keep
 * the index in step; this only repairs what they could not. Idempotent: a document is indexed once,
 * and indexNewDocument's own guard drops passages of a version that is no longer in force.
 *
 * Random order, so documents that yield no passages (no text) cannot starve the others.
 */
export async function indexUnindexedDocuments(ctx: DomainContext): Promise<{ indexed: number }> {
  // A company in the recycle bin is not indexed: its passages and vectors would only race the purge.
  const leftOut = await companiesJobsLeaveOut(ctx);
  let indexed = 0;
  for (const db of companyDatabases(ctx)) {
    if (indexed >= DOCUMENTS_PER_RUN) break;
    indexed += await indexIn(withCompanyDatabase(ctx, db), leftOut, DOCUMENTS_PER_RUN - indexed);
  }
  return { indexed };
}

/** Indexes up to `limit` unindexed documents in force of one company database. */
async function indexIn(ctx: DomainContext, leftOut: readonly number[], limit: number): Promise<number> {
  const candidates = await ctx.companyDb
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        inArray(documents.status, [...IN_FORCE_STATUSES]),
        noneOf(documents.companyId, leftOut),
        notExists(
          ctx.companyDb
            .select({ one: sql`1` })
            .from(knowledgeChunks)
            .where(sql`${knowledgeChunks.documentId} = ${documents.id}`),
        ),
      ),
    )
    .orderBy(sql`random()`)
    .limit(limit);
  let indexed = 0;
  for (const { id } of candidates) {
    const [row] = await ctx.companyDb
      .select({
        id: documents.id,
        companyId: documents.companyId,
        title: documents.title,
        content: currentContent,
        category: documents.category,
        status: documents.status,
        version: documents.version,
      })
      .from(documents)
      .where(sql`${documents.id} = ${id}`);
    if (!row) continue;
    await indexNewDocument(ctx, row);
    indexed++;
  }
  return indexed;
}
