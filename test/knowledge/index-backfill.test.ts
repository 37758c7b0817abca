import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { documents, documentVersions, knowledgeChunks } from "../../worker/db/schema";
import { runScheduledJobs } from "../../worker/jobs/registry";
import { createCompany, domain } from "../support/fixtures";

const TEXT = `EXPENSES POLICY

1. Meals
Employees may claim up to 40 euros per day for meals while travelling on company business.`;

/** A document written as before migration 0002: straight into the tables, with no passages. */
async function legacyDocument(companyId: number, status: "approved" | "draft") {
  const db = domain().companyDb;
  const [[row]] = await db.batch([
    db
      .insert(documents)
      .values({ companyId, title: "Expenses Policy", status, category: "finance" })
      .returning({ id: documents.id }),
    db.insert(documentVersions).values({
      documentId: sql`last_insert_rowid()`,
      companyId,
      version: 1,
      title: "Expenses Policy",
      content: TEXT,
      status,
      changeType: "created",
    }),
  ]);
  return row!.id;
}

const passagesOf = (documentId: number) =>
  domain().companyDb.select().from(knowledgeChunks).where(eq(knowledgeChunks.documentId, documentId));

describe("the index-documents-in-force job", () => {
  it("indexes documents in force that have no passages, once, and never a draft", async () => {
    const company = await createCompany("enterprise");
    const approved = await legacyDocument(company.id, "approved");
    const draft = await legacyDocument(company.id, "draft");
    expect(await passagesOf(approved)).toHaveLength(0);

    // Other tests' leftovers may be picked first; a few runs index everything in force.
    for (let run = 0; run < 5 && (await passagesOf(approved)).length === 0; run++) {
      const results = await runScheduledJobs("*/5 * * * *", domain());
      expect(results).toContainEqual(expect.objectContaining({ job: "index-documents-in-force", ok: true }));
    }

    const passages = await passagesOf(approved);
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((p) => p.documentVersion === 1 && p.companyId === company.id)).toBe(true);
    expect(passages.map((p) => p.body).join(" ")).toContain("40 euros per day");
    expect(await passagesOf(draft)).toHaveLength(0);

    await runScheduledJobs("*/5 * * * *", domain());
    expect(await passagesOf(approved)).toHaveLength(passages.length);
  });
});
