// `npm run bench:rag -- --engine workers-ai`: the production path on the same questions. Workers AI
// answers over its REST API with the account's own models — the knowledge index's embedding model
// (bge-base) and the assistant's answer model — through the same adapters the Worker uses
// (`vectorizeKnowledgeVectors`, `workers-ai-provider`). Vectorize has no local mode, so an exact
// in-memory index (cosine over every vector, namespaces and metadata as Vectorize keeps them)
// stands in for it: Vectorize's approximate search can only find fewer of the nearest passages.
//
// Needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (a token with Workers AI read and edit);
// AI_TEXT_MODEL chooses the answer model as in the Worker. Every question is one or two model
// calls, billed to the account: start with `--part test --sets demo,blind2,h2o`.
import type { EmbeddingModel, LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import { InMemoryVectorize } from "../../../test/support/in-memory-vectorize";
import { DEFAULT_TEXT_MODEL } from "../../../worker/adapters/ai/select-text-model";
import {
  KNOWLEDGE_EMBEDDING_MODEL,
  vectorizeKnowledgeVectors,
} from "../../../worker/adapters/vectors/vectorize-knowledge-vectors";
import type { DomainContext } from "../../../worker/domain/context";
import { syncChunkVectors } from "../../../worker/domain/knowledge/chunk-vectors";

/** Texts per embedding call: bge-base-en-v1.5 takes at most 100 inputs at a time. */
const TEXTS_PER_CALL = 100;

export interface WorkersAiPath {
  /** What the report says answered. */
  description: string;
  answerModel: LanguageModel;
  embeddingModel: EmbeddingModel;
  index: InMemoryVectorize;
}

/**
 * The production path's models from the environment, or an error saying what is missing. `fetch`
 * is the provider's (tests point it at a local server standing in for Cloudflare's API).
 */
export function workersAiPath(
  env: Record<string, string | undefined> = process.env,
  fetch?: typeof globalThis.fetch,
): WorkersAiPath {
  const accountId = env.CLOUDFLARE_ACCOUNT_ID?.trim();
  const apiKey = env.CLOUDFLARE_API_TOKEN?.trim();
  if (!accountId || !apiKey) {
    throw new Error(
      "--engine workers-ai calls Workers AI over Cloudflare's REST API: set CLOUDFLARE_ACCOUNT_ID and " +
        "CLOUDFLARE_API_TOKEN (a token allowed to use Workers AI), or leave --engine out to measure the embedded engine.",
    );
  }
  const workersAI = createWorkersAI({ accountId, apiKey, ...(fetch ? { fetch } : {}) });
  const textModel = env.AI_TEXT_MODEL?.trim() || DEFAULT_TEXT_MODEL;
  return {
    description: `Workers AI over its REST API (answers: ${textModel}; passages and questions embedded by ${KNOWLEDGE_EMBEDDING_MODEL}, nearest found by an exact in-memory index standing in for Vectorize, fused with full-text search as in production)`,
    answerModel: workersAI(textModel),
    embeddingModel: workersAI.textEmbedding(KNOWLEDGE_EMBEDDING_MODEL, {
      maxEmbeddingsPerCall: TEXTS_PER_CALL,
    }),
    index: new InMemoryVectorize(),
  };
}

/** The context answering through the production path: its answer model and its vector index. */
export function answerThroughWorkersAi(ctx: DomainContext, path: WorkersAiPath): void {
  // The context's answerModel is a getter that picks the model from the Worker's bindings.
  Object.defineProperty(ctx, "answerModel", { value: path.answerModel, configurable: true });
  ctx.vectors = vectorizeKnowledgeVectors({ index: path.index, embeddingModel: path.embeddingModel });
}

/**
 * Embeds a knowledge-base entry's passages as the product does after an upload (the domain's own
 * `syncChunkVectors`), then checks they all arrived: that step only logs a failure (a user's upload
 * stands without vectors), where a bench must stop rather than report figures without them.
 */
export async function embedEntryPassages(
  ctx: DomainContext,
  path: WorkersAiPath,
  companyId: number,
  entryId: number,
  chunkCount: number,
): Promise<void> {
  const before = path.index.vectors.size;
  const errors: unknown[] = [];
  const log = ctx.log;
  ctx.log = { ...log, error: (_message: string, error?: unknown) => void errors.push(error) };
  try {
    await syncChunkVectors(ctx, { companyId, entryId }, []);
  } finally {
    ctx.log = log;
  }
  const added = path.index.vectors.size - before;
  if (errors.length > 0 || added !== chunkCount) {
    throw new Error(
      `Embedding knowledge entry ${entryId} through Workers AI stored ${added} of ${chunkCount} passages: ${
        errors.map((e) => (e instanceof Error ? e.message : String(e))).join("; ") || "no error was raised"
      }`,
    );
  }
}
