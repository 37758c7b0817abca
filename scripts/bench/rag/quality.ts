// Retrieval quality of the product's search against the plain-BM25 baseline, on one eval set, plus
// the confidence the assistant would report for the (covered) questions.
import { writeFileSync } from "node:fs";
import type { DomainContext } from "../../../worker/domain/context.ts";
import { CONFIDENCE_THRESHOLD } from "../../../worker/domain/contract/index.ts";
import { retrievalConfidence } from "../../../worker/domain/knowledge/confidence.ts";
import type { KnowledgeHit } from "../../../worker/domain/knowledge/knowledge-hit.ts";
import { searchKnowledge } from "../../../worker/domain/knowledge/search-knowledge.ts";
import { answerHook } from "./answers.ts";
import { Bm25Baseline } from "./baseline-bm25.ts";
import type { EvalSet } from "./eval-data.ts";
import { answerMatcher, answerRank, normalize, type RetrievalFigures, RetrievalScore } from "./scoring.ts";

export interface IndexedCorpus {
  companyId: number;
  text: string;
}

export interface AnswerFigures {
  questions: number;
  tokenPresence: number | null;
  citationPrecision: number | null;
}

export interface SetFigures {
  name: string;
  product: RetrievalFigures;
  baseline: RetrievalFigures;
  /** Every answer key held by one passage (for sets whose keys may spread over several). */
  productStrict: RetrievalFigures;
  baselineStrict: RetrievalFigures;
  /** Share of the set's questions with confidence ≥ the threshold. */
  confident: number;
  answers: AnswerFigures | null;
  searchMs: number[];
}

export async function measureSet(
  ctx: DomainContext,
  set: EvalSet,
  indexed: Map<string, IndexedCorpus>,
): Promise<SetFigures> {
  const baselines = new Map([...indexed].map(([id, c]) => [id, new Bm25Baseline(c.text)]));
  const product = new RetrievalScore();
  const baseline = new RetrievalScore();
  const productStrict = new RetrievalScore();
  const baselineStrict = new RetrievalScore();
  let confident = 0;
  const searchMs: number[] = [];
  const dump: unknown[] = [];
  let answered = 0;
  let tokensOk = 0;
  let tokenQuestions = 0;
  let cited = 0;
  let citedRight = 0;
  for (const q of set.questions) {
    const corpus = indexed.get(q.corpus)!;
    const matches = answerMatcher(q.key);
    const t0 = performance.now();
    const hits = await searchKnowledge(ctx, corpus.companyId, { query: q.question, limit: 10 });
    searchMs.push(performance.now() - t0);
    const passages = hits.map((h) => h.content);
    const windows = baselines.get(q.corpus)!.search(q.question, 10);
    const rank = answerRank(passages, q.key, matches);
    product.add(rank);
    const baseRank = answerRank(windows, q.key, matches);
    baseline.add(baseRank);
    productStrict.add(answerRank(passages, q.key, matches, false));
    baselineStrict.add(answerRank(windows, q.key, matches, false));
    const confidence = retrievalConfidence(q.question, hits);
    if (confidence >= CONFIDENCE_THRESHOLD) confident++;
    if (process.env.RAG_BENCH_DUMP) {
      dump.push({
        question: q.question,
        rank,
        baseRank,
        confidence,
        top: hits[0]?.content.slice(0, 160),
        key: q.key,
      });
    }
    if (answerHook) {
      const reply = await answerHook(ctx, corpus.companyId, q.question, hits);
      answered++;
      if (q.tokensPresent?.length) {
        tokenQuestions++;
        const text = normalize(reply.text);
        if (q.tokensPresent.every((t) => text.includes(normalize(t)))) tokensOk++;
      }
      const byId = new Map<number, KnowledgeHit>(hits.map((h) => [h.chunkId, h]));
      for (const id of new Set(reply.citedChunkIds)) {
        cited++;
        const hit = byId.get(id);
        if (hit && matches(hit.content)) citedRight++;
      }
    }
  }
  if (process.env.RAG_BENCH_DUMP) {
    writeFileSync(
      `${process.env.RAG_BENCH_DUMP}.${set.name.split(" ")[0]}.json`,
      JSON.stringify(dump, null, 1),
    );
  }
  return {
    name: set.name,
    product: product.figures(),
    baseline: baseline.figures(),
    productStrict: productStrict.figures(),
    baselineStrict: baselineStrict.figures(),
    confident: confident / Math.max(1, set.questions.length),
    answers: answerHook
      ? {
          questions: answered,
          tokenPresence: tokenQuestions ? tokensOk / tokenQuestions : null,
          citationPrecision: cited ? citedRight / cited : null,
        }
      : null,
    searchMs,
  };
}

/** Off-topic questions asked of every indexed corpus: the share with confidence below the threshold. */
export async function measureAbstention(
  ctx: DomainContext,
  questions: readonly string[],
  companyIds: number[],
): Promise<{ asked: number; abstained: number; worst: Array<{ question: string; confidence: number }> }> {
  let asked = 0;
  let abstained = 0;
  const worst: Array<{ question: string; confidence: number }> = [];
  for (const companyId of companyIds) {
    for (const question of questions) {
      const hits = await searchKnowledge(ctx, companyId, { query: question, limit: 10 });
      const confidence = retrievalConfidence(question, hits);
      asked++;
      if (confidence < CONFIDENCE_THRESHOLD) abstained++;
      else worst.push({ question, confidence });
    }
  }
  worst.sort((a, b) => b.confidence - a.confidence);
  return { asked, abstained, worst: worst.slice(0, 5) };
}
