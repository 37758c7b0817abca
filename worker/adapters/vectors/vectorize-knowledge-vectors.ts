import { type EmbeddingModel, embed, embedMany } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { ChunkToEmbed, KnowledgeVectors } from "../../domain/knowledge/knowledge-vectors";

/** The Workers AI embedding model the knowledge index uses, and what its vectors look like. */
export const KNOWLEDGE_EMBEDDING_MODEL = "@cf/baai/bge-base-en-v1.5";
export const KNOWLEDGE_EMBEDDING_DIMENSIONS = 768;
/** The Vectorize index (create it with: wrangler vectorize create charterly-knowledge --dimensions=768 --metric=cosine). */
export const KNOWLEDGE_INDEX_NAME = "charterly-knowledge";

/** Texts per Workers AI call (bge-base-en-v1.5 takes at most 100 inputs at a time). */
const MAX_TEXTS_PER_EMBEDDING_CALL = 100;
/** Vectors or ids per Vectorize mutation (the Workers binding takes up to 1,000). */
const MAX_VECTORS_PER_MUTATION = 500;
/** Vectorize answers at most 20 matches when it returns their full metadata. */
const MAX_TOP_K_WITH_METADATA = 20;

/**
 * The part of the Vectorize binding the adapter uses. Both the `VectorizeIndex` and the newer
 * `Vectorize` binding types have it (their mutations answer differently; nothing here reads them).
 */
export interface VectorIndexBinding {
  upsert(vectors: VectorizeVector[]): Promise<unknown>;
  deleteByIds(ids: string[]): Promise<unknown>;
  query(vector: number[], options?: VectorizeQueryOptions): Promise<VectorizeMatches>;
}

/** The Workers AI embedding model, through the AI SDK provider. */
export function workersAiEmbeddingModel(ai: Ai): EmbeddingModel {
  return createWorkersAI({ binding: ai }).textEmbedding(KNOWLEDGE_EMBEDDING_MODEL, {
    maxEmbeddingsPerCall: MAX_TEXTS_PER_EMBEDDING_CALL,
  });
}

/** Each company's vectors live in their own namespace; a query never reaches another's. */
export const companyNamespace = (companyId: number) => `company-${companyId}`;

const vectorId = (chunkId: number) => String(chunkId);

/**
 * The semantic half of retrieval in production: each chunk's text embedded by the model and kept in
 * Vectorize under its knowledge_chunks id, in its company's namespace, with metadata saying whose
 * it is and where it comes from. Queries embed the question and read the company's namespace only
 * (and drop any match whose metadata names another company). D1 stays the authority: the caller
 * re-reads every match through the SQL that requires an active row in force.
 */
export function vectorizeKnowledgeVectors(options: {
  index: VectorIndexBinding;
  embeddingModel: EmbeddingModel;
}): KnowledgeVectors {
  const { index, embeddingModel } = options;
  return {
    async upsert(chunks: readonly ChunkToEmbed[]) {
      for (const batch of slices(chunks, MAX_VECTORS_PER_MUTATION)) {
        const { embeddings } = await embedMany({ model: embeddingModel, values: batch.map((c) => c.text) });
        await index.upsert(
          batch.map((chunk, i) => {
            const { companyId, source, sourceId, documentVersion, category, documentType } = chunk.metadata;
            return {
              id: vectorId(chunk.chunkId),
              values: embeddings[i]!,
              namespace: companyNamespace(companyId),
              // Vectorize metadata holds no nulls: an upload has no document version.
              metadata: {
                companyId,
                source,
                sourceId,
                category,
                documentType,
                ...(documentVersion === null ? {} : { documentVersion }),
              },
            };
          }),
        );
      }
    },

    async remove(chunkIds: readonly number[]) {
      for (const batch of slices(chunkIds, MAX_VECTORS_PER_MUTATION))
        await index.deleteByIds(batch.map(vectorId));
    },

    async query(companyId: number, text: string, topK: number) {
      const { embedding } = await embed({ model: embeddingModel, value: text });
      const { matches } = await index.query(embedding, {
        topK: Math.max(1, Math.min(Math.floor(topK), MAX_TOP_K_WITH_METADATA)),
        namespace: companyNamespace(companyId),
        returnMetadata: "all",
      });
      return matches
        .filter((match) => (match.metadata as { companyId?: unknown } | undefined)?.companyId === companyId)
        .map((match) => ({
          chunkId: Number(match.id),
          // Cosine similarity, which is -1..1; below 0 is no likeness at all.
          similarity: Math.min(1, Math.max(0, match.score)),
        }))
        .filter((match) => Number.isSafeInteger(match.chunkId));
    },
  };
}

function slices<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
