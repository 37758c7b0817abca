// The vector channel of the scripted production path: the KnowledgeVectors port (the interface the
// Vectorize adapter implements in production) answered by an oracle over the eval set's expected
// passages. For a question it knows, the passages holding the expected answer come first at a
// cosine of 0.82–0.90, whatever words the question uses — bge-base at its best; every other
// passage of the company follows at 0.45–0.65, the range unrelated texts land in with bge. A
// question it does not know finds only that background. Like Vectorize with metadata, it answers at
// most 20 matches, and only the asking company's.
import type { KnowledgeVectors } from "../../../worker/domain/knowledge/knowledge-vectors.ts";

/** Vectorize answers at most 20 matches with metadata. */
const MAX_MATCHES = 20;

export class OracleVectors implements KnowledgeVectors {
  /** Each company's active passages (knowledge_chunks ids). */
  readonly passagesOf = new Map<number, number[]>();
  /** A question's text → the passages that hold its expected answer. */
  readonly expected = new Map<string, number[]>();
  /** A passage planted for the next queries, as an attacker's document crafted to match everything. */
  planted: { companyId: number; chunkId: number } | null = null;

  async upsert(): Promise<void> {}
  async remove(): Promise<void> {}

  async query(companyId: number, text: string, topK: number) {
    const wanted = new Set(this.expected.get(text) ?? []);
    const matches = (this.passagesOf.get(companyId) ?? []).map((chunkId) => {
      const u = unit(`${text}\u0000${chunkId}`);
      let similarity = wanted.has(chunkId) ? 0.82 + 0.08 * u : 0.45 + 0.2 * u;
      if (this.planted?.companyId === companyId && this.planted.chunkId === chunkId) similarity = 0.8;
      return { chunkId, similarity };
    });
    matches.sort((a, b) => b.similarity - a.similarity);
    return matches.slice(0, Math.max(1, Math.min(topK, MAX_MATCHES)));
  }
}

/** A number in [0, 1) fixed by the text (FNV-1a). */
function unit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}
