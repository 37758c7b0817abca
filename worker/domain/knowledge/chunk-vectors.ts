// Keeps the vector index (production: Vectorize) in step with knowledge_chunks after a D1 batch has
// replaced a source's passages. D1 is the authority: this runs after the commit, and a failure is
// logged, never thrown — the user's write stands, and search drops any vector whose row is gone.
import { and, eq } from "drizzle-orm";
import { knowledgeChunks } from "../../db/schema";
import type { DomainContext } from "../context";
import type { ChunkToEmbed } from "./knowledge-vectors";

/** A source of passages: a knowledge-base upload, or a library document. */
export type ChunkOwner = { companyId: number } & ({ entryId: number } | { documentId: number });

const ownedBy = (owner: ChunkOwner) =>
  and(
    eq(knowledgeChunks.companyId, owner.companyId),
    "entryId" in owner
      ? eq(knowledgeChunks.knowledgeBaseDocumentId, owner.entryId)
      : eq(knowledgeChunks.documentId, owner.documentId),
  );

/**
 * The ids of the source's passages now, read before a batch replaces them, so that their vectors
 * can be removed afterwards. Without a vector index there is nothing to remove: no read.
 */
export async function chunkIdsOf(ctx: DomainContext, owner: ChunkOwner): Promise<number[]> {
  if (!ctx.vectors) return [];
  const rows = await ctx.companyDb
    .select({ id: knowledgeChunks.id })
    .from(knowledgeChunks)
    .where(ownedBy(owner));
  return rows.map((row) => row.id);
}

/**
 * After the batch: embeds the source's passages that are new and removes the vectors of those that
 * went (`replaced`, from chunkIdsOf). Passages that stayed keep their vectors.
 */
export async function syncChunkVectors(
  ctx: DomainContext,
  owner: ChunkOwner,
  replaced: readonly number[],
): Promise<void> {
  const vectors = ctx.vectors;
  if (!vectors) return;
  try {
    const rows = await ctx.companyDb.select().from(knowledgeChunks).where(ownedBy(owner));
    const kept = new Set(rows.map((row) => row.id));
    const before = new Set(replaced);
    const added: ChunkToEmbed[] = rows
      .filter((row) => !before.has(row.id))
      .map((row) => ({
        chunkId: row.id,
        text: [row.title, row.heading, row.body].filter(Boolean).join("\n"),
        metadata: {
          companyId: row.companyId,
          source: row.documentId === null ? "knowledge_base" : "document",
          sourceId: row.documentId ?? row.knowledgeBaseDocumentId!,
          documentVersion: row.documentVersion,
          category: row.category,
          documentType: row.documentType,
        },
      }));
    if (added.length) await vectors.upsert(added);
    const gone = replaced.filter((id) => !kept.has(id));
    if (gone.length) await vectors.remove(gone);
  } catch (error) {
    ctx.log.error(
      "knowledge vectors: could not update the vector index (full-text search still serves)",
      error,
    );
  }
}

/** After the source's rows were deleted: removes their vectors (logged, never thrown). */
export async function removeChunkVectors(ctx: DomainContext, chunkIds: readonly number[]): Promise<void> {
  if (!ctx.vectors || chunkIds.length === 0) return;
  try {
    await ctx.vectors.remove(chunkIds);
  } catch (error) {
    ctx.log.error(
      "knowledge vectors: could not remove vectors (search ignores them: their rows are gone)",
      error,
    );
  }
}
