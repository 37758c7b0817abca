// How sure the assistant may be that its sources answer a question, from the retrieval evidence
// alone: how strongly the best passage matches, how much of the question's content the best
// passages cover, and whether the top passages agree. Calibrated on the evaluation sets
// (`npm run bench:rag`) so that questions the sources cover score at least CONFIDENCE_THRESHOLD
// and questions about other topics score below it.
import type { KnowledgeHit } from "./knowledge-hit";
import { contentTerms, stem, wordsOf } from "./query-terms";

/** How many of the top passages are read as evidence. */
const EVIDENCE_PASSAGES = 3;

/** 0–1: the retrieval evidence that the hits answer the question. */
export function retrievalConfidence(question: string, hits: readonly KnowledgeHit[]): number {
  if (hits.length === 0) return 0;
  const terms = contentTerms(question);
  if (terms.length === 0) return 0;
  const top = hits.slice(0, EVIDENCE_PASSAGES);
  const coverageOf = (hit: KnowledgeHit) => {
    const stems = new Set(wordsOf(`${hit.title} ${hit.heading} ${hit.content}`).map(stem));
    return terms.filter((t) => stems.has(t)).length / terms.length;
  };
  const best = top[0]!;
  const bestCoverage = coverageOf(best);
  // Terms covered by any of the top passages together.
  const together = new Set<string>();
  for (const hit of top) {
    const stems = new Set(wordsOf(`${hit.title} ${hit.heading} ${hit.content}`).map(stem));
    for (const t of terms) if (stems.has(t)) together.add(t);
  }
  const jointCoverage = together.size / terms.length;
  const strength = best.similarity;
  const score = 0.45 * bestCoverage + 0.2 * jointCoverage + 0.35 * strength;
  return Math.round(Math.max(0, Math.min(1, score)) * 1000) / 1000;
}
