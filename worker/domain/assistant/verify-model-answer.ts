// Checks a language model's answer against the passages it was given, before anyone reads it as
// Charterly's answer: every figure it states must be in the passages, and each sentence must be
// made of the passages' words (or the question's). A model that followed an instruction
// hidden in a document, guessed, or drifted from the text fails here, and the extractive answer
// (which only ever quotes the passages) is used instead. Pure.
import { contentWords, stem, wordsOf } from "../knowledge/query-terms";
import type { AnswerPassage } from "./answer-prompt";
import { ABSTENTION_SENTENCE } from "./answer-prompt";
import { citedPassageNumbers } from "./citations";

/**
 * A sentence is supported when every content word it adds to the question's is in its sources — or,
 * in a longer sentence (six such words or more), all but this share: room for a model's connecting
 * words, none for a claim of its own ("the allowance is unlimited").
 */
export const UNSUPPORTED_WORD_SHARE = 0.2;

export interface AnswerCheck {
  supported: boolean;
  /** The sentences that failed, and why (for the logs; never shown). */
  problems: string[];
}

const NUMBER_WORDS = new Set(
  "one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty ninety hundred thousand million half".split(
    " ",
  ),
);
/** Phrases any answer may add without a source: linking words and pointers to people to ask. */
const FREE_WORDS = new Set(
  "answer question policy policies company document documents passage passages state states stated say says said according mention mentions mentioned applies apply ask check contact hr manager please note however also agree agrees disagree disagreement differ differs different conflict owner which one"
    .split(" ")
    .map(stem),
);

export function verifyModelAnswer(
  answer: string,
  question: string,
  passages: readonly AnswerPassage[],
): AnswerCheck {
  const problems: string[] = [];
  const byNumber = new Map(passages.map((p) => [p.number, p]));
  const allCited = citedPassageNumbers(answer).filter((n) => byNumber.has(n));
  if (allCited.length === 0) problems.push("cites no retrieved passage");
  const questionStems = new Set(contentWords(question));
  for (const sentence of sentencesOf(answer)) {
    if (sentence.startsWith(ABSTENTION_SENTENCE)) continue;
    const cited = citedPassageNumbers(sentence).filter((n) => byNumber.has(n));
    const sources = (cited.length > 0 ? cited : [...byNumber.keys()]).map((n) => byNumber.get(n)!);
    const sourceText = sources.map((p) => `${p.section} ${p.content}`).join(" ");
    const sourceStems = new Set(contentWords(sourceText));
    const plain = sentence.replace(/\[[^[\]]*\]/g, " ");
    for (const figure of figuresOf(plain)) {
      if (!figuresOf(sourceText).has(figure)) problems.push(`states ${figure}, which its sources do not`);
    }
    const added = contentWords(plain).filter(
      (w) => !FREE_WORDS.has(w) && !NUMBER_WORDS.has(w) && !questionStems.has(w),
    );
    const unsupported = added.filter((w) => !sourceStems.has(w)).length;
    const allowed = added.length >= 6 ? Math.floor(UNSUPPORTED_WORD_SHARE * added.length) : 0;
    if (unsupported > allowed) problems.push(`"${plain.trim().slice(0, 80)}" is not in its sources`);
  }
  return { supported: problems.length === 0, problems };
}

/**
 * Where a sentence ends: a full stop, question or exclamation mark and its citations ("[1] [2]"),
 * before white space and a capital, digit, quote or parenthesis. Matched forwards from the mark:
 * a look-behind over the citations re-read them at every space and was quadratic (decision 034).
 */
const SENTENCE_END = /[.!?](?:\s*\[[^[\]]*\])*(?=\s+[A-Z0-9"'(])/g;

function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    const stop = end.index + end[0].length;
    sentences.push(text.slice(start, stop));
    start = stop;
  }
  sentences.push(text.slice(start));
  return sentences.map((s) => s.trim()).filter(Boolean);
}

/** The figures a text states: numbers as digits ("1,000" → "1000"), and number words. */
function figuresOf(text: string): Set<string> {
  const figures = new Set<string>();
  for (const match of text.matchAll(/\d[\d,]*(?:\.\d+)?/g))
    figures.add(match[0].replace(/,/g, "").replace(/\.0+$/, ""));
  for (const word of wordsOf(text)) if (NUMBER_WORDS.has(word)) figures.add(word);
  return figures;
}
