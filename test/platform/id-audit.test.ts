import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyDatabaseBindings, IDS_PER_DATABASE } from "../../worker/db/company-database-bindings";
import { blockOf, FIRST_FRESH_BLOCK } from "../../worker/db/id-ranges";
import { documents, idBlocks, knowledgeBaseDocuments } from "../../worker/db/schema";
import type { Database } from "../../worker/domain/context";
import {
  auditIds,
  describeIdAudit,
  type RunStatements,
  repairRaisedSequences,
} from "../../worker/domain/platform/id-audit";
import { createCompany, createDocument, domain } from "../support/fixtures";

// `npm run db:check-ids` (scripts/check-company-ids.ts) over the tests' two company databases: what a
// deployment damaged before decision 030 may hold — an id two databases handed out, a sequence raised
// into another database's block — is found, and the raised sequence repaired.

// Straight to the bindings, as wrangler's `d1 execute` does: the audit reads the directory's block
// list and the company tables of database 1 alike.
const run: RunStatements = async (database, statements) => {
  const d1 = companyDatabaseBindings(env)[database - 1]!;
  const answers = await d1.batch<Record<string, unknown>>(
    statements.map((statement) => d1.prepare(statement)),
  );
  return answers.map((answer) => answer.results);
};

describe("npm run db:check-ids", () => {
  it("finds shared ids and raised sequences, and gives a raised database a fresh block", async () => {
    const [first, second] = domain().companyDatabases as [Database, Database];
    const onFirst = await createCompany("enterprise", { databaseNumber: 1 });
    const onSecond = await createCompany("enterprise", { databaseNumber: 2 });
    expect(describeIdAudit(await auditIds(run, 2))).toEqual([
      "No raised sequence and no id in two databases.",
    ]);

    // What `max(id) + 1` did: the same knowledge entry id in both databases.
    for (const [db, company] of [
      [first, onFirst],
      [second, onSecond],
    ] as const)
      await db
        .insert(knowledgeBaseDocuments)
        .values({ id: 777, companyId: company.id, title: "Remote work", category: "hr" });
    // What a copy with higher ids did: the first database's documents raised into the second's block.
    const copiedId = 2 * IDS_PER_DATABASE + 555;
    await first
      .insert(documents)
      .values({ id: copiedId, companyId: onSecond.id, title: "Copied", version: 1 });

    const audit = await auditIds(run, 2);
    expect(audit.shared).toEqual([
      {
        table: "knowledge_base_documents",
        id: 777,
        holders: [
          { database: 2, companyId: onSecond.id },
          { database: 1, companyId: onFirst.id },
        ],
      },
    ]);
    expect(audit.raised).toEqual([{ database: 1, table: "documents", seq: copiedId, blockOf: 2 }]);
    expect(describeIdAudit(audit)).toContain(
      `Database 1: documents hands out ids from ${copiedId + 1}, in database 2's block.`,
    );

    const repaired = await repairRaisedSequences(run, audit);
    expect(repaired.repaired).toHaveLength(1);
    const { block } = repaired.repaired[0]!;
    expect(block).toBeGreaterThanOrEqual(FIRST_FRESH_BLOCK);
    expect(await domain().directory.select().from(idBlocks).where(eq(idBlocks.block, block))).toMatchObject([
      { databaseNumber: 1 },
    ]);
    const after = await auditIds(run, 2);
    expect(after.raised).toEqual([]);
    // Shared ids stay for a person to decide.
    expect(after.shared).toHaveLength(1);
    const next = await createDocument(onFirst.id, { title: "After the repair" });
    expect(blockOf(next)).toBe(block);
  });
});
