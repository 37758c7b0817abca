import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { knowledgeBaseDocuments } from "../../worker/db/schema";
import { deleteDocument } from "../../worker/domain/documents/delete-document";
import {
  chunkInsertStatements,
  deleteChunksOfEntryStatement,
} from "../../worker/domain/knowledge/index-statements";
import {
  mergeFullTextIndexes,
  startFullTextIndexRewrite,
} from "../../worker/domain/search/merge-full-text-indexes";
import { createCompany, createDocument, domain, person } from "../support/fixtures";

/** The bytes an index's segments take (the knowledge index unless told). */
async function indexBytes(table: "knowledge_chunks_fts" | "document_search_fts" = "knowledge_chunks_fts") {
  const [row] = await domain().companyDb.all<{ bytes: number }>(
    sql`SELECT coalesce(sum(length(block)), 0) AS bytes FROM ${sql.identifier(`${table}_data`)}`,
  );
  return row!.bytes;
}

const paragraph = (i: number) =>
  `Section ${i}\n\nEmployees in team ${i} may claim travel expense number ${i} within ${i % 30} days of the trip, with receipts kept for audit ${i}.`;

describe("merging the full-text indexes", () => {
  it("gives back the space of deleted passages", async () => {
    const ctx = domain();
    const company = await createCompany("enterprise");
    const entries: number[] = [];
    for (let e = 0; e < 20; e++) {
      const [entry] = await ctx.companyDb
        .insert(knowledgeBaseDocuments)
        .values({ companyId: company.id, title: `Handbook ${e}`, category: "hr", isActive: true })
        .returning({ id: knowledgeBaseDocuments.id });
      const text = Array.from({ length: 40 }, (_, i) => paragraph(e * 100 + i)).join("\n\n");
      const { statements } = chunkInsertStatements(
        ctx.companyDb,
        {
          companyId: company.id,
          knowledgeBaseDocumentId: entry!.id,
          title: `Handbook ${e}`,
          category: "hr",
          documentType: "policy",
          isActive: true,
        },
        text,
      );
      const [first, ...rest] = statements;
      await ctx.companyDb.batch([first!, ...rest]);
      entries.push(entry!.id);
    }
    await mergeFullTextIndexes(ctx, 100_000);
    const full = await indexBytes();

    for (const id of entries)
      await ctx.companyDb.batch([deleteChunksOfEntryStatement(ctx.companyDb, company.id, id)]);
    const afterDelete = await indexBytes();
    // FTS5 keeps what was deleted until segments merge: the index is no smaller yet.
    expect(afterDelete).toBeGreaterThanOrEqual(full * 0.9);

    for (let run = 0; run < 5; run++) await mergeFullTextIndexes(ctx);
    expect(await indexBytes()).toBeLessThan(full * 0.5);
  });

  it("gives back the space of deleted documents in the library index, which still finds the rest", async () => {
    const ctx = domain();
    const admin = await person({ role: "company_admin" });
    const ids: number[] = [];
    for (let d = 0; d < 30; d++)
      ids.push(
        await createDocument(admin.company.id, {
          title: `Travel rules ${d}`,
          content: Array.from({ length: 30 }, (_, i) => paragraph(d * 100 + i)).join("\n\n"),
        }),
      );
    await mergeFullTextIndexes(ctx, 100_000);
    const full = await indexBytes("document_search_fts");

    const kept = ids.pop()!;
    for (const id of ids) await deleteDocument(ctx, admin.actor, id);
    expect(await indexBytes("document_search_fts")).toBeGreaterThanOrEqual(full * 0.9);

    for (let run = 0; run < 5; run++) await mergeFullTextIndexes(ctx);
    expect(await indexBytes("document_search_fts")).toBeLessThan(full * 0.2);
    const found = await ctx.companyDb.all<{ id: number }>(
      sql`SELECT rowid AS id FROM document_search_fts WHERE document_search_fts MATCH ${`scope:"c${admin.company.id}" AND "travel"`}`,
    );
    expect(found).toEqual([{ id: kept }]);
  });

  it("gives back what the 5-minute merge alone never reaches once the daily job starts a full merge", async () => {
    const ctx = domain();
    const admin = await person({ role: "company_admin" });
    const ids: number[] = [];
    for (let d = 0; d < 40; d++)
      ids.push(
        await createDocument(admin.company.id, {
          title: `Expense rules ${d}`,
          content: Array.from({ length: 30 }, (_, i) => paragraph(d * 100 + i)).join("\n\n"),
        }),
      );
    // One segment holds them all, as after a quiet night.
    await startFullTextIndexRewrite(ctx, 100_000);
    const full = await indexBytes("document_search_fts");

    for (const id of ids.slice(1)) await deleteDocument(ctx, admin.actor, id);
    for (let run = 0; run < 50; run++) await mergeFullTextIndexes(ctx);
    const afterFiveMinuteRuns = await indexBytes("document_search_fts");
    expect(afterFiveMinuteRuns).toBeGreaterThan(full * 0.9);

    await startFullTextIndexRewrite(ctx);
    for (let run = 0; run < 5; run++) await mergeFullTextIndexes(ctx);
    expect(await indexBytes("document_search_fts")).toBeLessThan(full * 0.1);
  });
});
