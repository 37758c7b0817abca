import type { KnowledgeHit } from "../knowledge/knowledge-hit";
import { contentWords } from "../knowledge/query-terms";
import { sentencesOf } from "./answer-sentences";

// The sentence a citation points at: a reply cites a source, and the person who follows the citation
// is shown the source with this sentence marked (the document preview). Of the passages the reply
// cites from that source, the sentence that shares the most of the reply's content words, relative
// to its own length (a long sentence does not win by being long). Sentences as an answer may quote
// them (answer-sentences.ts: headings, list items and glued headings apart), so a mark never starts
// at a heading. An extractive reply quotes its sentences whole; a paraphrase shares figures and words.

/** At least this many content words in common, so a sentence sharing one common word is not marked. */
const LEAST_SHARED = 2;
/** A sentence longer than this is not a sentence to mark (a table flattened into one line). */
const LONGEST_SENTENCE = 600;

/** The cited sentence of `passages` for the reply `text` (its Sources line left out), or null. */
export function citedSentence(
  text: string,
  passages: readonly Pick<KnowledgeHit, "content">[],
): string | null {
  const said = new Set(contentWords(text));
  let best: { sentence: string; score: number } | null = null;
  for (const passage of passages) {
    for (const candidate of sentencesOf(
      { number: 1, source: "", section: "", content: passage.content },
      0,
    )) {
      const sentence = candidate.text;
      if (candidate.heading || candidate.unquotable || sentence.length > LONGEST_SENTENCE) continue;
      const words = new Set(contentWords(sentence));
      let shared = 0;
      for (const word of words) if (said.has(word)) shared++;
      if (shared < LEAST_SHARED) continue;
      const score = shared / Math.sqrt(words.size);
      if (!best || score > best.score) best = { sentence, score };
    }
  }
  return best?.sentence ?? null;
}
