// The extractive answer, one to three sentences: the sentence of the retrieved passages that best
// answers the question, what completes it from its own passage (the sentence before it when it leans
// on that one, the ones after it that carry on), and the best sentence of one other passage when it
// scores close — each cited with its passage's number. Every sentence it quotes is the passages' own, cleaned of page and
// clause numbers, bullets and form blanks, never the same sentence twice. The answer starts from the
// passage search ranked first (what the admins' knowledge-base search shows first) unless another
// passage's sentence scores clearly better; another passage is quoted only when it answers too. A
// yes-or-no question is answered yes or no first. When the question asks
// for a value (a duration, an amount, a frequency, a time) the answer leads with the value it found;
// when two documents answer differently (another value, the same value counted from another event,
// other people for "who"), it says so and cites both (policy-disagreement.ts finds and writes that).
//
// Sentences are scored by a logistic model over what they hold of the question (weighted by how rare
// each word is among the passages read), its phrases, the passage's heading, the kind of answer the
// question wants, and the passage's rank. The weights are fitted on the *tune* part of the
// evaluation sets (`npm run bench:rag -- --fit`, fitted-weights.ts). What the chosen sentences show
// of the question (AnswerEvidence) is what the reply's confidence is estimated from. Pure.

import { type AnswerType, answerTypeOf, holdsAnswerType, leadValueIn } from "../knowledge/answer-type";
import { inOrderOnOneLine } from "../knowledge/parts-in-order";
import { contentTerms, contentWords, questionSynonyms, stem, wordsOf } from "../knowledge/query-terms";
import type { LogisticWeights, SentenceFeatures } from "./answer-features";
import type { AnswerPassage } from "./answer-prompt";
import {
  type CandidateSentence,
  citedSentence,
  sameWords,
  scoredText,
  sentencesOfPassages,
  writtenSentence,
} from "./answer-sentences";
import { ANSWER_FROM_TOP_PASSAGE, SENTENCE_WEIGHTS } from "./fitted-weights";
import { findDisagreement, writeDisagreement } from "./policy-disagreement";
import { soundsLikeWorkplace } from "./question-kind";

type SentenceWeights = LogisticWeights<keyof SentenceFeatures>;

export interface ComposeOptions {
  /** The sentence model's weights (the fitted ones unless a fit is trying others). */
  weights?: SentenceWeights;
  /** How well retrieval matched the best passage (its 0–1 similarity); part of the evidence. */
  topSimilarity?: number;
  /** How many of the passages are read (PASSAGES_READ unless looking further for a disagreement). */
  passagesRead?: number;
  /** The top passage's best sentence answers at this share of the best score (fitted-weights.ts). */
  topPassageShare?: number;
}

/** The passages read: the best retrieved ones. */
export const PASSAGES_READ = 6;
/**
 * One to three sentences, at most 800 characters: chosen for what a person reads, not fitted. When
 * the tune misses were read (decision 020) neither limit had cut a fact on the demo library.
 */
const MAX_SENTENCES = 3;
const MAX_ANSWER_LENGTH = 800;
/**
 * A second passage's best sentence joins the answer when it scores at least this share of the best
 * one: when two passages answer about equally well, both are quoted. Chosen by two-fold
 * cross-validation inside tune (sentence model refitted per fold): 0.9 → 0.5 took the answers that
 * hold their facts from 51 % to 60 % (demo library), 29 % to 31 % (H2O) and 23 % to 27 % (PolicyQA);
 * 0.3 added nothing more.
 */
const SECOND_PASSAGE_BAR = 0.5;

/** What the chosen answer shows of the question: the features its confidence is estimated from. */
export interface AnswerEvidence {
  /** The best sentence's score (0–1). */
  best: number;
  /** Its lead over the best sentence of another passage. */
  margin: number;
  /** Share of the question (by rarity) the answer's sentences hold. */
  coverage: number;
  /** …with their passages' headings and titles. */
  coverageInContext: number;
  /** Share of the question's two-word phrases the answer holds as phrases. */
  phrases: number;
  /** Share of the question (by rarity) that none of the passages read holds at all. */
  missing: number;
  /** The question wants a kind of answer (1) or not (0). */
  typeWanted: number;
  /** The answer holds that kind of answer (1) or not (0); 0 when none is wanted. */
  typeHeld: number;
  /** The chosen sentences come from the best retrieved passage (1) or a later one (0). */
  fromTopPassage: number;
  /** Two documents give different values. */
  conflict: number;
  /** How many content words the question has (log2 of 1 + n). */
  questionTerms: number;
  /** The question sounds like a workplace question (question-kind.ts). */
  workplace: number;
  /** A yes-or-no question ("Can I…", "Do they…"): a quoted sentence answers it less plainly. */
  yesNo: number;
  /** How well retrieval matched the best passage (0–1). */
  topSimilarity: number;
  /**
   * 1 when the answer, with its headings and titles, names nothing the question is about: only the
   * kind of value asked for ("days" in "How many days of annual leave…?") or words every policy
   * uses. Not a feature of the confidence model: such an answer is declined (answer-confidence.ts).
   */
  offSubject: number;
}

export interface ComposedAnswer {
  /** The answer with its citations ([n] = the passage's number); empty when nothing answers. */
  text: string;
  /** The passage numbers cited. */
  passagesUsed: number[];
  evidence: AnswerEvidence;
  /** The sentences quoted, in the order written. */
  sentences: CandidateSentence[];
}

export interface ScoredSentence {
  sentence: CandidateSentence;
  features: SentenceFeatures;
  /** 0–1: the model's estimate that the sentence holds the answer. */
  score: number;
  /** Share of the question (by rarity) the sentence itself holds. */
  coverage: number;
}

/** The question as the composer reads it. */
export interface QuestionReading {
  terms: string[];
  /** Term → weight (rarer among the passages read → higher). */
  weights: Map<string, number>;
  totalWeight: number;
  /** Adjacent content-word pairs ("dress code", "lunch break"), as stems. */
  phrases: Array<[string, string]>;
  type: AnswerType;
  /** The question's own words, for placing a value near them. */
  words: string[];
  /** Term → the stems of its paraphrases (policy-lexicon.ts). */
  paraphrases: Map<string, Set<string>>;
  workplace: number;
  yesNo: number;
  /** The question asks what something is or means: a glossary line may answer it. */
  asksDefinition: boolean;
}

/** Every candidate sentence of the passages, scored (best first), with how the question was read. */
export function scoreSentences(
  question: string,
  passages: readonly AnswerPassage[],
  options: ComposeOptions = {},
): { reading: QuestionReading; scored: ScoredSentence[]; sentences: CandidateSentence[] } {
  const weights = options.weights ?? SENTENCE_WEIGHTS;
  const read = passages.slice(0, options.passagesRead ?? PASSAGES_READ);
  const sentences = sentencesOfPassages(read);
  const reading = readQuestion(question, sentences);

  const contextTerms = new Map<AnswerPassage, Set<string>>();
  for (const passage of read) {
    contextTerms.set(passage, new Set(contentWords(`${passage.section} ${passage.source}`)));
  }
  const scored: ScoredSentence[] = [];
  const bm25 = sentenceBm25(reading, sentences);
  const maxBm25 = Math.max(1e-9, ...bm25.values());
  const neighbourTerms = (s: CandidateSentence) => {
    const around = sentences.filter((n) => n.passage === s.passage && Math.abs(n.index - s.index) === 1);
    return new Set([...s.terms, ...around.flatMap((n) => [...n.ownTerms])]);
  };
  for (const sentence of sentences) {
    if (sentence.heading || sentence.unquotable || sentence.terms.size === 0) continue;
    // A glossary line says what a word means, which answers "what is…", not "can I…" or "who…".
    if (!reading.asksDefinition && DEFINITION.test(sentence.text)) continue;
    const coverage = coverageOf(reading, sentence.terms);
    const passageContext = contextTerms.get(sentence.passage)!;
    // A list item reads with the line it completes.
    const context = sentence.parent
      ? new Set([...passageContext, ...sentence.parent.ownTerms])
      : passageContext;
    const inContext = coverageOf(reading, new Set([...sentence.terms, ...context]));
    if (inContext === 0) continue;
    const written = writtenSentence(sentence);
    const words = written.split(/\s+/).length;
    const features: SentenceFeatures = {
      coverage,
      synonymCoverage: synonymCoverageOf(reading, sentence.terms),
      coverageInContext: inContext,
      headingCoverage: coverageOf(reading, context),
      phrases: phraseShare(reading, scoredText(sentence)),
      typeWanted: reading.type === "none" ? 0 : 1,
      typeHeld: reading.type !== "none" && holdsAnswerType(reading.type, written) ? 1 : 0,
      passageRank: 1 / (1 + sentence.rank),
      firstInPassage: sentence.index === 0 ? 1 : 0,
      short: words < 6 ? 1 : 0,
      long: words > 60 ? 1 : 0,
      introducesList: sentence.items.length > 0 ? 1 : 0,
      addsWords: Math.min(1, [...sentence.terms].filter((t) => !reading.weights.has(t)).length / 8),
      bm25: (bm25.get(sentence) ?? 0) / maxBm25,
      windowCoverage: coverageOf(reading, neighbourTerms(sentence)),
      fullCoverage: coverage * coverage,
    };
    scored.push({ sentence, features, score: sentenceScore(features, weights), coverage });
  }
  scored.sort(
    (a, b) => b.score - a.score || a.sentence.rank - b.sentence.rank || a.sentence.index - b.sentence.index,
  );
  return { reading, scored, sentences };
}

/** The extractive answer to a question from its passages (best retrieved first). */
export function composeAnswer(
  question: string,
  passages: readonly AnswerPassage[],
  options: ComposeOptions = {},
): ComposedAnswer {
  const { reading, scored, sentences } = scoreSentences(question, passages, options);
  startFromTopPassage(scored, options);
  const best = scored[0];
  const missing = missingShare(reading, sentences);
  if (!best) {
    return { text: "", passagesUsed: [], sentences: [], evidence: emptyEvidence(reading, missing, options) };
  }

  let conflict = findDisagreement(reading, scored);
  if (!conflict && passages.length > PASSAGES_READ) {
    // Passages past the read ones are read only for a document that answers otherwise; the best
    // sentence must stay the best with them.
    const wider = scoreSentences(question, passages, { ...options, passagesRead: passages.length });
    startFromTopPassage(wider.scored, options);
    const first = wider.scored[0]?.sentence;
    if (
      first &&
      first.passage.number === best.sentence.passage.number &&
      first.index === best.sentence.index
    ) {
      conflict = findDisagreement(wider.reading, wider.scored);
    }
  }
  const chosen = conflict
    ? [conflict.first.sentence, conflict.second.sentence]
    : chooseSentences(reading, scored, sentences);
  const all = chosen.map(writtenSentence).join(" ");
  const secondBest = scored.find((s) => s.sentence.passage !== best.sentence.passage);
  const chosenTerms = new Set(chosen.flatMap((s) => [...s.terms]));
  const contextTerms = new Set([
    ...chosenTerms,
    ...chosen.flatMap((s) => contentWords(`${s.passage.section} ${s.passage.source}`)),
  ]);
  const evidence: AnswerEvidence = {
    best: best.score,
    margin: best.score - (secondBest?.score ?? 0),
    coverage: coverageOf(reading, chosenTerms),
    coverageInContext: coverageOf(reading, contextTerms),
    phrases: phraseShare(reading, all),
    missing,
    typeWanted: reading.type === "none" ? 0 : 1,
    typeHeld: reading.type !== "none" && holdsAnswerType(reading.type, all) ? 1 : 0,
    fromTopPassage: best.sentence.rank === 0 ? 1 : 0,
    conflict: conflict ? 1 : 0,
    questionTerms: Math.log2(1 + reading.terms.length),
    workplace: reading.workplace,
    yesNo: reading.yesNo,
    topSimilarity: options.topSimilarity ?? 0,
    // The lines the quoted list items complete count as part of the answer.
    offSubject:
      subjectShare(
        reading,
        new Set([...contextTerms, ...chosen.flatMap((s) => [...(s.parent?.ownTerms ?? [])])]),
      ) > 0
        ? 0
        : 1,
  };

  const text = conflict
    ? writeDisagreement(conflict.first.sentence, conflict.second.sentence)
    : writeAnswer(reading, chosen);
  return {
    text,
    passagesUsed: [...new Set(chosen.map((s) => s.passage.number))],
    evidence,
    sentences: chosen,
  };
}

/**
 * Puts the best sentence of the passage search ranked first at the head of the scored sentences when
 * it scores close enough to the best one: the chat then answers from what the admins' knowledge-base
 * search shows first for the same question, unless another passage answers clearly better.
 */
function startFromTopPassage(scored: ScoredSentence[], options: ComposeOptions): void {
  const share = options.topPassageShare ?? ANSWER_FROM_TOP_PASSAGE.share;
  const best = scored[0];
  if (!best || best.sentence.rank === 0) return;
  const i = scored.findIndex((s) => s.sentence.rank === 0);
  if (i > 0 && scored[i]!.score >= share * best.score) scored.unshift(...scored.splice(i, 1));
}

/** Opens a sentence that leans on the one before it ("This applies…", "However, …"). */
const LEANS_BACK =
  /^(?:this|these|that|those|it|they|such|however|but|otherwise|alternatively|also|in addition|additionally|further(?:more)?|in (?:this|that|such|either|both) cases?|if so|if not|where this|the exception|exceptions?|any such|in that event)\b/i;

/**
 * The best sentence, with what completes it from its passage: the sentence before it when it leans
 * on that one, and up to two after it that carry on (lean back, hold more of the question, or hold
 * the value it wants and the best one lacks); then a sentence of another passage only when it
 * scores close and adds much of the question.
 */
function chooseSentences(
  reading: QuestionReading,
  scored: ScoredSentence[],
  sentences: CandidateSentence[],
): CandidateSentence[] {
  const best = scored[0]!;
  const neighbour = (s: CandidateSentence, offset: number) => {
    const n = sentences.find((x) => x.passage === s.passage && x.index === s.index + offset);
    return n && !n.heading && !n.unquotable && (n.parent === null) === (s.parent === null) ? n : undefined;
  };
  const chosen: CandidateSentence[] = [best.sentence];
  const before = LEANS_BACK.test(best.sentence.text) ? neighbour(best.sentence, -1) : undefined;
  if (before && best.sentence.parent === null) chosen.unshift(before);
  const covered = new Set(chosen.flatMap((s) => [...s.terms]).filter((t) => reading.weights.has(t)));
  let typeHeld = chosen.some((s) => holdsAnswerType(reading.type, writtenSentence(s)));
  let last = best.sentence;
  while (chosen.length < MAX_SENTENCES) {
    const next = neighbour(last, 1);
    if (!next || next.parent !== null || best.sentence.items.length > 0) break;
    const written = writtenSentence(next);
    const fresh = [...next.terms].filter((t) => reading.weights.has(t) && !covered.has(t));
    const givesValue = reading.type !== "none" && !typeHeld && holdsAnswerType(reading.type, written);
    const carriesOn = LEANS_BACK.test(next.text) || fresh.length > 0 || givesValue;
    if (!carriesOn || length([...chosen, next]) > MAX_ANSWER_LENGTH) break;
    chosen.push(next);
    for (const t of fresh) covered.add(t);
    typeHeld ||= givesValue;
    last = next;
  }
  // The best sentence of another passage, when it scores close.
  if (chosen.length < MAX_SENTENCES) {
    for (const candidate of scored.slice(1, 8)) {
      if (candidate.score < SECOND_PASSAGE_BAR * best.score) break;
      const s = candidate.sentence;
      if (s.passage === best.sentence.passage || chosen.some((c) => sameWords(c.text, s.text))) continue;
      if (length([...chosen, s]) > MAX_ANSWER_LENGTH) continue;
      // A second source is cited only when it answers too: it holds what the question is about
      // (with its heading) and, when a kind of value is wanted, a value of that kind.
      if (!answersToo(reading, s)) continue;
      chosen.push(s);
      break;
    }
  }
  return chosen;
}

/** Whether a sentence of another passage answers the question as well (see chooseSentences). */
function answersToo(reading: QuestionReading, s: CandidateSentence): boolean {
  const context = new Set([
    ...s.terms,
    ...(s.parent?.ownTerms ?? []),
    ...contentWords(`${s.passage.section} ${s.passage.source}`),
  ]);
  if (subjectShare(reading, context) < LEAD_SUBJECT_SHARE) return false;
  return reading.type === "none" || holdsAnswerType(reading.type, writtenSentence(s));
}

function writeAnswer(reading: QuestionReading, chosen: CandidateSentence[]): string {
  const body = chosen.map(citedSentence).join(" ");
  const first = chosen[0]!;
  // A lead is a claim ("Two weeks."): made only when the quoted sentence, under its heading and
  // title, holds most of what the question is about (by rarity), so "How many weeks of maternity
  // leave…?" never leads with the two weeks' notice of a sentence on planned leave.
  const context = new Set([
    ...first.terms,
    ...(first.parent?.ownTerms ?? []),
    ...contentWords(`${first.passage.section} ${first.passage.source}`),
  ]);
  if (subjectShare(reading, context) < LEAD_SUBJECT_SHARE) return body;
  // A yes-or-no question is answered yes or no first, then by the sentence that says so.
  if (reading.yesNo) return `${yesOrNo(writtenSentence(first))} ${body}`;
  // The question's words as asked and as stems ("receipts" finds "receipt"), but not the words of
  // the value itself: "days" in "How many days…" is where any figure of days stands.
  const about = reading.words.flatMap((w) => {
    const s = stem(w.toLowerCase());
    return reading.weights.has(s) && !NOT_A_SUBJECT.has(s) ? [w, s] : [];
  });
  const value = leadValueIn(reading.type, writtenSentence(first), about);
  if (!value) return body;
  const lead = value.charAt(0).toUpperCase() + value.slice(1);
  // No lead when the sentence already opens with it.
  if (chosen[0]!.text.toLowerCase().startsWith(value.toLowerCase())) return body;
  return `${lead}. ${body}`;
}

/** A rule that says no: a negation, not a limit ("no more than three times" allows up to three). */
const SAYS_NO =
  /\b(?:not|cannot|can['’]t|never|prohibited|forbidden|won['’]t|isn['’]t|aren['’]t|unable)\b|\bno\b(?!\s+(?:more|later|less|fewer|longer)\s+than)/i;
/** A "no" that only sets a limit: "not more than", "not later than", "must not exceed". */
const ONLY_A_LIMIT = /\bnot\s+(?:more|later|less|fewer|longer)\s+than\b|\bnot\s+exceed/i;
/** A rule that allows under a condition. */
const ALLOWS_IF =
  /\b(?:only if|only when|only with|unless|provided that|as long as|subject to|with (?:the |their |your |prior |written )?(?:[\w’']+\s+){0,2}approval)\b/i;

/** How a yes-or-no question's answer opens, from the rule quoted. */
export function yesOrNo(sentence: string): string {
  const limited = ONLY_A_LIMIT.test(sentence) && !SAYS_NO.test(sentence.replace(ONLY_A_LIMIT, ""));
  if (SAYS_NO.test(sentence) && !limited) return "No.";
  return ALLOWS_IF.test(sentence) ? "Yes, with conditions." : "Yes.";
}

/**
 * The share of the question's subject (by rarity) a sentence must hold to have its value put first.
 * Half, set by hand (not fitted) when the demo library's questions were led with a value from
 * another subject (a notice period's "Two weeks." for "How many weeks of maternity leave…?",
 * decision 020).
 */
const LEAD_SUBJECT_SHARE = 0.5;

const length = (sentences: CandidateSentence[]) =>
  sentences.reduce((sum, s) => sum + writtenSentence(s).length + 5, 0);

// ── Reading the question ──

/** "Remote work: an arrangement in which…", "“Dependant” means…": a policy's definition of a term. */
const DEFINITION =
  /^["“‘']?[A-Z][\w’'-]*(?:\s+[\w’'-]+){0,4}["”’']?(?::\s+(?:a|an|the|any|all|each|every|someone|anyone)\b|\s+(?:means|refers to|is defined as|shall mean)\b)/;

/** "What is a…", "What does … mean", "Who counts as…": the question asks what a term covers. */
const DEFINITION_WORDS =
  /\bwhat(?:['’]s| is| are)\b|\bdefin|\bmeaning\b|\bcounts? as\b|\bconsidered (?:a|an|to be)\b|\bwhat (?:kind|kinds|type|types|sort) of\b/i;
/** "What does … mean", tested part by part: `what does.*mean` was quadratic (decision 034). */
const WHAT_DOES_IT_MEAN = inOrderOnOneLine(/\bwhat does\b/i, /\bmean\b/i);
const ASKS_DEFINITION = {
  test: (question: string) => DEFINITION_WORDS.test(question) || WHAT_DOES_IT_MEAN.test(question),
};

const YES_NO =
  /^\s*(?:(?:and|so|but|also|hi|hello|hey)[,\s]+)?(?:can|could|may|might|must|should|shall|will|would|do|does|did|is|are|am|was|were|have|has|had)\b/i;

function readQuestion(question: string, sentences: CandidateSentence[]): QuestionReading {
  const terms = contentTerms(question);
  const weights = new Map<string, number>();
  const n = Math.max(sentences.length, 1);
  for (const term of terms) {
    const df = sentences.filter((s) => s.terms.has(term)).length;
    weights.set(term, 1 + Math.log((n + 1) / (df + 1)));
  }
  const totalWeight = terms.reduce((sum, t) => sum + weights.get(t)!, 0) || 1;
  const own = contentWords(question);
  const phrases: Array<[string, string]> = [];
  for (let i = 0; i + 1 < own.length; i++) phrases.push([own[i]!, own[i + 1]!]);
  const paraphrases = new Map(
    [...questionSynonyms(question)].map(([term, words]) => [
      term,
      new Set(words.map((w) => stem(w.toLowerCase()))),
    ]),
  );
  return {
    terms,
    weights,
    totalWeight,
    phrases,
    type: answerTypeOf(question),
    words: wordsOf(question),
    paraphrases,
    workplace: soundsLikeWorkplace(question) ? 1 : 0,
    yesNo: YES_NO.test(question) ? 1 : 0,
    asksDefinition: ASKS_DEFINITION.test(question),
  };
}

/** BM25 of each sentence (with its list items) for the question, term weights as the reading's. */
function sentenceBm25(
  reading: QuestionReading,
  sentences: CandidateSentence[],
): Map<CandidateSentence, number> {
  const k1 = 1.2;
  const b = 0.75;
  const stems = new Map(sentences.map((s) => [s, contentWords(scoredText(s))]));
  const avg = [...stems.values()].reduce((sum, w) => sum + w.length, 0) / Math.max(1, stems.size) || 1;
  const scores = new Map<CandidateSentence, number>();
  for (const [sentence, words] of stems) {
    let score = 0;
    for (const term of reading.terms) {
      const tf = words.filter((w) => w === term).length;
      if (tf === 0) continue;
      score += (reading.weights.get(term)! * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * words.length) / avg));
    }
    scores.set(sentence, score);
  }
  return scores;
}

function coverageOf(reading: QuestionReading, present: Set<string>): number {
  let held = 0;
  for (const term of reading.terms) if (present.has(term)) held += reading.weights.get(term)!;
  return held / reading.totalWeight;
}

function synonymCoverageOf(reading: QuestionReading, present: Set<string>): number {
  let held = 0;
  for (const term of reading.terms) {
    if (heldWithParaphrases(reading, term, present)) held += reading.weights.get(term)!;
  }
  return held / reading.totalWeight;
}

/** Share of the question's adjacent content-word pairs found adjacent (or one word apart) in the text. */
function phraseShare(reading: QuestionReading, text: string): number {
  if (reading.phrases.length === 0) return 0;
  const words = contentWords(text);
  let found = 0;
  for (const [a, b] of reading.phrases) {
    for (let i = 0; i < words.length; i++) {
      if (words[i] !== a) continue;
      if (words[i + 1] === b || words[i + 2] === b) {
        found++;
        break;
      }
    }
  }
  return found / reading.phrases.length;
}

/** Share of the question (by rarity) that no sentence of the passages read holds. */
function missingShare(reading: QuestionReading, sentences: CandidateSentence[]): number {
  const present = new Set<string>();
  for (const s of sentences) for (const t of s.terms) present.add(t);
  for (const s of sentences)
    for (const t of contentWords(`${s.passage.section} ${s.passage.source}`)) present.add(t);
  return 1 - coverageOf(reading, present);
}

function emptyEvidence(reading: QuestionReading, missing: number, options: ComposeOptions): AnswerEvidence {
  return {
    best: 0,
    margin: 0,
    coverage: 0,
    coverageInContext: 0,
    phrases: 0,
    missing,
    typeWanted: reading.type === "none" ? 0 : 1,
    typeHeld: 0,
    fromTopPassage: 0,
    conflict: 0,
    questionTerms: Math.log2(1 + reading.terms.length),
    workplace: reading.workplace,
    yesNo: reading.yesNo,
    topSimilarity: options.topSimilarity ?? 0,
    offSubject: 1,
  };
}

/**
 * Words that say what kind of answer is wanted ("how many days", "how long", "what is the limit")
 * or that any policy uses ("policy", "company", "employee", "allowed"): a sentence that holds only
 * these says nothing about what was asked.
 */
const NOT_A_SUBJECT = new Set(
  (
    "day days week weeks month months year years hour hours minute minutes time times long many number " +
    "amount often frequency date deadline period policy policies company employer organisation organization " +
    "employee employees staff rule rules procedure allowed allow permitted permit entitled required"
  )
    .split(" ")
    .map(stem),
);

/** What the question is about: its content terms but the words that only say what kind of answer is wanted. */
export function subjectTermsOf(question: string): string[] {
  return contentTerms(question).filter((t) => !NOT_A_SUBJECT.has(t));
}

/**
 * The share of what the question is about (its terms but NOT_A_SUBJECT, by rarity) that the words
 * present hold, counting paraphrases; 1 for a question made only of such general words (or of none),
 * which is about whatever the answer says.
 */
function subjectShare(reading: QuestionReading, present: Set<string>): number {
  const subject = reading.terms.filter((t) => !NOT_A_SUBJECT.has(t));
  if (subject.length === 0) return 1;
  let held = 0;
  let total = 0;
  for (const term of subject) {
    const weight = reading.weights.get(term)!;
    total += weight;
    if (heldWithParaphrases(reading, term, present)) held += weight;
  }
  return held / total;
}

function heldWithParaphrases(reading: QuestionReading, term: string, present: Set<string>): boolean {
  return present.has(term) || [...(reading.paraphrases.get(term) ?? [])].some((p) => present.has(p));
}

function sentenceScore(features: SentenceFeatures, weights: SentenceWeights): number {
  let z = weights.intercept;
  for (const [name, weight] of Object.entries(weights.weights)) {
    z += weight * features[name as keyof SentenceFeatures];
  }
  return 1 / (1 + Math.exp(-z));
}
