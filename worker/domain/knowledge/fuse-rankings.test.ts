import { describe, expect, it } from "vitest";
import { fuseRankings, RRF_K } from "./fuse-rankings";

describe("fuseRankings", () => {
  it("sums 1 / (k + rank) over the rankings", () => {
    const fused = fuseRankings([
      [1, 2, 3],
      [3, 1],
    ]);
    expect(fused.map((f) => f.id)).toEqual([1, 3, 2]);
    expect(fused[0]!.score).toBeCloseTo(1 / (RRF_K + 1) + 1 / (RRF_K + 2));
    expect(fused[2]!.score).toBeCloseTo(1 / (RRF_K + 2));
  });

  it("puts an id both rankings agree on above one only a single ranking holds first", () => {
    const fused = fuseRankings([
      [7, 8],
      [9, 8],
    ]);
    expect(fused[0]!.id).toBe(8);
  });

  it("counts an id once per ranking, at its best rank, and handles empty rankings", () => {
    expect(fuseRankings([[5, 5, 6]]).map((f) => f.id)).toEqual([5, 6]);
    expect(fuseRankings([[], []])).toEqual([]);
  });
});
