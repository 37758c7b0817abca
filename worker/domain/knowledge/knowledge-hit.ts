import type { Category, KnowledgeDocumentType } from "../contract";

/** One retrieved passage, as search and the assistant use it (the API maps it to its DTO). */
export interface KnowledgeHit {
  chunkId: number;
  source: "knowledge_base" | "document";
  /** The knowledge-base entry's id, or the library document's id. */
  sourceId: number;
  title: string;
  category: Category;
  documentType: KnowledgeDocumentType;
  /** The library document's version the passage was cut from; null for an upload. */
  documentVersion: number | null;
  /** When that version came into force; for an upload, when it was added. */
  inForceSince: Date | null;
  /** Heading path ("4. Expenses › 4.2 Meals"), empty before the first heading. */
  heading: string;
  /** Position of the passage within its source, from 0. */
  position: number;
  content: string;
  /** About KNOWLEDGE_SNIPPET_LENGTH characters around the best match. */
  snippet: string;
  /** 0–1: how well the passage matches the query (shown as a percent match). */
  similarity: number;
  /** The vector channel's own 0–1 similarity, when it returned the passage (production: bge cosine). */
  vectorSimilarity?: number;
}

export interface KnowledgeQuery {
  query: string;
  category?: Category;
  /** 1–50; the API caps it at 10. */
  limit: number;
}
