// A fresh local D1 (SQLite in workerd, through wrangler's platform proxy) with the migrations
// applied, and helpers that write companies and knowledge-base entries as the product does.
import { rmSync } from "node:fs";
import type { BatchItem } from "drizzle-orm/batch";
import { getPlatformProxy } from "wrangler";
import { companies, companySettings, knowledgeBaseDocuments } from "../../../worker/db/schema.ts";
import { companyRow, companySettingsRow } from "../../../worker/db/seed/factories.ts";
import type { DomainContext } from "../../../worker/domain/context.ts";
import type { Category } from "../../../worker/domain/contract/index.ts";
import { chunkInsertStatements } from "../../../worker/domain/knowledge/index-statements.ts";
import { createDomainContext } from "../../../worker/domain-context.ts";
import type { Env } from "../../../worker/env.ts";
import { migrateDatabases } from "../../lib/migrate-databases.ts";

export interface BenchDatabase {
  /** The embedded engine's context: D1, no vector index. */
  ctx: DomainContext;
  dispose(): Promise<void>;
}

export async function openFreshDatabase(persistTo: string): Promise<BenchDatabase> {
  rmSync(persistTo, { recursive: true, force: true });
  // Every database the Worker binds (decision 027): the jobs run over all of them.
  await migrateDatabases(["--local", "--persist-to", persistTo], undefined, { CI: "1" });
  const proxy = await getPlatformProxy<Env>({ persist: { path: `${persistTo}/v3` } });
  // The embedded engine: no vector index even if the environment had one (and no spreading: the
  // context's models and mail are getters, chosen on first use).
  const ctx = createDomainContext(proxy.env);
  ctx.vectors = null;
  return { ctx, dispose: () => proxy.dispose() };
}

export async function createBenchCompany(ctx: DomainContext, name: string): Promise<number> {
  const [company] = await ctx.companyDb
    .insert(companies)
    .values(companyRow({ name, tier: "enterprise" }))
    .returning({ id: companies.id });
  await ctx.companyDb.insert(companySettings).values(companySettingsRow({ companyId: company!.id }));
  return company!.id;
}

/** A knowledge-base upload of the text: its entry row, then its passages (one batch per ~50 statements). */
export async function addKnowledgeText(
  ctx: DomainContext,
  companyId: number,
  title: string,
  text: string,
  category: Category = "other",
): Promise<{ entryId: number; chunkCount: number }> {
  const [entry] = await ctx.companyDb
    .insert(knowledgeBaseDocuments)
    .values({ companyId, title, category, documentType: "policy", isActive: true })
    .returning({ id: knowledgeBaseDocuments.id });
  const { statements, chunkCount } = chunkInsertStatements(
    ctx.companyDb,
    {
      companyId,
      knowledgeBaseDocumentId: entry!.id,
      title,
      category,
      documentType: "policy",
      isActive: true,
    },
    text,
  );
  await runBatches(ctx, statements);
  return { entryId: entry!.id, chunkCount };
}

export async function runBatches(ctx: DomainContext, statements: BatchItem<"sqlite">[], size = 50) {
  for (let i = 0; i < statements.length; i += size) {
    const [first, ...rest] = statements.slice(i, i + size);
    if (first) await ctx.companyDb.batch([first, ...rest]);
  }
}
