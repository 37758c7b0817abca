import { describe, expect, it } from "vitest";
import { CONFIDENCE_THRESHOLD } from "../contract";
import { retrievalConfidence } from "./confidence";
import type { KnowledgeHit } from "./knowledge-hit";
import { contentTerms } from "./query-terms";

const hit = (content: string, similarity: number, overrides: Partial<KnowledgeHit> = {}): KnowledgeHit => ({
  chunkId: 1,
  source: "knowledge_base",
  sourceId: 1,
  title: "Travel Policy",
  category: "travel",
  documentType: "policy",
  documentVersion: null,
  inForceSince: null,
  heading: "",
  position: 0,
  content,
  snippet: content.slice(0, 200),
  similarity,
  ...overrides,
});

describe("retrievalConfidence", () => {
  it("is confident when the best passages hold the question's terms and match strongly", () => {
    const hits = [
      hit("Meals are reimbursed up to 40 euros per day while travelling.", 0.9),
      hit("Receipts for meals are required for every claim.", 0.6),
    ];
    expect(retrievalConfidence("How much are meals reimbursed per day?", hits)).toBeGreaterThanOrEqual(
      CONFIDENCE_THRESHOLD,
    );
  });

  it("stays below the threshold when the passages hardly touch the question", () => {
    const hits = [hit("Book flights at least 14 days before departure.", 0.15)];
    expect(retrievalConfidence("How long should I boil an egg for a runny yolk?", hits)).toBeLessThan(
      CONFIDENCE_THRESHOLD,
    );
  });

  it("is 0 without hits or without words, and grows with the evidence", () => {
    expect(retrievalConfidence("meals", [])).toBe(0);
    expect(retrievalConfidence("?!", [hit("Meals.", 1)])).toBe(0);
    const weak = retrievalConfidence("meal allowance abroad", [hit("Meals are paid.", 0.3)]);
    const strong = retrievalConfidence("meal allowance abroad", [
      hit("The meal allowance abroad is 50 euros.", 0.9),
    ]);
    expect(strong).toBeGreaterThan(weak);
    expect(strong).toBeLessThanOrEqual(1);
  });

  it("counts a synonym as covering the question's word", () => {
    const asked = "Do you gather personal data?";
    const plain = retrievalConfidence(asked, [hit("We keep the cookies you accept.", 0.5)]);
    const synonym = retrievalConfidence(asked, [hit("We collect personal data you give us.", 0.5)]);
    expect(synonym).toBeGreaterThan(plain);
  });
});

describe("contentTerms", () => {
  it("drops stop and question words and stems the rest", () => {
    expect(contentTerms("How does this website collect my personal information?")).toEqual([
      "websit",
      "collect",
      "person",
      "inform",
    ]);
    expect(contentTerms("Collected, collecting and collection")).toEqual(["collect"]);
    expect(contentTerms("Who are we?")).toEqual(["who", "ar", "we"]);
  });
});
