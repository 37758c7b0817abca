// Checks a language model's answer against the passages it was given, before anyone reads it as
// Charterly's answer: every figure it states must be in the passages, and each sentence must be
// made of the passages' words (or the question's). A model that followed an instruction
// hidden in a document, guessed, or drifted from the text fails here, and the extractive answer
// (which only ever quotes the passages) is used instead. Pure.
import { contentWords, stem, synonymsOf, wordsOf } from "../knowledge/query-terms";
import { splitSentences } from "../text/sentences";
import type { AnswerPassage } from "./answer-prompt";
import { ABSTENTION_SENTENCE } from "./answer-prompt";
import { citedPassageNumbers } from "./citations";

/**
 * A sentence is supported when every content word it adds to the question's is in its sources (as
 * the word or as one of the policy lexicon's words for it) — or, in a sentence adding three such
 * words or more, all but this share: a model restating a passage in its own words swaps about one
 * word in four ("ought to" for "should", "staff" for "employees"); a claim of its own ("unused
 * days carry over without limit") brings mostly words of its own, and every figure must be the
 * sources' in any case.
 */
export const UNSUPPORTED_WORD_SHARE = 1 / 3;
const SHARE_FROM_WORDS = 3;

export interface AnswerCheck {
  supported: boolean;
  /** The sentences that failed, and why (for the logs; never shown). */
  problems: string[];
  /** The share of the content words the answer adds to the question's that its sources hold (1 when none). */
  support: number;
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
  let added = 0;
  let held = 0;
  for (const sentence of splitSentences(answer)) {
    if (sentence.startsWith(ABSTENTION_SENTENCE)) continue;
    const cited = citedPassageNumbers(sentence).filter((n) => byNumber.has(n));
    const sources = (cited.length > 0 ? cited : [...byNumber.keys()]).map((n) => byNumber.get(n)!);
    const sourceText = sources.map((p) => `${p.section} ${p.content}`).join(" ");
    const sourceStems = new Set(contentWords(sourceText));
    const inSources = (w: string) =>
      sourceStems.has(w) || synonymsOf(w).some((s) => sourceStems.has(stem(s)));
    const plain = sentence.replace(/\[[^[\]]*\]/g, " ");
    const figures = figuresOf(plain);
    for (const figure of figures) {
      if (!figuresOf(sourceText).has(figure)) problems.push(`states ${figure}, which its sources do not`);
    }
    const words = contentWords(plain).filter((w) => !FREE_WORDS.has(w) && !NUMBER_WORDS.has(w));
    const own = words.filter((w) => !questionStems.has(w));
    const unsupported = own.filter((w) => !inSources(w)).length;
    const allowed = own.length >= SHARE_FROM_WORDS ? Math.floor(UNSUPPORTED_WORD_SHARE * own.length) : 0;
    if (unsupported > allowed) problems.push(`"${plain.trim().slice(0, 80)}" is not in its sources`);
    // A sentence made only of the question's words ("Yes, you can bring your dog to work") says
    // nothing its sources say, however it is cited.
    else if (words.length > 0 && figures.size === 0 && own.length === unsupported)
      problems.push(`"${plain.trim().slice(0, 80)}" only restates the question`);
    added += own.length;
    held += own.length - unsupported;
  }
  return { supported: problems.length === 0, problems, support: added === 0 ? 1 : held / added };
}

/** The figures a text states: numbers as digits ("1,000" → "1000"), and number words. */
function figuresOf(text: string): Set<string> {
  const figures = new Set<string>();
  for (const match of text.matchAll(/\d[\d,]*(?:\.\d+)?/g))
    figures.add(match[0].replace(/,/g, "").replace(/\.0+$/, ""));
  for (const word of wordsOf(text)) if (NUMBER_WORDS.has(word)) figures.add(word);
  return figures;
}
