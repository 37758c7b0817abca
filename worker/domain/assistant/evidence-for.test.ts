import { describe, expect, it } from "vitest";
import type { KnowledgeHit } from "../knowledge/knowledge-hit";
import { evidenceFor } from "./write-answer";

let nextChunk = 1;
const hit = (sourceId: number, title: string, heading: string, content: string): KnowledgeHit => ({
  chunkId: nextChunk++,
  source: "knowledge_base",
  sourceId,
  title,
  category: "travel",
  documentType: "policy",
  documentVersion: null,
  inForceSince: null,
  heading,
  position: 0,
  content,
  snippet: content.slice(0, 80),
  similarity: 0.8,
});

const vehicle = (n: number, content: string) => hit(1, "Company Vehicle Policy", `${n}. Vehicles`, content);
const question = "Who do I report an accident in a vehicle I was driving for work to?";
const vehiclePolicy = [
  vehicle(
    8,
    "Any accident involving a vehicle used on company business must be reported to the fleet administrator within 24 hours.",
  ),
  vehicle(4, "Drivers must hold a full, valid driving licence for the vehicle category concerned."),
  vehicle(5, "Pool vehicles are booked through the fleet system for specific journeys."),
  vehicle(6, "Fuel for business journeys is paid with the fuel card issued with the vehicle."),
  vehicle(7, "Mileage in a private vehicle is reimbursed at the published rate per mile."),
  vehicle(9, "Traffic and parking fines are the personal responsibility of the driver."),
];

describe("the evidence an answer is written from", () => {
  it("reads six passages, and looks past them for another document that answers otherwise", () => {
    const safety = hit(
      2,
      "Health and Safety Policy",
      "5. Arrangements",
      "All accidents, incidents and near misses at work must be reported to the line manager within 24 hours.",
    );
    const evidence = evidenceFor(question, [
      ...vehiclePolicy,
      vehicle(10, "Vehicles are serviced every year."),
      safety,
    ]);
    expect(evidence.draft?.text).toMatch(/^Your policies do not agree on this\./);
    expect(evidence.draft?.text).toContain("Health and Safety Policy: All accidents");
    // The other document is cited as the seventh passage; the passages it did not quote are not kept.
    expect(evidence.hits.map((h) => h.title)).toEqual([
      ...vehiclePolicy.map((h) => h.title),
      "Health and Safety Policy",
    ]);
    expect(evidence.draft?.passagesUsed.sort()).toEqual([1, 7]);
  });

  it("keeps only the six passages read when nothing past them disagrees", () => {
    const unrelated = hit(
      3,
      "Travel Policy",
      "4. Meals",
      "Meals on business trips are reimbursed up to €50 a day.",
    );
    const evidence = evidenceFor(question, [...vehiclePolicy, unrelated]);
    expect(evidence.draft?.text).not.toMatch(/^Your policies do not agree/);
    expect(evidence.draft?.text).toContain("fleet administrator");
    expect(evidence.hits).toHaveLength(6);
  });
});
