// How `npm run bench:rag` reads its expected calibration error (scripts/bench/rag/figures.ts):
// ten bins, and how much of the figure a set's size alone explains.
import { describe, expect, it } from "vitest";
import { calibration, eceSampling } from "../../scripts/bench/rag/figures";

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
    expect(calibration(calibratedAnswers(20)).ece).toBeCloseTo(0, 5);
    const overconfident = Array.from({ length: 10 }, (_, i) => ({ confidence: 0.9, right: i < 5 }));
    expect(calibration(overconfident).ece).toBeCloseTo(0.4, 5);
  });

  it("says what ECE a perfectly calibrated model would read by chance: large on 40 answers, small on 4,000", () => {
    const few = eceSampling(calibratedAnswers(10));
    const many = eceSampling(calibratedAnswers(1000), 200);
    expect(few.floor).toBeGreaterThan(0.04);
    expect(many.floor).toBeLessThan(0.02);
    expect(few.floor).toBeGreaterThan(3 * many.floor);
  });

  it("brackets the measured ECE with a bootstrap interval that narrows as answers grow", () => {
    const overconfident = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ confidence: 0.9, right: i % 2 === 0 }));
    const small = eceSampling(overconfident(20));
    const large = eceSampling(overconfident(2000), 200);
    expect(small.low).toBeLessThanOrEqual(0.4);
    expect(small.high).toBeGreaterThanOrEqual(0.4);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    // The same input gives the same figures (a fixed seed).
    expect(eceSampling(overconfident(20))).toEqual(small);
  });
});
