// The one way Charterly cuts text into sentences — passages for the index, the sentences an answer
// quotes, a model's answer being verified, the sentences a change summary lists. The cut is the
// runtime's own (`Intl.Segmenter`, Unicode's sentence rules, the same in workerd and in Node), with
// four corrections for what those rules get wrong in policy text:
// - a full stop after an abbreviation or initials does not end a sentence ("Mr. Smith", "Art. 4",
//   "No. 5", "e.g. Lunch", "U.S. staff", "G.P. Notes"): Unicode ends one before any capital;
// - a full stop before a figure does ("…within 30 days. 30 more days are given"): Unicode reads on
//   when a lower-case word follows the figure;
// - a clause number standing alone ("1.", "4.2.") opens the sentence after it, not a sentence of its own;
// - citation marks after the stop ("…in 30 days. [1] [2] Claims…") belong to the sentence they follow.
// A line break is read as a space (text from a PDF wraps mid-sentence): a caller to whom lines
// matter splits lines first. Pure.

/** Words after whose full stop a name or a figure follows, not a new sentence ("Acme, Inc. (“we”)"). */
const BEFORE_NAME_OR_FIGURE = new Set([
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "art",
  "sec",
  "para",
  "fig",
  "cf",
  "vs",
  "approx",
  "ca",
  "incl",
  "excl",
  "inc",
  "ltd",
  "co",
  "corp",
]);
/** Words after whose full stop only a figure follows ("No. 5"): "…the answer is no. Staff…" ends there. */
const BEFORE_FIGURE = new Set(["no", "nos", "nr"]);

/** The stop, closing marks and spaces before a figure: a sentence ends there unless an abbreviation does. */
const STOP_BEFORE_FIGURE = /[.!?]["'”’)\]]*\s+(?=\d)/g;
/** Only a clause or list number: "1.", "4.2.", "b.", "iv)". */
const CLAUSE_NUMBER_ONLY = /^(?:\d{1,3}(?:\.\d{1,3})*\.?|\(?[a-z][.)]|\(?(?:i{1,3}|iv|v|vi{1,3}|ix|x)[.)])$/i;
/** Citation marks at the start of a piece: "[1] ", "[2, 3] [4] ". */
const LEADING_CITATIONS = /^(?:\[\d{1,3}(?:\s*[,;–-]\s*\d{1,3})*\]\s*)+/;
/** Initials and dotted abbreviations before their last stop: "G", "e.g", "U.S", "a.m", "Ph.D" (not "fool.com"). */
const INITIALS = /^(?:(?:\p{L}{1,2}\.)+\p{L}{1,2}|\p{L})$/u;
const LINE_BREAKS = /[\n\r\v\f\u0085\u2028\u2029]/g;

let segmenter: Intl.Segmenter | undefined;

/** The sentences of a text, trimmed, in order; none empty. */
export function splitSentences(text: string): string[] {
  segmenter ??= new Intl.Segmenter("en", { granularity: "sentence" });
  const pieces: string[] = [];
  for (const { segment } of segmenter.segment(text.replace(LINE_BREAKS, " "))) {
    let from = 0;
    for (const stop of segment.matchAll(STOP_BEFORE_FIGURE)) {
      const end = stop.index + stop[0].length;
      pieces.push(segment.slice(from, end));
      from = end;
    }
    pieces.push(segment.slice(from));
  }

  const sentences: string[] = [];
  let spaced = true;
  for (const raw of pieces) {
    let piece = raw.trim();
    const gap = spaced ? " " : "";
    spaced = /\s$/.test(raw);
    if (!piece) continue;
    const previous = sentences.length - 1;
    if (previous >= 0) {
      const citations = LEADING_CITATIONS.exec(piece)?.[0];
      if (citations) {
        sentences[previous] = `${sentences[previous]} ${citations.trim()}`;
        piece = piece.slice(citations.length);
        if (!piece) continue;
      }
      if (!gap || continuesInto(sentences[previous]!, piece)) {
        sentences[previous] = `${sentences[previous]}${gap}${piece}`;
        continue;
      }
    }
    sentences.push(piece);
  }
  return sentences;
}

/**
 * The sentence so far does not end here: what follows starts in lower case (Unicode ends a sentence
 * at "?" or "!" whatever follows: `See "What Are Your Choices?" below`), it ends with an
 * abbreviation, or it is only a clause number. (Nor does one end where no space follows:
 * "answer.py?answer=1", "facebook.com/#!/legal".)
 */
function continuesInto(sentence: string, next: string): boolean {
  if (/^\p{Ll}/u.test(next)) return true;
  if (CLAUSE_NUMBER_ONLY.test(sentence)) return true;
  const word = wordBeforeFinalStop(sentence);
  if (word === undefined) return false;
  const lower = word.toLowerCase();
  if (BEFORE_FIGURE.has(lower)) return /^\d/.test(next);
  return BEFORE_NAME_OR_FIGURE.has(lower) || INITIALS.test(word);
}

/**
 * The letters and dots before a text's final full stop and closing quotes or brackets ("e.g" of
 * "… e.g.)"), or undefined. Read from the end one character at a time, so it stays linear however
 * long the text (decision 034).
 */
function wordBeforeFinalStop(text: string): string | undefined {
  let end = text.length;
  while (end > 0 && `"'”’)]`.includes(text[end - 1]!)) end--;
  if (text[end - 1] !== ".") return undefined;
  const stop = end - 1;
  let start = stop;
  while (start > 0 && /[\p{L}.]/u.test(text[start - 1]!)) start--;
  return start < stop ? text.slice(start, stop) : undefined;
}
