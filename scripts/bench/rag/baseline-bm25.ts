// The eval README's baseline: plain BM25 (k1 = 1.2, b = 0.75, lower-cased alphanumeric tokens, no
// stemming, no stop words) over the document's text cut into windows of words with overlap — 200
// and 50 by the README; `npm run bench:rag` gives it windows as long as the passages the product
// returns, with a quarter of that as overlap (the README's ratio).

const K1 = 1.2;
const B = 0.75;

const tokens = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

export class Bm25Baseline {
  readonly windows: string[] = [];
  private readonly termFrequencies: Array<Map<string, number>> = [];
  private readonly lengths: number[] = [];
  private readonly documentFrequency = new Map<string, number>();
  private averageLength = 0;

  constructor(text: string, window = 200, overlap = 50) {
    const words = text.split(/\s+/).filter(Boolean);
    const step = Math.max(1, window - overlap);
    for (let start = 0; start < words.length; start += step) {
      this.windows.push(words.slice(start, start + window).join(" "));
      if (start + window >= words.length) break;
    }
    for (const window of this.windows) {
      const tf = new Map<string, number>();
      const toks = tokens(window);
      for (const t of toks) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const t of tf.keys()) this.documentFrequency.set(t, (this.documentFrequency.get(t) ?? 0) + 1);
      this.termFrequencies.push(tf);
      this.lengths.push(toks.length);
    }
    this.averageLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, this.lengths.length);
  }

  /** Window texts, best first (at most `limit`, windows with a positive score only). */
  search(query: string, limit = 10): string[] {
    const n = this.windows.length;
    const terms = tokens(query);
    const scores = this.termFrequencies.map((tf, i) => {
      let score = 0;
      for (const t of terms) {
        const f = tf.get(t);
        if (!f) continue;
        const df = this.documentFrequency.get(t) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * this.lengths[i]!) / this.averageLength));
      }
      return { i, score };
    });
    return scores
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, limit)
      .map((s) => this.windows[s.i]!);
  }
}
