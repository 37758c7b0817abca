// How sure the assistant may be that its sources answer a question, from the retrieval evidence
// alone: how strongly the best passage matches (its similarity), how much of the question's
// content the best passage holds (coverage of its content terms, synonyms counting), and whether
// the next passages agree (their similarity). Calibrated on the evaluation sets with
// `npm run bench:rag`: the evidence score EVIDENCE_AT_THRESHOLD sits above what ~97 % of off-topic
// questions reach and below what ~94 % of covered questions reach, and maps to CONFIDENCE_THRESHOLD.
import { CONFIDENCE_THRESHOLD } from "../contract";
import type { KnowledgeHit } from "./knowledge-hit";
import { contentTerms, stem, synonymsOf, wordsOf } from "./query-terms";

/** How many of the top passages are read for agreement. */
const AGREEMENT_PASSAGES = 3;
/** The evidence score that maps to the confidence threshold. */
export const EVIDENCE_AT_THRESHOLD = 0.3;
const WEIGHTS = { similarity: 0.4, coverage: 0.5, agreement: 0.1 };

/** 0–1: the retrieval evidence that the hits answer the question (monotone in the evidence). */
export function retrievalConfidence(question: string, hits: readonly KnowledgeHit[]): number {
  const best = hits[0];
  if (!best) return 0;
  const terms = contentTerms(question);
  if (terms.length === 0) return 0;
  const top = hits.slice(0, AGREEMENT_PASSAGES);
  const agreement = top.reduce((sum, h) => sum + h.similarity, 0) / AGREEMENT_PASSAGES;
  const evidence =
    WEIGHTS.similarity * clamp01(best.similarity) +
    WEIGHTS.coverage * termCoverage(terms, best) +
    WEIGHTS.agreement * clamp01(agreement);
  return Math.round(calibrate(evidence) * 1000) / 1000;
}

/** Share of the terms the passage holds (as written or as a synonym), in its title, heading or text. */
export function termCoverage(terms: readonly string[], hit: KnowledgeHit): number {
  if (terms.length === 0) return 0;
  const stems = new Set(wordsOf(`${hit.title} ${hit.heading} ${hit.content}`).map(stem));
  const held = terms.filter((t) => stems.has(t) || synonymsOf(t).some((s) => stems.has(stem(s))));
  return held.length / terms.length;
}

/** Piecewise linear: 0 → 0, EVIDENCE_AT_THRESHOLD → CONFIDENCE_THRESHOLD, 1 → 1. */
function calibrate(evidence: number): number {
  const e = clamp01(evidence);
  if (e <= EVIDENCE_AT_THRESHOLD) return (CONFIDENCE_THRESHOLD * e) / EVIDENCE_AT_THRESHOLD;
  return (
    CONFIDENCE_THRESHOLD +
    ((1 - CONFIDENCE_THRESHOLD) * (e - EVIDENCE_AT_THRESHOLD)) / (1 - EVIDENCE_AT_THRESHOLD)
  );
}

function clamp01(x: number): number {
  return Math.max(0, Math.min(1, x));
}
