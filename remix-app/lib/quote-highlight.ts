// Finding the sentence a citation points at (the assistant's `quote`) in a document's text as the
// preview shows it: split into headings, paragraphs, list items and lines, with the list markers,
// markup and line breaks the passage's copy may not have. Both are compared as runs of words
// (letters and digits, lower-cased), so spacing, punctuation and markup never stop a match; a
// sentence that runs over two pieces (a paragraph broken across lines) is marked in each.

/** The longest quote looked for: the assistant's sentences are shorter; a link could carry more. */
export const MAX_QUOTE_LENGTH = 1000;

/** The part of one piece of text to mark: [start, end) in its characters. */
export type MarkedRange = readonly [start: number, end: number];

interface Word {
  piece: number;
  start: number;
  end: number;
  text: string;
}

const WORD = /[\p{L}\p{N}]+/gu;

const wordsIn = (text: string, piece: number): Word[] =>
  [...text.matchAll(WORD)].map((m) => ({
    piece,
    start: m.index,
    end: m.index + m[0].length,
    text: m[0].toLowerCase(),
  }));

/**
 * Where `quote` is in `pieces` (the text in reading order): for each piece, the range to mark or
 * null; null for every piece when the quote is not there (the text changed since the reply).
 * The first place the quote's words appear in order wins.
 */
export function locateQuote(pieces: readonly string[], quote: string): (MarkedRange | null)[] | null {
  const wanted = [...quote.slice(0, MAX_QUOTE_LENGTH).matchAll(WORD)].map((m) => m[0].toLowerCase());
  if (wanted.length === 0) return null;
  const words = pieces.flatMap((piece, index) => wordsIn(piece, index));
  for (let at = 0; at + wanted.length <= words.length; at++) {
    let matched = 0;
    while (matched < wanted.length && words[at + matched]!.text === wanted[matched]) matched++;
    if (matched < wanted.length) continue;
    const ranges: (MarkedRange | null)[] = pieces.map(() => null);
    for (const word of words.slice(at, at + wanted.length)) {
      const range = ranges[word.piece];
      ranges[word.piece] = range ? [range[0], word.end] : [word.start, word.end];
    }
    return ranges;
  }
  return null;
}
