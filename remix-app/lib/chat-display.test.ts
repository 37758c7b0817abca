import { type ChatMessageDto, uncalibratedConfidenceNoteOf } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import {
  badgeTitle,
  citedSourcePath,
  lowConfidencePercent,
  referenceDescription,
  shownReferences,
} from "./chat-display";

const reply = (changes: Partial<ChatMessageDto>): ChatMessageDto => ({
  id: 1,
  messageType: "assistant",
  message: "Answer",
  createdAt: "2026-03-02T10:00:00.000Z",
  referencedDocuments: [],
  needsLegalReview: false,
  ragContext: null,
  confidence: 0.9,
  composedBy: "embedded",
  ...changes,
});

const reference = (id: number, title: string) => ({
  id,
  source: "document" as const,
  title,
  version: 3,
  inForceSince: "2026-03-02T12:00:00.000Z",
  available: true,
});

describe("reference badges", () => {
  it("cut titles longer than 15 characters and keep shorter ones", () => {
    expect(badgeTitle("Northwind Remote Work Policy")).toBe("Northwind Remot…");
    expect(badgeTitle("Travel Policy")).toBe("Travel Policy");
    expect(badgeTitle("Exactly fifteen")).toBe("Exactly fifteen");
    expect(badgeTitle("Remote Working Policy")).toBe("Remote Working…");
  });

  it("show at most two references", () => {
    const message = reply({ referencedDocuments: [reference(1, "A"), reference(2, "B"), reference(3, "C")] });
    expect(shownReferences(message).map((r) => r.id)).toEqual([1, 2]);
  });

  it("describe the reference in full: title, version and since when it is in force", () => {
    expect(referenceDescription(reference(1, "Travel Policy"))).toMatch(
      /^Travel Policy, version 3, in force since \d+\/\d+\/2026$/,
    );
    expect(
      referenceDescription({
        id: 4,
        source: "knowledge_base",
        title: "FAQ",
        version: null,
        inForceSince: null,
        available: true,
      }),
    ).toBe("FAQ, from the knowledge base");
  });
});

describe("low confidence", () => {
  it("is shown below 0.7 as a whole percent, never on the person's own messages", () => {
    const source = {
      id: 3,
      source: "document" as const,
      title: "Travel Policy",
      version: 2,
      inForceSince: null,
      available: true,
    };
    expect(lowConfidencePercent(reply({ confidence: 0.424, referencedDocuments: [source] }))).toBe(42);
    // A decline cites nothing: no badge, whatever its confidence.
    expect(lowConfidencePercent(reply({ confidence: 0.12, referencedDocuments: [] }))).toBeNull();
    expect(lowConfidencePercent(reply({ confidence: 0.7 }))).toBeNull();
    expect(lowConfidencePercent(reply({ confidence: null }))).toBeNull();
    expect(lowConfidencePercent(reply({ messageType: "user", confidence: 0.1 }))).toBeNull();
  });
});

describe("the confidence of a language model's answer", () => {
  it("is said to be not yet calibrated on production, and only for such answers", () => {
    expect(uncalibratedConfidenceNoteOf(reply({ composedBy: "workers-ai" }))).toBe(
      "Confidence not yet calibrated on production",
    );
    expect(uncalibratedConfidenceNoteOf(reply({ composedBy: "embedded" }))).toBeNull();
    expect(uncalibratedConfidenceNoteOf(reply({ composedBy: null }))).toBeNull();
    expect(uncalibratedConfidenceNoteOf(reply({ messageType: "user", composedBy: "workers-ai" }))).toBeNull();
  });
});

describe("where a document badge leads", () => {
  it("to the document's text at the cited sentence when the reply names one, else to its row in the library", () => {
    const path = citedSourcePath({ id: 12, quote: "Meals cost up to $75 & no more." });
    const url = new URL(path, "http://localhost");
    expect(url.pathname).toBe("/documents/12/preview");
    expect(url.searchParams.get("quote")).toBe("Meals cost up to $75 & no more.");
    expect(url.hash).toBe("#cited-passage");
    expect(citedSourcePath({ id: 12 })).toBe("/documents?highlight=12");
  });
});
