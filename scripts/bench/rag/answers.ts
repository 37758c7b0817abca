// Hook for the answer figures of `npm run bench:rag` (answer token presence, citation precision,
// abstention in the reply). The assistant's answerer (worker/domain/assistant/) is wired here by the
// lead: given the company, the question and what the search found, answer the reply's text, the
// sources it cites and its confidence. While `answerHook` is null the bench reports those figures
// as "not measured".
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

/** Set to the assistant's answerer to measure answers; null: answers are not measured. */
export const answerHook: AnswerHook | null = null;
