import { describe, expect, it } from "vitest";
import type { KnowledgeHit } from "../knowledge/knowledge-hit";
import type { Logger } from "../logging/logger";
import { closestSection } from "./closest-section";
import { ABSTENTION_REPLY, OUT_OF_SCOPE_REPLY } from "./declines";
import { type Evidence, writeAnswer } from "./write-answer";

let nextChunk = 1;
const hit = (title: string, heading: string, content: string): KnowledgeHit => ({
  chunkId: nextChunk++,
  source: "knowledge_base",
  sourceId: 1,
  title,
  category: "hr",
  documentType: "policy",
  documentVersion: null,
  inForceSince: null,
  heading,
  position: 0,
  content,
  snippet: content.slice(0, 80),
  similarity: 0.4,
});

const leave = [
  hit(
    "Staff Handbook",
    "5. Leave › 5.4 Marriage leave",
    "Employees getting married may request leave in writing.",
  ),
  hit(
    "Staff Handbook",
    "5. Leave › 5.2 Half-day leave",
    "Half a day of leave may be taken with the manager's approval.",
  ),
];

// A decline is written without the model: the evidence is too weak to answer from.
const declined = (question: string, hits: KnowledgeHit[]): Evidence => ({
  question,
  kind: "policy",
  hits,
  passages: [],
  draft: null,
  confidence: 0,
});
const noModel = null as never;
const log: Logger = { warn: () => undefined, error: () => undefined };

describe("declining a question", () => {
  it("names the section whose heading holds the question's words, and files the question for the admins", async () => {
    const reply = await writeAnswer(
      noModel,
      declined("How many days of marriage leave do I get?", leave),
      log,
    );
    expect(reply.abstained).toBe(true);
    expect(reply.unanswered).toBe(true);
    expect(reply.message).toContain("“Marriage leave” in Staff Handbook");
    expect(reply.message).toContain("passed the question on to your company's admins");
    expect(reply.message).not.toBe(OUT_OF_SCOPE_REPLY);
  });

  it("files a question in the company's own words even when it holds no word of the workplace list", async () => {
    const glossary = [
      hit("Engineering Guide", "Tooling", "Every repository uses the monorepo linter and its presets."),
    ];
    const reply = await writeAnswer(
      noModel,
      declined("Which presets does the monorepo linter use?", glossary),
      log,
    );
    expect(reply.unanswered).toBe(true);
    expect(reply.message).toBe(ABSTENTION_REPLY);
  });

  it("still tells a question about nothing the company wrote that it answers from the policies only", async () => {
    const reply = await writeAnswer(noModel, declined("What is the capital of Peru?", leave), log);
    expect(reply.unanswered).toBe(false);
    expect(reply.message).toBe(OUT_OF_SCOPE_REPLY);
  });

  it("finds no section when no heading names what is asked", () => {
    expect(closestSection("How do I book a meeting room?", leave)).toBeNull();
    expect(closestSection("Can I take half-day leave?", leave)).toEqual({
      heading: "Half-day leave",
      title: "Staff Handbook",
    });
  });
});
