import { and, desc, eq, sql } from "drizzle-orm";
import { documents } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { DocumentListDto, DocumentListQuery } from "../contract";
import { countsByStatusQuery, tabCounts } from "./document-counts";
import { documentSummaryColumns, toDocumentSummaryDto } from "./document-dto";
import { decodeLibraryCursor, encodeDocumentCursor, encodeSearchCursor } from "./library-cursor";
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
 * With a search: the full-text index, best match first, each row with a snippet of where it matched;
 * the counts are the matches' (honouring the category), counted in the index.
 */
export async function listDocuments(
  ctx: DomainContext,
  actor: Actor,
  query: DocumentListQuery,
): Promise<DocumentListDto> {
  requirePermission(actor, "library.read");
  const search = query.search?.trim();
  if (search) return searchDocuments(ctx, actor, query, search);

  const filters = libraryRowFilters(query);
  const cursor = query.cursor ? decodeLibraryCursor(query.cursor, "after") : null;
  const countsQuery = countsByStatusQuery(ctx.db, actor.companyId, query.category);
  if (!filters) return { documents: [], counts: tabCounts(await countsQuery), nextCursor: null };
  if (cursor?.kind === "after") {
    filters.push(sql`(${documents.updatedAt}, ${documents.id}) < (${cursor.updatedAtMs}, ${cursor.id})`);
  }

  const [rows, countRows] = await ctx.db.batch([
    ctx.db
      .select(documentSummaryColumns)
      .from(documents)
      .where(and(eq(documents.companyId, actor.companyId), ...filters))
      .orderBy(desc(documents.updatedAt), desc(documents.id))
      .limit(query.limit + 1),
    countsQuery,
  ]);

  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    documents: page.map(toDocumentSummaryDto),
    counts: tabCounts(countRows),
    nextCursor:
      rows.length > query.limit && last ? encodeDocumentCursor(last.updatedAt.getTime(), last.id) : null,
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

  const countQueries = [searchCountQuery(ctx.db, active), searchCountQuery(ctx.db, archived)] as const;
  if (!match) {
    const [activeRows, archivedRows] = await ctx.db.batch(countQueries);
    return { documents: [], counts: countsOf(activeRows, archivedRows), nextCursor: null };
  }
  const [hits, activeRows, archivedRows] = await ctx.db.batch([
    searchPageQuery(ctx.db, match, query.limit + 1, offset),
    ...countQueries,
  ]);
  const page = await searchPageDocuments(ctx.db, actor.companyId, hits.slice(0, query.limit));
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
