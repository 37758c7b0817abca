// The answers' baseline: a plain extractive answerer over the BM25 baseline's windows. It reads the
// same number of windows as the product's answerer reads passages, and writes an answer of the same
// length in words as the product's: the sentences that share the most words with the question
// (lower-cased alphanumeric words, no stemming, stop words ignored), best first, cut at that length.
const STOP = new Set(
  "a an the of to in on at for from by with and or is are was were be been do does did can could may might must should will would i you we they it my your our this that what when where who whom which why how".split(
    " ",
  ),
);
const words = (text: string) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w));

export function baselineAnswer(question: string, windows: readonly string[], answerWords: number): string {
  const asked = new Set(words(question));
  const sentences = windows.flatMap((w) => w.split(/(?<=[.!?])\s+/));
  const scored = sentences
    .map((text, i) => ({ text, i, shared: new Set(words(text).filter((w) => asked.has(w))).size }))
    .filter((s) => s.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.i - b.i);
  const out: string[] = [];
  let length = 0;
  for (const s of scored) {
    if (length >= answerWords) break;
    if (out.includes(s.text)) continue;
    out.push(s.text);
    length += s.text.split(/\s+/).length;
  }
  return out.join(" ").split(/\s+/).slice(0, answerWords).join(" ");
}
