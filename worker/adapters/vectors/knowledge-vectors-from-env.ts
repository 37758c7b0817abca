import type { KnowledgeVectors } from "../../domain/knowledge/knowledge-vectors";
import type { Env } from "../../env";

/** Vectors need both an embedding model (AI) and an index (VECTORIZE); otherwise none. */
export function knowledgeVectorsFromEnv(_env: Pick<Env, "AI" | "VECTORIZE">): KnowledgeVectors | null {
  return null; // replaced by the Vectorize adapter (issue 8, in progress)
}
