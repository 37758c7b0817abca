// The bench's fitters (scripts/bench/rag/logistic.ts) reach the best weights and stay there on
// nearly separable data — candidate pools where one feature almost always marks the answer, as the
// rerank's pools are. A plain Newton step overshoots there and runs away (it did: weights in the
// hundreds that put the answer last), so a fit would ship a rerank that ranks backwards.
// Plain Node (node --test).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { fitConditionalLogit, fitLogistic } from "../../scripts/bench/rag/logistic.ts";

/** A small deterministic generator (an LCG), so the data are the same on every run. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Candidate pools: a marker feature almost always on the answer, a rank-like feature, noise of scale `noise`. */
function pools(seed: number, noise: number) {
  const rand = generator(seed);
  const groups: Array<{ rows: number[][]; labels: number[]; weight: number }> = [];
  for (let g = 0; g < 200; g++) {
    const rows: number[][] = [];
    const labels: number[] = [];
    const size = 3 + Math.floor(rand() * 20);
    const answer = Math.floor(rand() * size);
    for (let i = 0; i < size; i++) {
      const marker = i === answer ? (rand() < 0.97 ? 1 : 0) : rand() < 0.02 ? 1 : 0;
      const rank = 1 / (1 + i);
      rows.push([marker, rank, rand() * noise, marker * rank]);
      labels.push(i === answer ? (rand() < 0.5 ? 1 : 0.5) : 0);
    }
    groups.push({ rows, labels, weight: rand() < 0.1 ? 20 : 1 });
  }
  return groups;
}

const score = (weights: number[], row: number[]) => row.reduce((s, v, i) => s + v * weights[i]!, 0);

describe("the bench's fitters", () => {
  for (const [seed, noise] of [
    [7, 1],
    [11, 2],
    [23, 4],
  ] as const) {
    it(`rank the answer first on nearly separable candidate pools (seed ${seed}, noise ×${noise})`, () => {
      const groups = pools(seed, noise);
      const weights = fitConditionalLogit(groups, 1);
      assert.ok(
        weights.every((w) => Number.isFinite(w) && Math.abs(w) < 50),
        `weights ${weights.join(", ")}`,
      );
      const firstRight = groups.filter((g) => {
        const scores = g.rows.map((row) => score(weights, row));
        const best = scores.indexOf(Math.max(...scores));
        return g.labels[best]! > 0;
      }).length;
      assert.ok(firstRight / groups.length > 0.75, `answer first in ${firstRight} of ${groups.length} pools`);
    });
  }

  it("fits a logistic model on nearly separable rows to weights that separate them", () => {
    const rand = generator(5);
    const rows: number[][] = [];
    const labels: number[] = [];
    for (let n = 0; n < 400; n++) {
      const right = rand() < 0.4;
      const marker = right ? (rand() < 0.98 ? 1 : 0) : rand() < 0.02 ? 1 : 0;
      rows.push([marker, rand() * 3]);
      labels.push(right ? 1 : 0);
    }
    const fit = fitLogistic(
      rows,
      labels,
      rows.map(() => 1),
      1,
    );
    assert.ok([fit.intercept, ...fit.weights].every((w) => Number.isFinite(w) && Math.abs(w) < 50));
    assert.ok(fit.weights[0]! > 3, `marker weight ${fit.weights[0]}`);
    const correct = rows.filter(
      (row, n) => (score(fit.weights, row) + fit.intercept > 0 ? 1 : 0) === labels[n],
    );
    assert.ok(correct.length / rows.length > 0.95);
  });
});
