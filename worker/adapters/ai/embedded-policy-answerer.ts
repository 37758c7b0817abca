import {
  ABSTENTION_SENTENCE,
  type AnswerPassage,
  EMBEDDED_ANSWERER_MODEL_ID,
  readAnswerPrompt,
} from "../../domain/assistant/answer-prompt";
import { contentTerms, contentWords } from "../../domain/knowledge/query-terms";
import { embeddedLanguageModel, type LanguageModelV4 } from "./embedded-language-model";

/**
 * An extractive answerer that runs inside the Worker with no outside service. It reads an answer
 * prompt (worker/domain/assistant/answer-prompt.ts: numbered passages, the evidence verdict, the
 * question), picks the sentences of the top passages that best answer the question and writes them
 * as a short answer, each with the citation [n] of its passage. It never writes a word the passages
 * do not contain (apart from joining list items), and abstains with the prompt's abstention sentence
 * when the evidence is insufficient or no sentence shares a term with the question. Same interface
 * as Workers AI, so the same `generateText` / `streamText` call works with either; its model id
 * names it so replies can be labelled as composed locally.
 */
export function createEmbeddedPolicyAnswerer(): LanguageModelV4 {
  return embeddedLanguageModel(EMBEDDED_ANSWERER_MODEL_ID, (prompt) => {
    const answer = answerFromPrompt(prompt);
    return {
      text: answer.text,
      pieces: streamPieces(answer.text),
      metadata: { answerer: EMBEDDED_ANSWERER_MODEL_ID, passagesUsed: answer.passagesUsed },
    };
  });
}

/** A few words at a time, as a model's tokens would arrive. */
function streamPieces(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_PIECE)
    pieces.push(words.slice(i, i + WORDS_PER_PIECE).join(""));
  return pieces;
}
const WORDS_PER_PIECE = 3;

function answerFromPrompt(text: string): { text: string; passagesUsed: number[] } {
  const request = readAnswerPrompt(text);
  if (!request.question) {
    throw new Error(
      "The embedded answerer answers a <question> from <passages>; the prompt has no question.",
    );
  }
  if (request.evidence !== "sufficient" || request.passages.length === 0) {
    return { text: ABSTENTION_SENTENCE, passagesUsed: [] };
  }
  return composeAnswer(request.question, request.passages);
}

// ── Sentences ──

interface Sentence {
  passage: AnswerPassage;
  /** Rank of the passage in the prompt (0 = best retrieved). */
  rank: number;
  /** Position within the passage. */
  index: number;
  text: string;
  terms: Set<string>;
  /** A heading line, kept for context but never quoted on its own. */
  heading: boolean;
  /** List items that follow a line ending with ':' and complete it. */
  items: string[];
  /** For such an item: the line it completes. */
  parent: Sentence | null;
}

const BULLET = /^\s*(?:[-*•·▪–]|\(?\d{1,3}[.)]|\(?[a-z][.)])\s+/i;
/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATION =
  /(?:^|[\s.(])(?:e\.g|i\.e|etc|approx|incl|excl|vs|no|nos|mr|mrs|ms|dr|st|inc|ltd|co|fig|sec|art|para|cf|a\.m|p\.m|[a-z])\.$/i;

/** The passage's text as sentences: blocks by blank line, list items by line, sentences by stop. */
function sentencesOf(passage: AnswerPassage, rank: number): Sentence[] {
  const units: { text: string; kind: "heading" | "item" | "text" }[] = [];
  for (const block of passage.content.split(/\n\s*\n/)) {
    const lines = block
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) units.push({ text: paragraph.join(" "), kind: "text" });
      paragraph = [];
    };
    lines.forEach((line, i) => {
      const next = lines[i + 1];
      if (isHeading(line, i === 0 && (next === undefined || /^[A-Z0-9]/.test(next)))) {
        flush();
        units.push({ text: line, kind: "heading" });
      } else if (BULLET.test(line)) {
        flush();
        units.push({ text: line.replace(BULLET, "").trim(), kind: "item" });
      } else paragraph.push(line);
    });
    flush();
  }

  const sentences: Sentence[] = [];
  let introduction: Sentence | null = null;
  for (const unit of units) {
    const pieces = unit.kind === "text" ? splitSentences(unit.text) : [unit.text];
    for (const piece of pieces) {
      const sentence: Sentence = {
        passage,
        rank,
        index: sentences.length,
        text: piece,
        terms: new Set(contentWords(piece)),
        heading: unit.kind === "heading",
        items: [],
        parent: null,
      };
      if (unit.kind === "item") {
        if (introduction) {
          introduction.items.push(piece);
          for (const term of sentence.terms) introduction.terms.add(term);
          sentence.parent = introduction;
        }
      } else introduction = unit.kind === "text" && piece.endsWith(":") ? sentence : null;
      sentences.push(sentence);
    }
  }
  return sentences;
}

function splitSentences(text: string): string[] {
  const pieces = text.split(/(?<=[.!?]["')\]]?)\s+(?=["'([]?[A-Z0-9£$€])/);
  const merged: string[] = [];
  for (const piece of pieces) {
    const previous = merged[merged.length - 1];
    if (previous !== undefined && ABBREVIATION.test(previous))
      merged[merged.length - 1] = `${previous} ${piece}`;
    else merged.push(piece);
  }
  return merged.map((s) => s.trim()).filter(Boolean);
}

/**
 * A heading line: "4.2 Meals" or "TRAVEL EXPENSES" anywhere; a short title-like line ("Purpose")
 * only where a heading can stand (`canBeTitle`: first line of its block, followed by a new line that
 * starts a sentence), so a line wrapped mid-sentence is not taken for one.
 */
function isHeading(line: string, canBeTitle: boolean): boolean {
  if (/[.!?:;,]["')\]]?$/.test(line)) return false;
  const words = line.split(/\s+/);
  if (words.length > 12) return false;
  if (/^\d+\.\d+(?:\.\d+)*\.?\s+[A-Z]/.test(line)) return true;
  if (/^\d+\.?\s+[A-Z]/.test(line)) return words.length <= 6;
  if (line === line.toUpperCase() && /[A-Z]{2}/.test(line)) return true;
  return canBeTitle && words.length <= 6 && /^[A-Z]/.test(line);
}

// ── Choosing and writing ──

const MAX_SENTENCES = 4;
const MAX_PASSAGES_USED = 3;
const MAX_ANSWER_LENGTH = 900;
/**
 * The share of the question (by term weight) the best sentence must cover, else the passages do not
 * answer it: a lone common word ("company") is not an answer.
 */
const MIN_COVERAGE = 0.1;
/** The passages read: the best retrieved ones. */
const PASSAGES_READ = 5;

/** Questions after a figure: a sentence with a number answers them better. */
const QUANTITY_QUESTION =
  /\b(?:how (?:much|many|long|often|soon|far|late|early)|what (?:is|are) the (?:limit|maximum|minimum|amount|rate|cap|deadline|allowance)|when|limit|maximum|minimum|amount|deadline|allowance|rate|cost|price|days?|hours?|weeks?|months?|percent|%)\b/i;
const HAS_FIGURE = /\d/;

function composeAnswer(
  question: string,
  passages: AnswerPassage[],
): { text: string; passagesUsed: number[] } {
  const questionTerms = contentTerms(question);
  const read = passages.slice(0, PASSAGES_READ);
  const sentences = read.flatMap((passage, rank) => sentencesOf(passage, rank));
  const weights = termWeights(questionTerms, sentences);
  const totalWeight = questionTerms.reduce((sum, term) => sum + weights.get(term)!, 0) || 1;
  const wantsFigure = QUANTITY_QUESTION.test(question);

  const headingCoverage = new Map<AnswerPassage, number>();
  for (const passage of read) {
    const terms = new Set(contentWords(`${passage.section} ${passage.source}`));
    headingCoverage.set(passage, coverage(questionTerms, terms, weights) / totalWeight);
  }

  const scored = sentences
    .filter((s) => !s.heading && s.terms.size > 0)
    .map((s): { sentence: Sentence; matched: number; score: number } => {
      const matched = coverage(questionTerms, s.terms, weights) / totalWeight;
      if (matched === 0) return { sentence: s, matched, score: 0 };
      const words = s.text.split(/\s+/).length + s.items.join(" ").split(/\s+/).length;
      const quality = words < 5 ? 0.5 : words > 70 ? 0.75 : 1;
      const rankBonus = 0.15 * (1 - s.rank / read.length);
      const headingBonus = 0.2 * headingCoverage.get(s.passage)!;
      const positionBonus = s.index === 0 ? 0.05 : 0;
      const figureBonus = wantsFigure && HAS_FIGURE.test(s.text + s.items.join(" ")) ? 0.1 : 0;
      return {
        sentence: s,
        matched,
        score: (matched + rankBonus + headingBonus + positionBonus + figureBonus) * quality,
      };
    })
    .filter((c) => c.score > 0)
    .sort(
      (a, b) => b.score - a.score || a.sentence.rank - b.sentence.rank || a.sentence.index - b.sentence.index,
    );

  const best = scored[0];
  if (!best || best.matched < MIN_COVERAGE) return { text: ABSTENTION_SENTENCE, passagesUsed: [] };

  const chosen: Sentence[] = [best.sentence];
  const covered = new Set(questionTerms.filter((t) => best.sentence.terms.has(t)));
  // A sentence that mostly restates the question ("Competent authority for approving X") has its
  // answer in the sentence after it.
  const adds = [...best.sentence.terms].filter((t) => !questionTerms.includes(t)).length;
  if (adds < 3 && best.sentence.items.length === 0) {
    const next = sentences.find(
      (s) => s.passage === best.sentence.passage && s.index === best.sentence.index + 1 && !s.heading,
    );
    if (next && next.parent !== best.sentence) chosen.push(next);
  }
  while (chosen.length < MAX_SENTENCES) {
    const used = new Set(chosen.map((s) => s.passage));
    let next: { sentence: Sentence; value: number } | null = null;
    for (const { sentence, score } of scored) {
      if (chosen.includes(sentence)) continue;
      // The same words twice (passages overlap a little, tables repeat their headers).
      if (chosen.some((c) => sameText(c, sentence))) continue;
      // An introduction already carries its items, and an item its introduction's point.
      if (chosen.some((c) => c === sentence.parent || c.parent === sentence)) continue;
      if (!used.has(sentence.passage) && used.size >= MAX_PASSAGES_USED) continue;
      const matchedTerms = questionTerms.filter((t) => sentence.terms.has(t));
      const fresh = matchedTerms.filter((t) => !covered.has(t));
      const novelty = matchedTerms.length ? fresh.length / matchedTerms.length : 0;
      const follows = chosen.some((c) => c.passage === sentence.passage && c.index === sentence.index - 1);
      const value = score * (0.6 + 0.4 * novelty) + (follows ? 0.1 : 0);
      if (!next || value > next.value) next = { sentence, value };
    }
    const bar = best.score * (chosen.length === 1 ? 0.3 : 0.5);
    if (!next || next.value < bar) break;
    if (length([...chosen, next.sentence]) > MAX_ANSWER_LENGTH) break;
    chosen.push(next.sentence);
    for (const t of questionTerms) if (next.sentence.terms.has(t)) covered.add(t);
  }

  // In reading order: the best passage first, each passage's sentences as they stand.
  chosen.sort((a, b) => a.rank - b.rank || a.index - b.index);
  const text = chosen.map((s) => cite(s)).join(" ");
  const passagesUsed = [...new Set(chosen.map((s) => s.passage.number))];
  return { text, passagesUsed };
}

const sameText = (a: Sentence, b: Sentence) =>
  a.text.replace(/\W+/g, " ").trim().toLowerCase() === b.text.replace(/\W+/g, " ").trim().toLowerCase();

/** Rarer terms among the passages' sentences say more: inverse sentence frequency, at least 1. */
function termWeights(terms: string[], sentences: Sentence[]): Map<string, number> {
  const weights = new Map<string, number>();
  const n = Math.max(sentences.length, 1);
  for (const term of terms) {
    const df = sentences.filter((s) => s.terms.has(term)).length;
    weights.set(term, 1 + Math.log((n + 1) / (df + 1)));
  }
  return weights;
}

function coverage(terms: string[], present: Set<string>, weights: Map<string, number>): number {
  return terms.reduce((sum, term) => (present.has(term) ? sum + weights.get(term)! : sum), 0);
}

const length = (sentences: Sentence[]) => sentences.reduce((sum, s) => sum + written(s).length + 5, 0);

/** The sentence as written in the answer, with the list items it introduces. */
function written(sentence: Sentence): string {
  if (sentence.items.length === 0) return sentence.text;
  const items = sentence.items.map((item) => item.replace(/[.;,]+$/, ""));
  return `${sentence.text} ${items.join("; ")}.`;
}

/** The sentence with its citation before the closing stop: "… per day [2]." */
function cite(sentence: Sentence): string {
  const text = written(sentence).trim();
  const marker = `[${sentence.passage.number}]`;
  const closing = /([.!?])(["')\]]?)$/.exec(text);
  if (!closing) return `${text.replace(/[:;,]+$/, "")} ${marker}.`;
  return `${text.slice(0, closing.index)}${closing[2]} ${marker}${closing[1]}`;
}
