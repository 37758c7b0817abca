// The rerank of knowledge search: what each candidate passage holds of the question — BM25F over
// its heading path, title and body with the company's own document frequencies; how much of the
// question it covers, and how close together; the question's two-word phrases ("dress code",
// "lunch break") as phrases; its heading and title alone; the kind of answer the question wants
// (a duration, an amount, a person…); its best sentence — combined by weights fitted on the *tune*
// part of the evaluation sets (`npm run bench:rag -- --fit`, fitted-weights.ts). Pure.

import type { LogisticWeights } from "../assistant/answer-features";
import { RERANK_FALLBACK, RETRIEVAL_WEIGHTS } from "../assistant/fitted-weights";
import type { Category, KnowledgeDocumentType } from "../contract";
import { splitSentences } from "../text/sentences";
import { type AnswerType, holdsAnswerType } from "./answer-type";
import { HEADING_SEPARATOR } from "./chunk-text";
import { stem, wordsOf } from "./query-terms";

/** A passage as search reads it from D1. */
export interface ChunkRow {
  id: number;
  knowledge_base_document_id: number | null;
  document_id: number | null;
  document_version: number | null;
  in_force_since: number | null;
  category: Category;
  document_type: KnowledgeDocumentType;
  position: number;
  title: string;
  heading: string;
  body: string;
}

/** One idea of the question: a content word and the words that mean the same. */
export interface QueryConcept {
  /** The word's stem. */
  term: string;
  /** Stems that count for it, with their weight (1 for the word itself). */
  stems: Map<string, number>;
}

/** A question as the index is asked it. */
export interface QueryPlan {
  /** Distinct words (lower case, letters and digits only) for the MATCH expression, synonyms included. */
  words: string[];
  concepts: QueryConcept[];
  /** Adjacent pairs of the question's content words, as stems. */
  phrases: Array<[string, string]>;
  /** The kind of answer the question wants. */
  type: AnswerType;
}

/** How common each concept is among the company's passages. */
export interface CorpusStats {
  passages: number;
  /** Per concept (same order as the plan's), the passages holding any of its words. */
  documentFrequency: number[];
}

export interface PassageFeatures {
  /** BM25F over heading path + title and body, with the company's document frequencies, 0–1. */
  strength: number;
  /** Share of the question's concepts (weighted by rarity) the passage holds, synonyms counting. */
  coverage: number;
  /** …its own words only. */
  exactCoverage: number;
  /** Share of the concepts (weighted by rarity) found within a few words of each other. */
  proximity: number;
  /** Share the heading path and title alone hold. */
  headingCoverage: number;
  /** Share of the question's two-word phrases found as phrases. */
  phrases: number;
  /** The question wants a kind of answer and the passage holds one. */
  typeHeld: number;
  /** The share its best sentence holds (the answer is usually one sentence). */
  sentenceFocus: number;
  /** 1 / (1 + its place in the full-text index's own bm25 order). */
  indexRank: number;
  /**
   * Its heading is a policy's preamble or closing ("Purpose", "Scope", "Definitions", "Review"):
   * sections that mention everything and settle little.
   */
  preamble: number;
}

export type PassageFeatureName = keyof PassageFeatures;

export interface RankedPassage {
  row: ChunkRow;
  features: PassageFeatures;
  rank: number;
  /** 0–1: shown as the percent match. */
  similarity: number;
}

const PREAMBLE =
  /^(?:[\d.]+\s*)?(?:purpose|scope|introduction|overview|background|definitions?|policy statement|objectives?|review|policy review|compliance|related (?:policies|documents)|document control|version history|approval)\b/i;

/**
 * BM25F parameters: term saturation, length normalisation, the heading and title's weight. k1 and b
 * are BM25's usual values (the eval README's baseline uses them too); the heading weight is the same
 * 2 as the SQL bm25's (search-knowledge.ts `sqlWeights`). None is fitted: the rerank's weight on
 * this feature is.
 */
const BM25F = { k1: 1.2, b: 0.75, headingWeight: 2 };
/** Words within which query terms count as close together: set by hand (about a sentence), not fitted. */
const PROXIMITY_SPAN = 25;
/**
 * The percent match shown beside a passage: a hand-set blend, unchanged since the first search
 * (before any fit). It is not the rerank's order; the confidence model reads the first passage's
 * (`topSimilarity`) with a fitted weight, so changing the blend needs a refit.
 */
const SIMILARITY_BLEND = { coverage: 0.45, proximity: 0.3, strength: 0.25 };

/**
 * Orders candidates (given in the index's bm25 order) by the fitted weights of their features; when
 * the rerank's first leads the index's first by less than `belowMargin`, the index's order stands
 * (plain BM25 over the sections is the floor the rerank must beat).
 */
export function rerank(
  rows: ChunkRow[],
  plan: QueryPlan,
  stats: CorpusStats,
  weights: LogisticWeights<PassageFeatureName> = RETRIEVAL_WEIGHTS,
  belowMargin: number = RERANK_FALLBACK.belowMargin,
): RankedPassage[] {
  if (rows.length === 0) return [];
  const n = Math.max(stats.passages, rows.length);
  const idf = plan.concepts.map((_, i) => {
    const df = Math.min(n, Math.max(stats.documentFrequency[i] ?? 0, 0));
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  });
  const tokenized = rows.map((row) => ({
    row,
    body: wordsOf(row.body).map(stem),
    head: wordsOf(`${row.title} ${row.heading}`).map(stem),
  }));
  const avgBody = tokenized.reduce((s, t) => s + t.body.length, 0) / tokenized.length || 1;
  const avgHead = tokenized.reduce((s, t) => s + t.head.length, 0) / tokenized.length || 1;
  const inIndexOrder = tokenized.map((t, i): RankedPassage => {
    const features = passageFeatures(t, plan, idf, avgBody, avgHead, i);
    const similarity = clamp01(
      SIMILARITY_BLEND.coverage * features.coverage +
        SIMILARITY_BLEND.proximity * features.proximity +
        SIMILARITY_BLEND.strength * Math.min(1, features.strength * 2),
    );
    return { row: t.row, features, rank: rerankScore(features, weights), similarity };
  });
  const ranked = [...inIndexOrder].sort((a, b) => b.rank - a.rank);
  return keepsIndexOrder(ranked[0]!.rank - inIndexOrder[0]!.rank, belowMargin) ? inIndexOrder : ranked;
}

/** The rerank's score of a passage's features. */
export function rerankScore(features: PassageFeatures, weights: LogisticWeights<PassageFeatureName>): number {
  let rank = weights.intercept;
  for (const [name, w] of Object.entries(weights.weights)) rank += w * features[name as PassageFeatureName];
  return rank;
}

/** Whether the rerank's lead over the index's first passage is too weak to overturn the index's order. */
export function keepsIndexOrder(lead: number, belowMargin: number): boolean {
  return belowMargin === Number.POSITIVE_INFINITY || (lead > 0 && lead < belowMargin);
}

function passageFeatures(
  t: { row: ChunkRow; body: string[]; head: string[] },
  plan: QueryPlan,
  idf: number[],
  avgBody: number,
  avgHead: number,
  indexOrder: number,
): PassageFeatures {
  const { k1, b, headingWeight } = BM25F;
  const bodyNorm = 1 - b + (b * t.body.length) / avgBody;
  const headNorm = 1 - b + (b * t.head.length) / avgHead;
  let strength = 0;
  let coverage = 0;
  let exact = 0;
  let heading = 0;
  let total = 0;
  const headSet = new Set(t.head);
  const bodySet = new Set(t.body);
  plan.concepts.forEach((concept, i) => {
    const tfBody = termFrequency(t.body, concept.stems);
    const tfHead = termFrequency(t.head, concept.stems);
    const tf = tfBody / bodyNorm + (headingWeight * tfHead) / headNorm;
    strength += (idf[i]! * tf * (k1 + 1)) / (tf + k1);
    total += idf[i]!;
    coverage += idf[i]! * Math.max(bestWeight(t.body, concept.stems), bestWeight(t.head, concept.stems));
    if (bodySet.has(concept.term) || headSet.has(concept.term)) exact += idf[i]!;
    heading += idf[i]! * bestWeight(t.head, concept.stems);
  });
  const share = (x: number) => (total ? x / total : 0);
  return {
    strength: total ? strength / (total * (k1 + 1)) : 0,
    coverage: share(coverage),
    exactCoverage: share(exact),
    proximity: share(closeTogether(t.body, plan, idf, PROXIMITY_SPAN)),
    headingCoverage: share(heading),
    phrases: phraseShare(plan, [...t.head, ...t.body]),
    typeHeld: plan.type !== "none" && holdsAnswerType(plan.type, t.row.body) ? 1 : 0,
    sentenceFocus: share(bestSentence(t.row.body, plan, idf)),
    indexRank: 1 / (1 + indexOrder),
    preamble: PREAMBLE.test(t.row.heading.split(HEADING_SEPARATOR).pop() ?? "") ? 1 : 0,
  };
}

function termFrequency(stems: string[], wanted: Map<string, number>): number {
  let tf = 0;
  for (const s of stems) tf += wanted.get(s) ?? 0;
  return tf;
}

function bestWeight(stems: string[], wanted: Map<string, number>): number {
  let best = 0;
  for (const s of stems) {
    const w = wanted.get(s);
    if (w !== undefined && w > best) best = w;
  }
  return best;
}

/** Share of the question's adjacent word pairs found adjacent (or one word apart). */
function phraseShare(plan: QueryPlan, stems: string[]): number {
  if (plan.phrases.length === 0) return 0;
  let found = 0;
  for (const [a, b] of plan.phrases) {
    for (let i = 0; i < stems.length; i++) {
      if (stems[i] === a && (stems[i + 1] === b || stems[i + 2] === b)) {
        found++;
        break;
      }
    }
  }
  return found / plan.phrases.length;
}

/** The rarity-weighted coverage of the passage's best sentence or clause (a line, cut at ":" and ";" too). */
function bestSentence(body: string, plan: QueryPlan, idf: number[]): number {
  let best = 0;
  const clauses = body
    .split(/\n+/)
    .flatMap(splitSentences)
    .flatMap((sentence) => sentence.split(/(?<=[:;])\s+/));
  for (const sentence of clauses) {
    const stems = new Set(wordsOf(sentence).map(stem));
    let held = 0;
    plan.concepts.forEach((c, i) => {
      let w = 0;
      for (const [s, weight] of c.stems) if (stems.has(s) && weight > w) w = weight;
      held += idf[i]! * w;
    });
    if (held > best) best = held;
  }
  return best;
}

/** The largest rarity-weighted share of distinct concepts that occur together within `span` words. */
function closeTogether(stems: string[], plan: QueryPlan, idf: number[], span: number): number {
  const conceptOf = new Map<string, { index: number; weight: number }>();
  plan.concepts.forEach((c, index) => {
    for (const [s, weight] of c.stems) {
      const known = conceptOf.get(s);
      if (!known || known.weight < weight) conceptOf.set(s, { index, weight });
    }
  });
  const positions: Array<{ at: number; index: number; value: number }> = [];
  stems.forEach((s, at) => {
    const c = conceptOf.get(s);
    if (c) positions.push({ at, index: c.index, value: idf[c.index]! * c.weight });
  });
  let best = 0;
  let left = 0;
  // Sliding window: for each right end, the best value of every concept inside the window.
  for (let right = 0; right < positions.length; right++) {
    while (positions[right]!.at - positions[left]!.at >= span) left++;
    const inWindow = new Map<number, number>();
    for (let i = left; i <= right; i++) {
      const p = positions[i]!;
      inWindow.set(p.index, Math.max(inWindow.get(p.index) ?? 0, p.value));
    }
    let value = 0;
    for (const v of inWindow.values()) value += v;
    best = Math.max(best, value);
  }
  return best;
}

function clamp01(x: number): number {
  return Math.max(0, Math.min(1, x));
}
