import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { documents } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { DocumentListDto, DocumentListQuery } from "../contract";
import { reviewWindowFilter } from "../lifecycle/review-window";
import { countsByStatusQuery, tabCounts } from "./document-counts";
import { documentSummaryColumns, toDocumentSummaryDto } from "./document-dto";
import {
  decodeLibraryCursor,
  encodeDocumentCursor,
  encodeReviewCursor,
  encodeSearchCursor,
} from "./library-cursor";
import { libraryRowFilters } from "./library-filters";
import {
  libraryMatchExpression,
  searchCountQuery,
  searchPageDocuments,
  searchPageQuery,
} from "./library-search";

/**
 * One page of the company's document library, without content (decision 015).
 *
 * Without a search: newest change first, keyset pagination on (updated_at, id) over the index that
 * matches the filters, so a page reads its own rows and costs the same on the first and the
 * fortieth screen; the Active and Archived counts come from the counts table (honouring the
 * category, not the tab or status).
 *
 * With a review filter (overdue, or due within 30 days): soonest review first, keyset pagination on
 * (next_review_at, id) over documents_company_next_review_idx; the counts as without it.
 *
 * With a search: the full-text index, best match first, each row with a snippet of where it matched;
 * the counts are the matches' (honouring the category), counted in the index; the page, its rows and
 * the counts in one batch.
 */
export async function listDocuments(
  ctx: DomainContext,
  actor: Actor,
  query: DocumentListQuery,
): Promise<DocumentListDto> {
  requirePermission(actor, "library.read");
  const search = query.search?.trim();
  if (search) return searchDocuments(ctx, actor, query, search);
  if (query.review) return listDocumentsByReview(ctx, actor, query, query.review);

  const cursor = query.cursor ? decodeLibraryCursor(query.cursor, "after") : null;
  return keysetPage(ctx, actor, query, {
    after:
      cursor?.kind === "after"
        ? sql`(${documents.updatedAt}, ${documents.id}) < (${cursor.updatedAtMs}, ${cursor.id})`
        : null,
    orderBy: [desc(documents.updatedAt), desc(documents.id)],
    cursorOf: (last) => encodeDocumentCursor(last.updatedAt.getTime(), last.id),
  });
}

function listDocumentsByReview(
  ctx: DomainContext,
  actor: Actor,
  query: DocumentListQuery,
  review: NonNullable<DocumentListQuery["review"]>,
): Promise<DocumentListDto> {
  const cursor = query.cursor ? decodeLibraryCursor(query.cursor, "review") : null;
  return keysetPage(ctx, actor, query, {
    also: reviewWindowFilter(review, ctx.clock.now()),
    after:
      cursor?.kind === "review"
        ? sql`(${documents.nextReviewAt}, ${documents.id}) > (${cursor.nextReviewAtMs}, ${cursor.id})`
        : null,
    orderBy: [asc(documents.nextReviewAt), asc(documents.id)],
    cursorOf: (last) => (last.nextReviewAt ? encodeReviewCursor(last.nextReviewAt.getTime(), last.id) : null),
  });
}

interface KeysetOrder {
  /** A filter beyond the library's (the review window). */
  also?: SQL;
  /** The rows after the cursor's key, in this order. */
  after: SQL | null;
  orderBy: SQL[];
  cursorOf(last: SummaryRow): string | null;
}

type SummaryRow = Awaited<ReturnType<typeof pageQuery>>[number];

const pageQuery = (ctx: DomainContext, actor: Actor, filters: SQL[], order: KeysetOrder, limit: number) =>
  ctx.companyDb
    .select(documentSummaryColumns)
    .from(documents)
    .where(and(eq(documents.companyId, actor.companyId), ...filters))
    .orderBy(...order.orderBy)
    .limit(limit);

/** One page in keyset order over the filters' index, with the tab counts, in one batch. */
async function keysetPage(
  ctx: DomainContext,
  actor: Actor,
  query: DocumentListQuery,
  order: KeysetOrder,
): Promise<DocumentListDto> {
  const filters = libraryRowFilters(query);
  const countsQuery = countsByStatusQuery(ctx.companyDb, actor.companyId, query.category);
  if (!filters) return { documents: [], counts: tabCounts(await countsQuery), nextCursor: null };
  if (order.also) filters.push(order.also);
  if (order.after) filters.push(order.after);
  const [rows, countRows] = await ctx.companyDb.batch([
    pageQuery(ctx, actor, filters, order, query.limit + 1),
    countsQuery,
  ]);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    documents: page.map(toDocumentSummaryDto),
    counts: tabCounts(countRows),
    nextCursor: rows.length > query.limit && last ? order.cursorOf(last) : null,
  };
}

async function searchDocuments(
  ctx: DomainContext,
  actor: Actor,
  query: DocumentListQuery,
  search: string,
): Promise<DocumentListDto> {
  const cursor = query.cursor ? decodeLibraryCursor(query.cursor, "search") : null;
  const offset = cursor?.kind === "search" ? cursor.offset : 0;
  const match = libraryMatchExpression(actor.companyId, search, query);
  // The counts honour the category, not the tab or status.
  const active = libraryMatchExpression(actor.companyId, search, { category: query.category, tab: "active" });
  const archived = libraryMatchExpression(actor.companyId, search, {
    category: query.category,
    tab: "archived",
  });
  if (!active || !archived) return { documents: [], counts: { active: 0, archived: 0 }, nextCursor: null };

  const countQueries = [
    searchCountQuery(ctx.companyDb, active),
    searchCountQuery(ctx.companyDb, archived),
  ] as const;
  if (!match) {
    const [activeRows, archivedRows] = await ctx.companyDb.batch(countQueries);
    return { documents: [], counts: countsOf(activeRows, archivedRows), nextCursor: null };
  }
  // One round trip (decision 024): the page's matches with their documents, and the counts.
  // The review window is not in the index: a search's page keeps the hits within it (a page may then
  // hold fewer rows; the cursor goes on through the hits).
  const [hits, activeRows, archivedRows] = await ctx.companyDb.batch([
    searchPageQuery(
      ctx.companyDb,
      actor.companyId,
      match,
      query.limit + 1,
      offset,
      query.review ? reviewWindowFilter(query.review, ctx.clock.now()) : undefined,
    ),
    ...countQueries,
  ]);
  const page = searchPageDocuments(hits.slice(0, query.limit));
  return {
    documents: page.map((row) => ({
      ...toDocumentSummaryDto(row),
      ...("snippet" in row ? { snippet: row.snippet } : {}),
    })),
    counts: countsOf(activeRows, archivedRows),
    nextCursor: hits.length > query.limit ? encodeSearchCursor(offset + query.limit) : null,
  };
}

const countsOf = (active: { count: number }[], archived: { count: number }[]) => ({
  active: active[0]?.count ?? 0,
  archived: archived[0]?.count ?? 0,
  atLeast: true,
});
