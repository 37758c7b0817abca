// The fixed split of every evaluation set into a *tune* part and a *test* part. Every weight,
// threshold and size of the assistant is chosen on *tune*; the figures that count are *test*.
// A question's part follows from a key alone (a 32-bit hash of the key: FNV-1a, then MurmurHash3's
// final mix so every bit depends on every character; its low bit), so the split never
// changes between runs, machines or orderings, and nobody chooses it:
// - PolicyQA: the key is the website policy's title — whole policies are tune or test, so test
//   measures policies the assistant was never tuned on;
// - H2O banking policy (one document), the demo library and the non-policy questions: the key is
//   the question (its id where it has one);
// - sets given with EVAL_EXTRA (never tuned on): test only.

export type Part = "tune" | "test";

export function partOf(key: string): Part {
  return (fnv1a(key) & 1) === 0 ? "tune" : "test";
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
