// The eval README's scoring: whether a passage holds a question's answer, and hit@k / MRR@10 over
// ranked passages.
import type { AnswerKey } from "./eval-data.ts";

/** English stop words (NLTK's list), for the "60 % of the answer's content words" rule. */
const ENGLISH_STOP_WORDS = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers " +
    "herself it its itself they them their theirs themselves what which who whom this that these those am is " +
    "are was were be been being have has had having do does did doing a an the and but if or because as until " +
    "while of at by for with about against between into through during before after above below to from up " +
    "down in out on off over under again further then once here there when where why how all any both each few " +
    "more most other some such no nor not only own same so than too very s t can will just don should now d ll " +
    "m o re ve y ain aren couldn didn doesn hadn hasn haven isn ma mightn mustn needn shan shouldn wasn weren won wouldn"
  ).split(" "),
);

export const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

const alnumWords = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** A matcher for one question's answer key, over passage texts. */
export function answerMatcher(key: AnswerKey): (passage: string) => boolean {
  if (key.kind === "none") return () => false;
  if (key.kind === "span") {
    const spans = key.spans.map(normalize);
    return (passage) => {
      const text = normalize(passage);
      return spans.some((s) => text.includes(s));
    };
  }
  if (key.kind === "tokens") {
    const tokens = key.tokens.map(normalize);
    return (passage) => {
      const text = normalize(passage);
      return tokens.every((t) => text.includes(t));
    };
  }
  const wanted = [...new Set(alnumWords(key.answer).filter((w) => !ENGLISH_STOP_WORDS.has(w)))];
  return (passage) => {
    if (wanted.length === 0) return false;
    const words = new Set(alnumWords(passage));
    return wanted.filter((w) => words.has(w)).length >= 0.6 * wanted.length;
  };
}

export interface RetrievalFigures {
  questions: number;
  hit1: number;
  hit5: number;
  mrr10: number;
}

/** Accumulates hit@1, hit@5 and MRR@10 from the rank (1-based, or null) of the first answering passage. */
export class RetrievalScore {
  private n = 0;
  private h1 = 0;
  private h5 = 0;
  private rr = 0;

  add(firstAnswering: number | null) {
    this.n++;
    if (firstAnswering == null) return;
    if (firstAnswering <= 1) this.h1++;
    if (firstAnswering <= 5) this.h5++;
    if (firstAnswering <= 10) this.rr += 1 / firstAnswering;
  }

  figures(): RetrievalFigures {
    const n = Math.max(1, this.n);
    return { questions: this.n, hit1: this.h1 / n, hit5: this.h5 / n, mrr10: this.rr / n };
  }
}

/**
 * The rank k (1-based, at most 10) from which the top k passages hold the answer, or null.
 * "The top k results contain the answer" (eval README): a gold span must lie within one passage
 * (spans do not run across results); tokens and answer words may be spread over the top k passages
 * together (`collective`), since H2O's answers often draw on several sections. With
 * `collective: false` every key must be held by a single passage (the strict reading, also reported).
 */
export function answerRank(
  passages: readonly string[],
  key: AnswerKey,
  matches: (p: string) => boolean,
  collective = true,
): number | null {
  const top = passages.slice(0, 10);
  if (key.kind === "span" || !collective) {
    const i = top.findIndex(matches);
    return i < 0 ? null : i + 1;
  }
  for (let k = 1; k <= top.length; k++) if (matches(top.slice(0, k).join("\n"))) return k;
  return null;
}
