import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { knowledgeBaseDocuments } from "../../worker/db/schema";
import {
  chunkInsertStatements,
  deleteChunksOfEntryStatement,
} from "../../worker/domain/knowledge/index-statements";
import { mergeFullTextIndexes } from "../../worker/domain/search/merge-full-text-indexes";
import { createCompany, domain } from "../support/fixtures";

/** The bytes the knowledge index's segments take. */
async function indexBytes(): Promise<number> {
  const [row] = await domain().db.all<{ bytes: number }>(
    sql`SELECT coalesce(sum(length(block)), 0) AS bytes FROM knowledge_chunks_fts_data`,
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
      const [entry] = await ctx.db
        .insert(knowledgeBaseDocuments)
        .values({ companyId: company.id, title: `Handbook ${e}`, category: "hr", isActive: true })
        .returning({ id: knowledgeBaseDocuments.id });
      const text = Array.from({ length: 40 }, (_, i) => paragraph(e * 100 + i)).join("\n\n");
      const { statements } = chunkInsertStatements(
        ctx.db,
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
      await ctx.db.batch([first!, ...rest]);
      entries.push(entry!.id);
    }
    await mergeFullTextIndexes(ctx, 100_000);
    const full = await indexBytes();

    for (const id of entries) await ctx.db.batch([deleteChunksOfEntryStatement(ctx.db, company.id, id)]);
    const afterDelete = await indexBytes();
    // FTS5 keeps what was deleted until segments merge: the index is no smaller yet.
    expect(afterDelete).toBeGreaterThanOrEqual(full * 0.9);

    for (let run = 0; run < 5; run++) await mergeFullTextIndexes(ctx);
    expect(await indexBytes()).toBeLessThan(full * 0.5);
  });
});
