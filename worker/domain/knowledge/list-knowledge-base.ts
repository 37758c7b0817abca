import { type AnyColumn, and, eq, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { documents, knowledgeBaseDocuments } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { KnowledgeBaseEntryDto, knowledgeBaseListQuery } from "../contract";
import { readEntries } from "./knowledge-entries";

export type KnowledgeBaseListQuery = z.output<typeof knowledgeBaseListQuery>;

/**
 * The company's knowledge base, newest first, filtered by a search over the title and file name,
 * the category, the type and active/inactive.
 */
export async function listKnowledgeBase(
  ctx: DomainContext,
  actor: Actor,
  query: Partial<KnowledgeBaseListQuery> = {},
): Promise<{ entries: KnowledgeBaseEntryDto[] }> {
  requirePermission(actor, "knowledge.manage");
  const filters: (SQL | undefined)[] = [eq(knowledgeBaseDocuments.companyId, actor.companyId)];
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = (column: AnyColumn) => sql`${column} like ${pattern} escape '\\'`;
    filters.push(
      or(
        matches(knowledgeBaseDocuments.title),
        matches(knowledgeBaseDocuments.fileName),
        // A linked entry is found by its document's current title too.
        matches(documents.title),
      ),
    );
  }
  if (query.category) filters.push(eq(knowledgeBaseDocuments.category, query.category));
  if (query.documentType) filters.push(eq(knowledgeBaseDocuments.documentType, query.documentType));
  if (query.status === "active") filters.push(eq(knowledgeBaseDocuments.isActive, true));
  if (query.status === "inactive") filters.push(eq(knowledgeBaseDocuments.isActive, false));
  return { entries: await readEntries(ctx, and(...filters)) };
}
