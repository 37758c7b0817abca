// The answer figures of `npm run bench:rag` (answer token presence, citation precision): the
// assistant's own reply writer (worker/domain/assistant/write-answer.ts) with the model the runtime
// selected (the embedded answerer locally), on the passages the assistant would be given.
import { evidenceFor, writeAnswer } from "../../../worker/domain/assistant/write-answer.ts";
import type { DomainContext } from "../../../worker/domain/context.ts";
import type { KnowledgeHit } from "../../../worker/domain/knowledge/knowledge-hit.ts";

export interface BenchAnswer {
  /** The reply as the person reads it. */
  text: string;
  /** The passages (or their chunk ids) the reply cites. */
  citedChunkIds: number[];
  confidence: number;
}

export type AnswerHook = (
  ctx: DomainContext,
  companyId: number,
  question: string,
  hits: KnowledgeHit[],
) => Promise<BenchAnswer>;

/** Set RAG_BENCH_SKIP_ANSWERS=1 to measure retrieval only. */
export const answerHook: AnswerHook | null = process.env.RAG_BENCH_SKIP_ANSWERS
  ? null
  : async (ctx, _companyId, question, hits) => {
      const reply = await writeAnswer(ctx.answerModel, evidenceFor(question, hits), ctx.log);
      return {
        text: reply.message,
        citedChunkIds: reply.citedPassages.map((hit) => hit.chunkId),
        confidence: reply.confidence,
      };
    };
