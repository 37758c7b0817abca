import type { Category, KnowledgeDocumentType } from "../contract";

/** What the vector index keeps beside each chunk's embedding. */
export interface ChunkVectorMetadata {
  companyId: number;
  source: "knowledge_base" | "document";
  sourceId: number;
  documentVersion: number | null;
  category: Category;
  documentType: KnowledgeDocumentType;
}

export interface ChunkToEmbed {
  /** knowledge_chunks.id */
  chunkId: number;
  /** The text embedded: the chunk's title and heading path, then its body. */
  text: string;
  metadata: ChunkVectorMetadata;
}

/**
 * The semantic half of retrieval (production: Workers AI embeddings in Vectorize,
 * worker/adapters/vectors). D1 stays the authority: a vector match whose chunk row no longer exists,
 * or belongs to an inactive source, is dropped by the SQL that reads the chunks.
 */
export interface KnowledgeVectors {
  /** Embeds the chunks and stores them, replacing any vectors with the same chunk ids. */
  upsert(chunks: readonly ChunkToEmbed[]): Promise<void>;
  /** Removes the vectors of these chunks (unknown ids are ignored). */
  remove(chunkIds: readonly number[]): Promise<void>;
  /** The company's chunks nearest to the text, best first, with a 0–1 similarity. */
  query(
    companyId: number,
    text: string,
    topK: number,
  ): Promise<Array<{ chunkId: number; similarity: number }>>;
}
