// Reading knowledge-base entries as the admin tab shows them. An upload carries its own passages; an
// imported library document is a link (sourceDocumentId): its passages are the document's own, which
// exist only while its current version is in force.
import { and, eq, type SQL, sql } from "drizzle-orm";
import { documents, knowledgeBaseDocuments, knowledgeChunks } from "../../db/schema";
import type { DomainContext } from "../context";
import { isInForce, type KnowledgeBaseEntryDto, notFound } from "../contract";

export type KnowledgeEntryRow = typeof knowledgeBaseDocuments.$inferSelect;

/** The entries matching `where` (always within one company), newest first, as DTOs. */
export async function readEntries(
  ctx: DomainContext,
  where: SQL | undefined,
): Promise<KnowledgeBaseEntryDto[]> {
  const rows = await ctx.companyDb
    .select({
      entry: knowledgeBaseDocuments,
      documentTitle: documents.title,
      documentStatus: documents.status,
      documentChunks: sql<number>`(select count(*) from ${knowledgeChunks} where ${knowledgeChunks.companyId} = ${knowledgeBaseDocuments.companyId} and ${knowledgeChunks.documentId} = ${knowledgeBaseDocuments.sourceDocumentId})`,
    })
    .from(knowledgeBaseDocuments)
    .leftJoin(
      documents,
      and(
        eq(documents.id, knowledgeBaseDocuments.sourceDocumentId),
        eq(documents.companyId, knowledgeBaseDocuments.companyId),
      ),
    )
    .where(where)
    .orderBy(sql`${knowledgeBaseDocuments.createdAt} desc`, sql`${knowledgeBaseDocuments.id} desc`);
  return rows.map(({ entry, documentTitle, documentStatus, documentChunks }) => {
    const linked = entry.sourceDocumentId !== null;
    return {
      id: entry.id,
      // A linked entry shows the document's current title.
      title: documentTitle ?? entry.title,
      fileName: entry.fileName,
      fileSize: entry.fileSize,
      chunkCount: linked ? Number(documentChunks) : entry.chunkCount,
      category: entry.category,
      documentType: entry.documentType,
      isActive: entry.isActive,
      createdAt: entry.createdAt.toISOString(),
      sourceDocumentId: entry.sourceDocumentId,
      inForce: linked ? documentStatus !== null && isInForce(documentStatus) : entry.fileKey !== null,
    };
  });
}

/** One entry of the company as a DTO, or 404. */
export async function readEntry(
  ctx: DomainContext,
  companyId: number,
  id: number,
): Promise<KnowledgeBaseEntryDto> {
  const [entry] = await readEntries(
    ctx,
    and(eq(knowledgeBaseDocuments.companyId, companyId), eq(knowledgeBaseDocuments.id, id)),
  );
  if (!entry) throw notFound("knowledge base document");
  return entry;
}

/** The company's entry row, or 404 (another company's id is not found either). */
export async function loadEntry(
  ctx: DomainContext,
  companyId: number,
  id: number,
): Promise<KnowledgeEntryRow> {
  const [row] = await ctx.companyDb
    .select()
    .from(knowledgeBaseDocuments)
    .where(and(eq(knowledgeBaseDocuments.companyId, companyId), eq(knowledgeBaseDocuments.id, id)))
    .limit(1);
  if (!row) throw notFound("knowledge base document");
  return row;
}
