// Asks every question of a set through the product's own path (gatherEvidence → writeAnswer, the
// code POST /api/chat runs, minus storing) and records, per question: where the product's search
// put the answer, where plain BM25 over windows of the same length put it, the reply, its
// confidence, whether it declined or would file the question as unanswered, and whether the reply
// holds the expected facts — with a plain answerer over the BM25 windows as the answers' baseline.
import { gatherEvidence } from "../../../worker/domain/assistant/answer-question.ts";
import { PASSAGES_READ } from "../../../worker/domain/assistant/compose-answer.ts";
import { writeAnswer } from "../../../worker/domain/assistant/write-answer.ts";
import type { DomainContext } from "../../../worker/domain/context.ts";
import { searchKnowledge } from "../../../worker/domain/knowledge/search-knowledge.ts";
import { baselineAnswer } from "./baseline-answer.ts";
import { Bm25Baseline } from "./baseline-bm25.ts";
import type { EvalQuestion, EvalSet } from "./eval-data.ts";
import { answerMatcher, answerRank } from "./scoring.ts";
import type { Part } from "./split.ts";

export interface QuestionResult {
  set: string;
  part: Part;
  kind: EvalQuestion["kind"];
  question: string;
  /** Answerable questions: where the answer first appears (1-based), or null. */
  productRank: number | null;
  baselineRank: number | null;
  productStrictRank: number | null;
  baselineStrictRank: number | null;
  /** Words of the passages the product's search returned (top 5). */
  passageWords: number[];
  reply: string;
  /** The extractive answer (also when the assistant declined to give it). */
  draft: string;
  confidence: number;
  declined: boolean;
  /** Would join the admins' Unanswered questions. */
  filedAsGap: boolean;
  /** Answerable questions: the reply holds the expected facts. */
  factsPresent: boolean | null;
  /** …and the extractive answer does, whether or not the assistant declined to give it. */
  draftFactsPresent: boolean | null;
  /** The plain answerer over BM25 windows, with the same amount of context and answer length. */
  baselineFactsPresent: boolean | null;
  searchMs: number;
  answerMs: number;
}

export interface IndexedCorpus {
  companyId: number;
  /** The corpus's text (all its documents), for the baseline. */
  text: string;
}

/** Reply text as a person reads the answer: without the Sources line and the citation markers. */
export function answerText(reply: string): string {
  return reply
    .replace(/\n\nSources:[\s\S]*$/, "")
    .replace(/\s*\[\d+\]/g, "")
    .trim();
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Every question of the set: first the product (search and reply), then the baselines, whose
 * windows are as long as the passages the product returned for the set.
 */
export async function measureQuestions(
  ctx: DomainContext,
  set: EvalSet,
  indexed: Map<string, IndexedCorpus>,
  parts: readonly Part[],
  progress: (message: string) => void,
): Promise<QuestionResult[]> {
  const results: QuestionResult[] = [];
  const questions = set.questions.filter((q) => parts.includes(q.part));
  const productPassages: string[][] = [];
  let done = 0;
  for (const q of questions) {
    const corpus = indexed.get(q.corpus)!;
    const answerable = q.key.kind !== "none" && q.kind === "policy";
    const t0 = performance.now();
    const hits = await searchKnowledge(ctx, corpus.companyId, { query: q.question, limit: 10 });
    const t1 = performance.now();
    const evidence = await gatherEvidence(ctx, corpus.companyId, q.question);
    const reply = await writeAnswer(ctx.answerModel, evidence, ctx.log);
    const t2 = performance.now();
    const passages = hits.map((h) => h.content);
    productPassages.push(passages);
    const matches = q.key.kind === "none" ? null : answerMatcher(q.key);
    const text = answerText(reply.message);
    results.push({
      set: set.name,
      part: q.part,
      kind: q.kind,
      question: q.question,
      productRank: answerable && matches ? answerRank(passages, q.key, matches) : null,
      baselineRank: null,
      productStrictRank: answerable && matches ? answerRank(passages, q.key, matches, false) : null,
      baselineStrictRank: null,
      passageWords: hits.slice(0, 5).map((h) => wordCount(h.content)),
      reply: reply.message,
      draft: evidence.draft?.text ?? "",
      confidence: reply.confidence,
      declined: reply.abstained,
      filedAsGap: reply.unanswered,
      factsPresent: answerable && matches ? !reply.abstained && matches(text) : null,
      draftFactsPresent: answerable && matches ? matches(answerText(evidence.draft?.text ?? "")) : null,
      baselineFactsPresent: null,
      searchMs: t1 - t0,
      answerMs: t2 - t1,
    });
    if (++done % 500 === 0) progress(`  ${set.name}: ${done}/${questions.length}`);
  }

  // The baselines, over windows as long as the product's passages (mean of what it returned).
  const lengths = results.flatMap((r) => r.passageWords);
  const window = Math.max(20, Math.round(lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length)));
  const baselines = new Map(
    [...indexed].map(([id, c]) => [id, new Bm25Baseline(c.text, window, Math.round(window / 4))]),
  );
  const answered = results.filter((r) => !r.declined).map((r) => wordCount(answerText(r.reply)));
  answered.sort((a, b) => a - b);
  const medianAnswerWords = answered[Math.floor(answered.length / 2)] ?? 40;
  questions.forEach((q, i) => {
    const r = results[i]!;
    if (r.productRank === null && r.productStrictRank === null && r.factsPresent === null) return;
    const matches = answerMatcher(q.key);
    const windows = baselines.get(q.corpus)!.search(q.question, 10);
    r.baselineRank = answerRank(windows, q.key, matches);
    r.baselineStrictRank = answerRank(windows, q.key, matches, false);
    const read = windows.slice(0, PASSAGES_READ);
    // As long as the product's answer (or, where the product declined, as its median answer): the
    // baseline always answers.
    const words = r.declined ? medianAnswerWords : wordCount(answerText(r.reply));
    r.baselineFactsPresent = matches(baselineAnswer(q.question, read, words));
  });
  return results;
}

/** The mean window length the set's baseline used (reported with the figures). */
export function baselineWindow(results: readonly QuestionResult[]): number {
  const lengths = results.flatMap((r) => r.passageWords);
  return Math.max(20, Math.round(lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length)));
}
