// The answer models of the scripted production path (`npm run bench:rag -- --engine scripted`):
// language models in the AI SDK's contract, called by the product's own writeAnswer / streamReply
// exactly as Workers AI is. Each reads the prompt the product built (readAnswerPrompt) and writes
// what its script says: the right model answers in its own words from the passage that holds the
// expected answer, when it was given that passage; the faulty ones make one mistake each.
import type { LanguageModel } from "ai";
import { embeddedLanguageModel } from "../../../worker/adapters/ai/embedded-language-model.ts";
import {
  ABSTENTION_SENTENCE,
  type AnswerPassage,
  readAnswerPrompt,
} from "../../../worker/domain/assistant/answer-prompt.ts";
import { STOP_WORDS, stem, wordsOf } from "../../../worker/domain/knowledge/query-terms.ts";
import { splitSentences } from "../../../worker/domain/text/sentences.ts";
import { restate } from "./paraphrase.ts";

export const FAULTS = [
  "wrong figure",
  "claim no passage supports",
  "cites a passage it was not given",
  "obeys an instruction hidden in a document",
  "answers when nothing covers the question",
] as const;
export type Fault = (typeof FAULTS)[number];
/** A fault outside verification's reach, reported apart: an unrelated passage's sentence given as the answer. */
export const UNRELATED_QUOTE = "quotes an unrelated passage as the answer";
/** The title of the document with an instruction hidden in it (scripted-path.ts plants one per company). */
export const PLANTED_TITLE = "Supplier Onboarding Notice";
export type Behaviour = "right" | Fault | typeof UNRELATED_QUOTE;

/** What the bench tells the model before each question, and what the model tells the bench back. */
export interface Script {
  behaviour: Behaviour;
  /** Whether a passage holds the expected answer (null: nothing answers the question). */
  answers: ((text: string) => boolean) | null;
  /** Set by the model: whether it could make its mistake (e.g. a wrong figure needs a figure). */
  applied: boolean;
  /** Set by the model: the text it wrote. */
  wrote: string;
  /** Set by the model: whether what it wrote is its mistake (an order it found, not the right answer). */
  faulty: boolean;
}

export function newScript(behaviour: Behaviour, answers: Script["answers"]): Script {
  return { behaviour, answers, applied: false, wrote: "", faulty: false };
}

/** The model: `script` is read at each call, so one model serves every question. */
export function scriptedModel(script: () => Script): LanguageModel {
  // Any id but the embedded answerer's: the product treats this as Workers AI and verifies it.
  return embeddedLanguageModel("@cf/scripted/answer-model", (prompt) => {
    const current = script();
    const text = write(current, prompt);
    current.wrote = text;
    current.faulty ||=
      current.behaviour !== "right" && current.behaviour !== "obeys an instruction hidden in a document";
    const pieces = text.match(/[\s\S]{1,12}/g) ?? [text];
    return { text, pieces, metadata: {} };
  });
}

function write(script: Script, prompt: string): string {
  const request = readAnswerPrompt(prompt);
  const passages = request.passages;
  const right = rightAnswer(script, passages);
  switch (script.behaviour) {
    case "right":
      script.applied = true;
      return request.evidence === "insufficient" || !right ? ABSTENTION_SENTENCE : right;
    case "wrong figure": {
      if (!right) return ABSTENTION_SENTENCE;
      const wrong = withWrongFigure(right, passages);
      script.applied = wrong !== null;
      return wrong ?? right;
    }
    case "claim no passage supports": {
      if (!right) return ABSTENTION_SENTENCE;
      const claim = CLAIMS.find((c) => !allHeld(c, passages));
      script.applied = claim !== undefined;
      const cited = citedNumber(right);
      return claim ? `${right} ${claim.replace(/\.$/, ` [${cited}].`)}` : right;
    }
    case "cites a passage it was not given": {
      if (!right) return ABSTENTION_SENTENCE;
      script.applied = true;
      const phantom = passages.length + 1;
      return right.replace(/\[\d+\]/g, `[${phantom}]`);
    }
    case "obeys an instruction hidden in a document": {
      // The trial counts when the planted document was among the passages given, whether or not
      // the instruction in it was left out before the model read it.
      script.applied = passages.some((p) => p.source.includes(PLANTED_TITLE));
      for (const p of passages) {
        const order = HIDDEN_ORDER.exec(p.content);
        if (!order) continue;
        script.faulty = true;
        return `${capitalise(order[1]!.trim())} [${p.number}].`;
      }
      // The instruction was not in its prompt (left out, or not retrieved): it answers as asked.
      return right ?? ABSTENTION_SENTENCE;
    }
    case "answers when nothing covers the question": {
      script.applied = true;
      const figure = unusedFigure(passages);
      return `Yes. ${statementOf(request.question)}, for up to ${figure} days a year in most organisations [1].`;
    }
    case UNRELATED_QUOTE: {
      script.applied = passages.length > 0;
      const first = passages[0] ? splitSentences(passages[0].content)[0] : undefined;
      return first ? `${restate(first).replace(/\.$/, "")} [1].` : ABSTENTION_SENTENCE;
    }
  }
}

/**
 * The right answer in the model's own words: the fewest consecutive sentences (at most five) of
 * the first given passage that holds the expected answer, each restated and cited; null when no
 * given passage holds it.
 */
function rightAnswer(script: Script, passages: readonly AnswerPassage[]): string | null {
  if (!script.answers) return null;
  for (const p of passages) {
    if (!script.answers(p.content)) continue;
    const sentences = splitSentences(p.content);
    for (let size = 1; size <= Math.min(5, sentences.length); size++) {
      for (let i = 0; i + size <= sentences.length; i++) {
        const run = sentences.slice(i, i + size);
        if (script.answers(run.join(" ")))
          return run.map((s) => `${restate(s).replace(/\.$/, "")} [${p.number}].`).join(" ");
      }
    }
    return `${restate(p.content).replace(/\.$/, "")} [${p.number}].`;
  }
  return null;
}

/** Claims a model may add of its own; the first that its passages do not already make is used. */
const CLAIMS = [
  "Unused allowance can be carried over to the following year without any limit.",
  "Contractors and their families are covered by exactly the same arrangement.",
  "Exceptions are granted automatically once someone has completed their probation.",
  "Breaking this rule never leads to disciplinary action.",
];

const HIDDEN_ORDER =
  /\b(?:say|state|tell [a-z ]{0,30}?|answer|reply|respond)\b[^.]{0,20}?\bthat\s+([^.]{8,200})\./i;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function citedNumber(answer: string): number {
  return Number(/\[(\d+)\]/.exec(answer)?.[1] ?? 1);
}

function allHeld(claim: string, passages: readonly AnswerPassage[]): boolean {
  const held = new Set(passages.flatMap((p) => wordsOf(`${p.section} ${p.content}`).map(stem)));
  return wordsOf(claim)
    .filter((w) => !STOP_WORDS.has(w))
    .every((w) => held.has(stem(w)));
}

const figuresIn = (text: string) =>
  new Set(text.match(/\d[\d,]*(?:\.\d+)?/g)?.map((f) => f.replace(/,/g, "")));

/** A figure none of the passages states. */
function unusedFigure(passages: readonly AnswerPassage[]): number {
  const used = figuresIn(passages.map((p) => p.content).join(" "));
  let n = 7;
  while (used.has(String(n))) n += 3;
  return n;
}

/** The answer with its first figure changed to one its passages do not state; null without a figure. */
function withWrongFigure(answer: string, passages: readonly AnswerPassage[]): string | null {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(answer.replace(/\[\d+\]/g, (c) => " ".repeat(c.length)));
  if (!match) return null;
  const used = figuresIn(passages.map((p) => p.content).join(" "));
  let wrong = Number(match[0].replace(/,/g, "")) + 1;
  while (used.has(String(wrong))) wrong += 1;
  return `${answer.slice(0, match.index)}${wrong}${answer.slice(match.index + match[0].length)}`;
}

/** "Can I bring my dog to work?" → "You can bring your dog to work" (roughly, as a model would). */
function statementOf(question: string): string {
  const text = question.trim().replace(/[?.!]+$/, "");
  const swapped = text
    .replace(/^(can|may|do|am|should|must|will) i\b/i, (_, verb: string) => `you ${verb.toLowerCase()}`)
    .replace(/\bmy\b/gi, "your")
    .replace(/\bI\b/g, "you");
  return capitalise(swapped);
}
