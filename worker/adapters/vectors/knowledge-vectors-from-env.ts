import type { KnowledgeVectors } from "../../domain/knowledge/knowledge-vectors";
import type { Env } from "../../env";
import { vectorizeKnowledgeVectors, workersAiEmbeddingModel } from "./vectorize-knowledge-vectors";

/**
 * Vectors need both an embedding model (the `AI` binding: Workers AI) and an index (the `VECTORIZE`
 * binding); otherwise there are none and retrieval is full-text only. Nothing stands in for the model.
 */
export function knowledgeVectorsFromEnv(env: Pick<Env, "AI" | "VECTORIZE">): KnowledgeVectors | null {
  if (!env.AI || !env.VECTORIZE) return null;
  return vectorizeKnowledgeVectors({ index: env.VECTORIZE, embeddingModel: workersAiEmbeddingModel(env.AI) });
}
