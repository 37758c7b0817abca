// `npm run bench:rag -- --engine workers-ai` measures the production path: passages embedded and
// questions answered by Workers AI over Cloudflare's REST API (here a local fake of it,
// test/node/fake-workers-ai-server.ts), nearest passages from an in-memory index fused with
// full-text search as the Worker fuses Vectorize's.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  answerThroughWorkersAi,
  embedEntryPassages,
  type WorkersAiPath,
  workersAiPath,
} from "../../scripts/bench/rag/workers-ai-path";
import { knowledgeBaseDocuments } from "../../worker/db/schema";
import { gatherEvidence } from "../../worker/domain/assistant/answer-question";
import { writeAnswer } from "../../worker/domain/assistant/write-answer";
import { chunkInsertStatements } from "../../worker/domain/knowledge/index-statements";
import { searchKnowledge } from "../../worker/domain/knowledge/search-knowledge";
import type { WorkersAiCall } from "../node/fake-workers-ai-server";
import { createCompany, domain } from "../support/fixtures";

const SECURITY = `IT SECURITY POLICY

1. Devices
Laptops must be locked with a password whenever they are left unattended.

2. Lost or stolen equipment
Any theft of company equipment must be reported to the IT service desk within 24 hours.

3. Passwords
Passwords are at least 12 characters long and are never shared.`;

/** Sends what the provider addresses to Cloudflare's API to the local fake instead. */
const toFake: typeof fetch = (input, init) =>
  fetch(String(input).replace("https://api.cloudflare.com", env.WORKERS_AI_TEST_URL), init);

const calls = async (token: string): Promise<WorkersAiCall[]> =>
  ((await (await fetch(`${env.WORKERS_AI_TEST_URL}/__calls`)).json()) as WorkersAiCall[]).filter(
    (call) => call.authorization === `Bearer ${token}`,
  );

async function addEntry(companyId: number) {
  const { companyDb: db } = domain();
  const [entry] = await db
    .insert(knowledgeBaseDocuments)
    .values({ companyId, title: "IT Security Policy", category: "it", isActive: true })
    .returning({ id: knowledgeBaseDocuments.id });
  const { statements, chunkCount } = chunkInsertStatements(
    db,
    {
      companyId,
      knowledgeBaseDocumentId: entry!.id,
      title: "IT Security Policy",
      category: "it",
      documentType: "policy",
      isActive: true,
    },
    SECURITY,
  );
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  return { entryId: entry!.id, chunkCount };
}

/** A company with the policy indexed, and a context answering through the fake with this token. */
async function benchCompany(token: string) {
  const company = await createCompany("enterprise");
  const entry = await addEntry(company.id);
  const path: WorkersAiPath = workersAiPath(
    { CLOUDFLARE_ACCOUNT_ID: "bench-account", CLOUDFLARE_API_TOKEN: token },
    toFake,
  );
  const ctx = domain();
  answerThroughWorkersAi(ctx, path);
  const embed = () => embedEntryPassages(ctx, path, company.id, entry.entryId, entry.chunkCount);
  return { companyId: company.id, chunkCount: entry.chunkCount, path, ctx, embed };
}

describe("the bench's production path (--engine workers-ai)", () => {
  it("says which variables it needs when they are missing", () => {
    expect(() => workersAiPath({ CLOUDFLARE_ACCOUNT_ID: "bench-account" })).toThrow(
      /set CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN/,
    );
  });

  it("embeds every passage through the account's embedding model, and search finds a passage by meaning", async () => {
    const { companyId, chunkCount, path, ctx, embed } = await benchCompany("embed-token");
    await embed();

    expect(path.index.vectors.size).toBe(chunkCount);
    const embedded = await calls("embed-token");
    expect(embedded.length).toBeGreaterThan(0);
    expect(
      embedded.every((c) => c.account === "bench-account" && c.model === "@cf/baai/bge-base-en-v1.5"),
    ).toBe(true);

    // No word of the question is in the passage that answers it: full-text search alone misses it,
    // the vectors find it.
    const question = "Somebody nicked my notebook: whom do I inform?";
    const fullTextOnly = await searchKnowledge(domain(), companyId, { query: question, limit: 5 });
    expect(fullTextOnly.some((hit) => hit.content.includes("theft of company equipment"))).toBe(false);
    const fused = await searchKnowledge(ctx, companyId, { query: question, limit: 5 });
    expect(fused.some((hit) => hit.content.includes("theft of company equipment"))).toBe(true);
  });

  it("answers through the account's answer model, cited", async () => {
    const { companyId, ctx, embed } = await benchCompany("answer-token");
    await embed();

    const evidence = await gatherEvidence(ctx, companyId, "How long must passwords be?");
    const reply = await writeAnswer(ctx.answerModel, evidence, ctx.log);

    // The fake model quotes the first sentence of passage 1; the embedded answerer would have
    // quoted the sentence about passwords' length.
    expect(reply.message).toMatch(
      /^Laptops must be locked with a password whenever they are left unattended\. \[1\]/,
    );
    expect(reply.message).toContain("Sources: [1] IT Security Policy");
    const chat = (await calls("answer-token")).filter((c) => !c.model.startsWith("@cf/baai/"));
    expect(chat.map((c) => c.model)).toEqual(["@cf/meta/llama-3.1-8b-instruct"]);
  });

  it("stops the bench when passages could not be embedded, rather than measuring without them", async () => {
    const { chunkCount, embed } = await benchCompany("refused");

    await expect(embed()).rejects.toThrow(new RegExp(`stored 0 of ${chunkCount} passages`));
  });
});
