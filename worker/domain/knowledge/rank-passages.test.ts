import { describe, expect, it } from "vitest";
import { type ChunkRow, keepsIndexOrder, rerank } from "./rank-passages";
import { planQuery } from "./search-knowledge";

const row = (id: number, heading: string, body: string): ChunkRow => ({
  id,
  knowledge_base_document_id: 1,
  document_id: null,
  document_version: null,
  in_force_since: null,
  category: "hr",
  document_type: "policy",
  position: id,
  title: "Staff Handbook",
  heading,
  body,
});

// In the index's bm25 order: a passage that mentions the words, then the section that answers.
const rows = [
  row(1, "Leave", "Leave of any kind, marriage leave included, is recorded in the leave system."),
  row(2, "Marriage leave", "Employees getting married are entitled to 7 days of paid marriage leave."),
];
const plan = planQuery("How many days of marriage leave do I get?")!;
const stats = { passages: 40, documentFrequency: plan.concepts.map(() => 3) };

describe("the rerank of knowledge search", () => {
  it("puts the section that answers first when it leads clearly", () => {
    expect(rerank(rows, plan, stats, undefined, 0).map((r) => r.row.id)).toEqual([2, 1]);
  });

  it("keeps the index's own bm25 order when the rerank's lead is below the fallback margin", () => {
    const lead =
      rerank(rows, plan, stats, undefined, 0)[0]!.rank - rerank(rows, plan, stats, undefined, 0)[1]!.rank;
    expect(rerank(rows, plan, stats, undefined, lead + 1).map((r) => r.row.id)).toEqual([1, 2]);
    expect(rerank(rows, plan, stats, undefined, Number.POSITIVE_INFINITY).map((r) => r.row.id)).toEqual([
      1, 2,
    ]);
  });

  it("never falls back when the rerank and the index agree on the first passage", () => {
    expect(keepsIndexOrder(0, 2)).toBe(false);
    expect(keepsIndexOrder(1, 2)).toBe(true);
    expect(keepsIndexOrder(3, 2)).toBe(false);
  });
});
