// When two of the company's documents answer a question differently, the answer says so and cites
// both ("Your policies do not agree on this. …"), instead of quoting one as if it were the rule.
// Found among the composer's scored sentences (compose-answer.ts), which then writes this answer in
// place of its own. Measured by `npm run bench:rag` on bench/eval/demo-library/conflict-pairs.json
// (precision and recall) and on the demo library's known disagreements. Pure.
import { answersDiffer } from "../knowledge/answer-type";
import { contentWords } from "../knowledge/query-terms";
import type { AnswerPassage } from "./answer-prompt";
import { type CandidateSentence, citedSentence, sameWords, writtenSentence } from "./answer-sentences";
import type { QuestionReading, ScoredSentence } from "./compose-answer";

/** How an answer opens when two documents give different values (the bench counts these). */
export const DISAGREEMENT_OPENING = "Your policies do not agree on this.";

/** The answer that says two documents disagree, each quoted with its document's title and cited. */
export function writeDisagreement(first: CandidateSentence, second: CandidateSentence): string {
  return [
    DISAGREEMENT_OPENING,
    `${sourceTitle(first.passage)}: ${citedSentence(first)}`,
    `${sourceTitle(second.passage)}: ${citedSentence(second)}`,
    "Please check with the policy owner which one applies.",
  ].join(" ");
}

/**
 * Two documents that answer the same question differently: the best sentence and the best one of
 * another document, when both hold an answer of the wanted kind, score close, are about the same
 * thing, and differ (answer-type.ts `answersDiffer`: another value, the same value counted from
 * another event, or for "who" no person or team in common). `scored` is best first.
 */
export function findDisagreement(
  reading: QuestionReading,
  scored: ScoredSentence[],
): { first: ScoredSentence; second: ScoredSentence } | null {
  const best = scored[0]!;
  const bestText = writtenSentence(best.sentence);
  if (reading.type === "none" || best.features.typeHeld === 0) return null;
  for (const other of scored.slice(1, 1 + OTHERS_READ)) {
    if (other.score < OTHER_SCORE_SHARE * best.score) break;
    if (sourceTitle(other.sentence.passage) === sourceTitle(best.sentence.passage)) continue;
    if (other.coverage < CONFLICT_COVERAGE * best.coverage || other.features.typeHeld === 0) continue;
    // About the same thing: the two sentences share a good part of their words, and the other one
    // (with its heading) holds every word of the question the best one holds — a lost phone's
    // "report within 24 hours" and a lost card's "report immediately" answer different questions.
    // Or both rule on the same thing the question asks about: "Claims should be submitted…" in a
    // travel policy and in an expense policy, "Any accident involving a vehicle…" and "All accidents…".
    const sameSubject = sharesAskedSubject(reading, best.sentence, other.sentence);
    if (!sameSubject && jaccard(other.sentence.ownTerms, best.sentence.ownTerms) < SHARED_WORDS) continue;
    if (!sameSubject && !holdsQuestionTermsOf(reading, other.sentence, best.sentence)) continue;
    if (sameWords(other.sentence.text, best.sentence.text)) continue;
    if (answersDiffer(reading.type, bestText, writtenSentence(other.sentence), reading.words)) {
      return { first: best, second: other };
    }
  }
  return null;
}

// The thresholds are set by hand, not fitted: the tune part holds 8 known disagreements, too few to
// fit on. They were checked by reading those eight with their passages and scores (decision 020),
// and are measured by every `npm run bench:rag` (conflict-pairs.json: precision and recall).
/** How many of the next best sentences are read for one of another document. */
const OTHERS_READ = 11;
/** The other document's sentence scores at least this share of the best one: it answers too. */
const OTHER_SCORE_SHARE = 0.6;
/** How much of what the best sentence holds of the question the other document's must hold too. */
const CONFLICT_COVERAGE = 0.8;
/** Share of their words (Jaccard) two sentences on the same thing hold in common (decision 020). */
const SHARED_WORDS = 0.3;

/** What a rule is about: its words before the first verb that rules ("Claims" of "Claims should be submitted…"). */
const RULING_VERB = /\b(?:must|should|shall|may|will|can(?:not)?|is|are|need to|needs to|has to|have to)\b/i;

function subjectTerms(sentence: CandidateSentence): Set<string> {
  const text = writtenSentence(sentence);
  const verb = RULING_VERB.exec(text);
  return new Set(verb ? contentWords(text.slice(0, verb.index)) : []);
}

/** Whether both sentences are about a thing the question names (a shared word of their subjects). */
function sharesAskedSubject(reading: QuestionReading, a: CandidateSentence, b: CandidateSentence): boolean {
  const left = subjectTerms(a);
  const right = subjectTerms(b);
  return reading.terms.some((term) => left.has(term) && right.has(term));
}

/**
 * Whether `other` holds (its own word or a paraphrase, in the sentence or its heading and title)
 * every word of the question that `best` holds in its sentence.
 */
function holdsQuestionTermsOf(
  reading: QuestionReading,
  other: CandidateSentence,
  best: CandidateSentence,
): boolean {
  const held = (present: Set<string>, term: string) =>
    present.has(term) || [...(reading.paraphrases.get(term) ?? [])].some((p) => present.has(p));
  const otherTerms = new Set([
    ...other.terms,
    ...contentWords(`${other.passage.section} ${other.passage.source}`),
    ...(other.parent?.ownTerms ?? []),
  ]);
  return reading.terms.every((term) => !held(best.terms, term) || held(otherTerms, term));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / Math.max(1, a.size + b.size - shared);
}

/** The document a passage belongs to, without its version and date. */
function sourceTitle(passage: AnswerPassage): string {
  // Searches for where the suffix starts, then cuts: a pattern `\s*….*$` would scan to the end from
  // every start (decision 034). A source is one line (answer-prompt.ts writes it so).
  let title = passage.source;
  const version = title.search(/,\s*version\s+\d/i);
  if (version !== -1) title = title.slice(0, version);
  const knowledgeBase = title.search(/\(knowledge base/i);
  if (knowledgeBase !== -1 && title.endsWith(")")) title = title.slice(0, knowledgeBase).trimEnd();
  return title;
}
