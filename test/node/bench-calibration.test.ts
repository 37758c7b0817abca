// How `npm run bench:rag` reads its expected calibration error (scripts/bench/rag/figures.ts):
// ten bins, and how much of the figure a set's size alone explains. Plain Node (node --test), as
// the bench runs.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { calibration, eceSampling } from "../../scripts/bench/rag/figures.ts";

const close = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} is not ${expected}`);

/** Answers whose share right in each bin is exactly their confidence. */
function calibratedAnswers(perConfidence: number): Array<{ confidence: number; right: boolean }> {
  const points: Array<{ confidence: number; right: boolean }> = [];
  for (const confidence of [0.35, 0.55, 0.75, 0.95]) {
    const right = Math.round(confidence * perConfidence);
    for (let i = 0; i < perConfidence; i++) points.push({ confidence, right: i < right });
  }
  return points;
}

describe("the bench's calibration figures", () => {
  it("reads 0 for answers right exactly as often as their confidence says, and the gap otherwise", () => {
    close(calibration(calibratedAnswers(20)).ece, 0);
    const overconfident = Array.from({ length: 10 }, (_, i) => ({ confidence: 0.9, right: i < 5 }));
    close(calibration(overconfident).ece, 0.4);
  });

  it("says what ECE a perfectly calibrated model would read by chance: large on 40 answers, small on 4,000", () => {
    const few = eceSampling(calibratedAnswers(10));
    const many = eceSampling(calibratedAnswers(1000), 200);
    assert.ok(few.floor > 0.04, `${few.floor}`);
    assert.ok(many.floor < 0.02, `${many.floor}`);
    assert.ok(few.floor > 3 * many.floor);
  });

  it("brackets the measured ECE with a bootstrap interval that narrows as answers grow", () => {
    const overconfident = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ confidence: 0.9, right: i % 2 === 0 }));
    const small = eceSampling(overconfident(20));
    const large = eceSampling(overconfident(2000), 200);
    assert.ok(small.low <= 0.4);
    assert.ok(small.high >= 0.4);
    assert.ok(large.high - large.low < small.high - small.low);
    // The same input gives the same figures (a fixed seed).
    assert.deepEqual(eceSampling(overconfident(20)), small);
  });
});
