import { and, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { documents } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type DocumentListDto, type DocumentListQuery, IN_FORCE_STATUSES, invalidInput } from "../contract";
import { toDocumentSummaryDto } from "./document-dto";

/**
 * One page of the company's document library, newest change first, without content.
 *
 * Keyset pagination on (updated_at, id) walks the (company_id, updated_at) index (the rowid is its
 * implicit last column), so a page costs the same on the first and the fortieth screen. The Active
 * and Archived counts honour the category and search filters but not the tab or status.
 */
export async function listDocuments(
  ctx: DomainContext,
  actor: Actor,
  query: DocumentListQuery,
): Promise<DocumentListDto> {
  requirePermission(actor, "library.read");
  const scope: SQL[] = [eq(documents.companyId, actor.companyId)];
  if (query.category) scope.push(eq(documents.category, query.category));
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    scope.push(
      or(
        sql`${documents.title} LIKE ${pattern} ESCAPE '\\'`,
        sql`${documents.description} LIKE ${pattern} ESCAPE '\\'`,
      )!,
    );
  }

  const rowFilters: SQL[] = [];
  // 'Approved' in the library means in force: 'generated' is shown and filtered as 'approved'.
  if (query.status === "approved") rowFilters.push(inArray(documents.status, [...IN_FORCE_STATUSES]));
  else if (query.status) rowFilters.push(eq(documents.status, query.status));
  if (query.tab === "active") rowFilters.push(ne(documents.status, "archived"));
  else if (query.tab === "archived") rowFilters.push(eq(documents.status, "archived"));
  if (query.cursor) {
    const after = decodeDocumentCursor(query.cursor);
    rowFilters.push(sql`(${documents.updatedAt}, ${documents.id}) < (${after.updatedAtMs}, ${after.id})`);
  }

  const [rows, countRows] = await ctx.db.batch([
    ctx.db
      .select({
        id: documents.id,
        title: documents.title,
        description: documents.description,
        category: documents.category,
        status: documents.status,
        version: documents.version,
        templateId: documents.templateId,
        createdAt: documents.createdAt,
        updatedAt: documents.updatedAt,
      })
      .from(documents)
      .where(and(...scope, ...rowFilters))
      .orderBy(desc(documents.updatedAt), desc(documents.id))
      .limit(query.limit + 1),
    ctx.db
      .select({
        active: sql<number>`coalesce(sum(${documents.status} <> 'archived'), 0)`.mapWith(Number),
        archived: sql<number>`coalesce(sum(${documents.status} = 'archived'), 0)`.mapWith(Number),
      })
      .from(documents)
      .where(and(...scope)),
  ]);

  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    documents: page.map(toDocumentSummaryDto),
    counts: { active: countRows[0]?.active ?? 0, archived: countRows[0]?.archived ?? 0 },
    nextCursor:
      rows.length > query.limit && last ? encodeDocumentCursor(last.updatedAt.getTime(), last.id) : null,
  };
}

/** `%` and `_` in what the person typed are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function encodeDocumentCursor(updatedAtMs: number, id: number): string {
  return btoa(`${updatedAtMs}:${id}`);
}

export function decodeDocumentCursor(cursor: string): { updatedAtMs: number; id: number } {
  let decoded: string;
  try {
    decoded = atob(cursor);
  } catch {
    decoded = "";
  }
  const match = /^(\d{1,15}):(\d{1,15})$/.exec(decoded);
  if (!match) {
    const message = "This page of the list is no longer valid. Reload the list.";
    throw invalidInput(message, { cursor: message });
  }
  return { updatedAtMs: Number(match[1]), id: Number(match[2]) };
}
