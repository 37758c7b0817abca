/** The usual constant of reciprocal rank fusion (Cormack et al., 2009): damps the top ranks. */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion: each ranking (ids, best first) gives an id 1 / (k + rank), rank from 1;
 * an id's score is the sum over the rankings that hold it. Answers the ids best first with their
 * fused scores; ties keep the order in which the ids were first seen.
 */
export function fuseRankings(
  rankings: ReadonlyArray<readonly number[]>,
  k = RRF_K,
): Array<{ id: number; score: number }> {
  const scores = new Map<number, number>();
  for (const ranking of rankings) {
    const seen = new Set<number>();
    ranking.forEach((id, index) => {
      if (seen.has(id)) return; // an id counts once per ranking, at its best rank
      seen.add(id);
      scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1));
    });
  }
  return [...scores.entries()].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}
