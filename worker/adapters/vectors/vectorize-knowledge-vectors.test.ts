import type { EmbeddingModel } from "ai";
import { describe, expect, it } from "vitest";
import { InMemoryVectorize } from "../../../test/support/in-memory-vectorize";
import type { ChunkToEmbed } from "../../domain/knowledge/knowledge-vectors";
import { knowledgeVectorsFromEnv } from "./knowledge-vectors-from-env";
import {
  companyNamespace,
  KNOWLEDGE_EMBEDDING_DIMENSIONS,
  KNOWLEDGE_EMBEDDING_MODEL,
  vectorizeKnowledgeVectors,
  workersAiEmbeddingModel,
} from "./vectorize-knowledge-vectors";

// TEST-ONLY embeddings: each known text maps to a fixed vector from the small table below (a few
// hand-set directions in 768 dimensions). They say nothing about meaning; they only let the
// adapter's wiring be checked against an index that computes real cosine similarity.
const DIRECTIONS: Record<string, Record<number, number>> = {
  "Travel Policy\nBooking\nBook flights through the portal.": { 0: 1, 1: 0.2 },
  "Travel Policy\nMeals\nMeals are reimbursed up to 40 EUR.": { 1: 1 },
  "Leave Policy\nAnnual leave\nEmployees have 25 days of leave.": { 2: 1 },
  "Security\nPasswords\nUse a password manager.": { 3: 1 },
  "how do I book a flight": { 0: 0.9, 1: 0.3 },
  "how many holidays": { 2: 0.8, 3: 0.1 },
};

function tableVector(text: string): number[] {
  const direction = DIRECTIONS[text];
  if (!direction) throw new Error(`test embedding table has no entry for ${JSON.stringify(text)}`);
  const values = new Array<number>(KNOWLEDGE_EMBEDDING_DIMENSIONS).fill(0);
  for (const [index, value] of Object.entries(direction)) values[Number(index)] = value;
  return values;
}

/** An AI SDK embedding model answering from the table (test-only; counts its calls). */
function tableEmbeddingModel() {
  const calls: string[][] = [];
  const model: EmbeddingModel = {
    specificationVersion: "v4",
    provider: "test-table",
    modelId: "fixed-vector-table",
    maxEmbeddingsPerCall: 100,
    supportsParallelCalls: false,
    async doEmbed({ values }) {
      calls.push(values);
      return { embeddings: values.map(tableVector), warnings: [] };
    },
  };
  return { model, calls };
}

/** A Workers AI binding stand-in that answers embedding runs from the table (test-only). */
function tableAiBinding() {
  const runs: { model: string; inputs: { text: string[] } }[] = [];
  const ai = {
    async run(model: string, inputs: { text: string[] }) {
      runs.push({ model, inputs });
      const data = inputs.text.map(tableVector);
      return { shape: [data.length, KNOWLEDGE_EMBEDDING_DIMENSIONS], data };
    },
  } as unknown as Ai;
  return { ai, runs };
}

const chunk = (
  chunkId: number,
  text: string,
  companyId: number,
  documentVersion: number | null = 2,
): ChunkToEmbed => ({
  chunkId,
  text,
  metadata: {
    companyId,
    source: documentVersion === null ? "knowledge_base" : "document",
    sourceId: 7,
    documentVersion,
    category: "hr",
    documentType: "policy",
  },
});

const TEXTS = Object.keys(DIRECTIONS);

describe("the Vectorize knowledge vectors", () => {
  it("stores each chunk under its id in its company's namespace, with its metadata", async () => {
    const index = new InMemoryVectorize();
    const vectors = vectorizeKnowledgeVectors({ index, embeddingModel: tableEmbeddingModel().model });
    await vectors.upsert([chunk(11, TEXTS[0]!, 1), chunk(12, TEXTS[2]!, 1, null)]);

    const [document, upload] = await index.getByIds(["11", "12"]);
    expect(document).toMatchObject({
      namespace: "company-1",
      metadata: {
        companyId: 1,
        source: "document",
        sourceId: 7,
        documentVersion: 2,
        category: "hr",
        documentType: "policy",
      },
    });
    expect(document!.values).toEqual(tableVector(TEXTS[0]!));
    // Vectorize metadata holds no nulls: an upload has no document version.
    expect(upload!.metadata).toEqual({
      companyId: 1,
      source: "knowledge_base",
      sourceId: 7,
      category: "hr",
      documentType: "policy",
    });
  });

  it("answers the company's nearest chunks, best first, with a 0–1 similarity", async () => {
    const index = new InMemoryVectorize();
    const vectors = vectorizeKnowledgeVectors({ index, embeddingModel: tableEmbeddingModel().model });
    await vectors.upsert([
      chunk(1, TEXTS[0]!, 5),
      chunk(2, TEXTS[1]!, 5),
      chunk(3, TEXTS[2]!, 5),
      chunk(4, TEXTS[3]!, 5),
    ]);

    const found = await vectors.query(5, "how do I book a flight", 3);
    expect(found.map((m) => m.chunkId)).toEqual([1, 2, expect.any(Number)]);
    expect(found[0]!.similarity).toBeGreaterThan(0.95);
    expect(found[0]!.similarity).toBeLessThanOrEqual(1);
    expect(found[1]!.similarity).toBeLessThan(found[0]!.similarity);
    // Orthogonal directions: no likeness at all, never below 0.
    expect(found[2]!.similarity).toBe(0);

    const holidays = await vectors.query(5, "how many holidays", 1);
    expect(holidays).toEqual([{ chunkId: 3, similarity: expect.closeTo(0.992, 3) }]);
  });

  it("never answers another company's chunks, even identical ones", async () => {
    const index = new InMemoryVectorize();
    const vectors = vectorizeKnowledgeVectors({ index, embeddingModel: tableEmbeddingModel().model });
    await vectors.upsert([chunk(21, TEXTS[0]!, 1), chunk(22, TEXTS[0]!, 2), chunk(23, TEXTS[2]!, 2)]);

    expect((await vectors.query(1, "how do I book a flight", 10)).map((m) => m.chunkId)).toEqual([21]);
    expect((await vectors.query(2, "how do I book a flight", 10)).map((m) => m.chunkId)).toEqual([22, 23]);
    expect(await vectors.query(3, "how do I book a flight", 10)).toEqual([]);
  });

  it("drops a match whose metadata names another company (defence in depth behind the namespace)", async () => {
    const index = new InMemoryVectorize();
    await index.upsert([
      {
        id: "31",
        values: tableVector(TEXTS[0]!),
        namespace: companyNamespace(1),
        metadata: { companyId: 2 },
      },
    ]);
    const vectors = vectorizeKnowledgeVectors({ index, embeddingModel: tableEmbeddingModel().model });
    expect(await vectors.query(1, "how do I book a flight", 5)).toEqual([]);
  });

  it("replaces a chunk's vector on upsert and removes vectors by chunk id (unknown ids ignored)", async () => {
    const index = new InMemoryVectorize();
    const vectors = vectorizeKnowledgeVectors({ index, embeddingModel: tableEmbeddingModel().model });
    await vectors.upsert([chunk(41, TEXTS[0]!, 1), chunk(42, TEXTS[1]!, 1)]);
    await vectors.upsert([chunk(41, TEXTS[2]!, 1)]);
    expect((await vectors.query(1, "how many holidays", 1))[0]!.chunkId).toBe(41);

    await vectors.remove([41, 999]);
    expect([...index.vectors.keys()]).toEqual(["42"]);
    expect((await vectors.query(1, "how many holidays", 5)).map((m) => m.chunkId)).toEqual([42]);
    await vectors.remove([]);
  });

  it("asks Vectorize for at most 20 matches, the most it returns with full metadata", async () => {
    const index = new InMemoryVectorize();
    const vectors = vectorizeKnowledgeVectors({ index, embeddingModel: tableEmbeddingModel().model });
    await vectors.upsert([chunk(51, TEXTS[0]!, 1)]);
    // The in-memory index refuses topK > 20 with returnMetadata "all", as Vectorize does.
    await expect(vectors.query(1, "how do I book a flight", 50)).resolves.toHaveLength(1);
  });

  it("embeds through Workers AI with bge-base-en-v1.5, at most 100 texts per call", async () => {
    const { ai, runs } = tableAiBinding();
    const index = new InMemoryVectorize();
    const vectors = vectorizeKnowledgeVectors({ index, embeddingModel: workersAiEmbeddingModel(ai) });
    const many = Array.from({ length: 250 }, (_, i) => chunk(1000 + i, TEXTS[i % 4]!, 9));
    await vectors.upsert(many);

    expect(index.vectors.size).toBe(250);
    expect(runs.every((run) => run.model === KNOWLEDGE_EMBEDDING_MODEL)).toBe(true);
    expect(runs.map((run) => run.inputs.text.length).sort((a, b) => b - a)).toEqual([100, 100, 50]);
    expect((await vectors.query(9, "how many holidays", 1))[0]!.chunkId % 4).toBe(2);
    expect(runs.at(-1)!.inputs.text).toEqual(["how many holidays"]);
  });
});

describe("knowledgeVectorsFromEnv", () => {
  it("has vectors only with both an embedding model (AI) and an index (VECTORIZE)", () => {
    const { ai } = tableAiBinding();
    const index = new InMemoryVectorize();
    expect(knowledgeVectorsFromEnv({})).toBeNull();
    expect(knowledgeVectorsFromEnv({ AI: ai })).toBeNull();
    expect(knowledgeVectorsFromEnv({ VECTORIZE: index })).toBeNull();
    expect(knowledgeVectorsFromEnv({ AI: ai, VECTORIZE: index })).not.toBeNull();
  });
});
