import { and, asc, eq, getTableName, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  auditEvents,
  companies,
  deletedCompanies,
  documents,
  knowledgeBaseDocuments,
  knowledgeChunks,
} from "../../db/schema";
import { TABLE_HOMES } from "../../db/table-homes";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { SYSTEM_COMPANY_ID } from "../contract";
import { companyFilePrefixes } from "../files/file-keys";
import { forCompany } from "../platform/company-placement";
import type { WorkBudget } from "../work-budget";
import { COMPANY_ROWS_IN_PURGE_ORDER, type CompanyRows } from "./company-rows";

// Deleting a company for good: its files (R2), its vectors, then its rows, then the company. Each
// step deletes what is still there, in rounds, so a purge that stops midway (a Worker's limits, a
// failing file store) starts again where it stopped on the next run: files and vectors go before the
// rows that name them, and the recycle-bin record that marks the company for purging goes last.

/** Rows per delete statement: a few hundred keeps each statement short, FTS triggers included. */
const ROWS_PER_STATEMENT = 500;
/** Files or vectors per round: their keys are read, deleted, then cleared from their rows. */
const OBJECTS_PER_ROUND = 50;

export type PurgeOutcome =
  /** Every row, file and vector of the company is gone, and the company with them. */
  | "purged"
  /** The budget ran out: what is left goes on the next run. */
  | "unfinished"
  /** Not (or no longer) a company whose days in the recycle bin are over: nothing was touched. */
  | "not_due";

export interface PurgeOptions {
  budget: WorkBudget;
  /** The platform admin who asked (Permanently Delete); null for the scheduled job. */
  actor: Actor | null;
}

/** A column that keeps the file store key of one of the company's original files. */
interface FileKeys {
  table: typeof documents | typeof knowledgeBaseDocuments;
  id: SQLiteColumn;
  key: SQLiteColumn;
  pending: (companyId: number) => SQL;
  /** Clears the key of the pending rows matched by `upTo` (their files are gone). */
  clear: (ctx: DomainContext, upTo: SQL) => Promise<unknown>;
}

const FILE_KEYS: readonly FileKeys[] = [
  // Imported documents' originals (imports/<company>/…).
  {
    table: documents,
    id: documents.id,
    key: documents.sourceFileKey,
    pending: (companyId) => and(eq(documents.companyId, companyId), isNotNull(documents.sourceFileKey))!,
    clear: (ctx, upTo) => ctx.companyDb.update(documents).set({ sourceFileKey: null }).where(upTo),
  },
  // Knowledge-base uploads (knowledge/<company>/…).
  {
    table: knowledgeBaseDocuments,
    id: knowledgeBaseDocuments.id,
    key: knowledgeBaseDocuments.fileKey,
    pending: (companyId) =>
      and(eq(knowledgeBaseDocuments.companyId, companyId), isNotNull(knowledgeBaseDocuments.fileKey))!,
    clear: (ctx, upTo) => ctx.companyDb.update(knowledgeBaseDocuments).set({ fileKey: null }).where(upTo),
  },
];

const PASSAGES: CompanyRows = {
  table: knowledgeChunks,
  where: (companyId) => eq(knowledgeChunks.companyId, companyId),
};

/**
 * The databases a company's rows of one table are in (worker/db/table-homes.ts): the company's rows
 * span both homes, and a table every database has (the outbox, the audit trail) holds the company's
 * rows in each, unless the entry says which.
 */
function databasesOf(ctx: DomainContext, rows: CompanyRows) {
  const place = placeOf(rows);
  if (place === "every") return [ctx.companyDb, ctx.directory];
  return [place === "directory" ? ctx.directory : ctx.companyDb];
}

const placeOf = ({ table, onlyIn }: CompanyRows) => onlyIn ?? TABLE_HOMES[getTableName(table)];

const exists = (table: SQLiteTable, where: SQL) =>
  sql<number>`exists (select 1 from ${table} where ${where})`.mapWith(Number);

/**
 * Deletes a company in the recycle bin whose permanent-deletion time has passed, with everything it
 * owns, and nothing of any other company. Its record 'company.purged' (id and name) is kept in the
 * platform's audit trail. Idempotent: a second run, or two at once, delete nothing twice.
 */
export async function purgeCompany(
  platform: DomainContext,
  companyId: number,
  { budget, actor }: PurgeOptions,
): Promise<PurgeOutcome> {
  // Its rows are in the database that holds it (decision 027).
  const ctx = await forCompany(platform, companyId);
  // One read in each home, together: whether the company is due (the directory), and which steps
  // still have something to delete in each database (so a resumed purge spends nothing on the steps
  // it finished before). A table every database has is pending when either holds its rows.
  const inCompany: Record<string, SQL<number>> = {};
  const inDirectory: Record<string, SQL<number>> = {};
  FILE_KEYS.forEach((files, i) => {
    inCompany[`files${i}`] = exists(files.table, files.pending(companyId));
  });
  inCompany.passages = exists(PASSAGES.table, PASSAGES.where(companyId));
  COMPANY_ROWS_IN_PURGE_ORDER.forEach((rows, i) => {
    const place = placeOf(rows);
    if (place !== "directory") inCompany[`rows${i}`] = exists(rows.table, rows.where(companyId));
    if (place !== "company") inDirectory[`rows${i}`] = exists(rows.table, rows.where(companyId));
  });
  const [[due], [companyLeft]] = await Promise.all([
    ctx.directory
      .select({ record: deletedCompanies, left: inDirectory })
      .from(deletedCompanies)
      .innerJoin(companies, eq(companies.id, deletedCompanies.companyId))
      .where(
        and(
          eq(deletedCompanies.companyId, companyId),
          isNotNull(companies.deletedAt),
          lte(deletedCompanies.permanentDeleteAt, ctx.clock.now()),
        ),
      ),
    ctx.companyDb.select(inCompany).from(sql`(select 1)`),
  ]);
  budget.spend(2);
  if (!due) return "not_due";
  const left: Record<string, unknown> = { ...companyLeft };
  for (const [step, value] of Object.entries(due.left)) left[step] = Number(left[step] ?? 0) || value;
  const pending = (step: string) => Number(left[step]) === 1;

  for (const [i, files] of FILE_KEYS.entries()) {
    if (pending(`files${i}`) && !(await deleteFiles(ctx, companyId, files, budget))) return "unfinished";
  }
  if (ctx.vectors && pending("passages") && !(await deleteVectors(ctx, companyId, budget)))
    return "unfinished";
  for (const [i, rows] of COMPANY_ROWS_IN_PURGE_ORDER.entries()) {
    if (pending(`rows${i}`) && !(await deleteRows(ctx, companyId, rows, budget))) return "unfinished";
  }

  // Last, files no row names any more (a deleted document's original whose delete failed) are
  // found by the company's key prefixes. A failure throws: the company row stays and the next run
  // comes back here.
  for (const prefix of companyFilePrefixes(companyId)) await ctx.files.deletePrefix(prefix);

  const { record } = due;
  const details = {
    name: record.companyData.name,
    displayName: record.companyData.displayName,
    deletedAt: record.deletedAt.toISOString(),
    deletedByUserId: record.deletedByUserId,
    trigger: actor ? "permanent_delete" : "schedule",
  };
  // One batch: the audit row is written only while the company is still there (insert … select
  // from companies), so two purges finishing at once record it once.
  await ctx.directory.batch([
    ctx.directory.insert(auditEvents).select(
      ctx.directory
        .select({
          id: sql<number>`null`.as("id"),
          companyId: sql<number>`${SYSTEM_COMPANY_ID}`.as("company_id"),
          actorUserId: sql<number | null>`${actor?.userId ?? null}`.as("actor_user_id"),
          action: sql<string>`${"company.purged"}`.as("action"),
          targetType: sql<string>`${"company"}`.as("target_type"),
          targetId: sql<string>`${String(companyId)}`.as("target_id"),
          details: sql<string>`${JSON.stringify(details)}`.as("details"),
          createdAt: sql<number>`${ctx.clock.now().getTime()}`.as("created_at"),
        })
        .from(companies)
        .where(eq(companies.id, companyId)),
    ),
    ctx.directory.delete(deletedCompanies).where(eq(deletedCompanies.companyId, companyId)),
    ctx.directory.delete(companies).where(eq(companies.id, companyId)),
  ]);
  budget.spend(3);
  return "purged";
}

/**
 * The company's files of one kind, then their keys. A file store failure stops the purge (thrown):
 * the keys stay, so the next run tries the same files again instead of forgetting them.
 */
async function deleteFiles(
  ctx: DomainContext,
  companyId: number,
  files: FileKeys,
  budget: WorkBudget,
): Promise<boolean> {
  while (budget.left) {
    const rows = await ctx.companyDb
      .select({ id: files.id, key: files.key })
      .from(files.table)
      .where(files.pending(companyId))
      .orderBy(asc(files.id))
      .limit(OBJECTS_PER_ROUND);
    budget.spend(1);
    if (rows.length === 0) return true;
    for (const row of rows) await ctx.files.delete(String(row.key));
    const lastId = Number(rows.at(-1)!.id);
    // Those rows, and no later one: its file was not deleted.
    await files.clear(ctx, and(files.pending(companyId), lte(files.id, lastId))!);
    budget.spend(rows.length + 1);
  }
  return false;
}

/**
 * The vectors of the company's passages, then the passages. Without a vector index (local runs)
 * there are none: the passages go with the other rows. A failure stops the purge, as for files.
 */
async function deleteVectors(ctx: DomainContext, companyId: number, budget: WorkBudget): Promise<boolean> {
  const vectors = ctx.vectors!;
  while (budget.left) {
    const rows = await ctx.companyDb
      .select({ id: knowledgeChunks.id })
      .from(knowledgeChunks)
      .where(PASSAGES.where(companyId))
      .orderBy(asc(knowledgeChunks.id))
      .limit(OBJECTS_PER_ROUND);
    budget.spend(1);
    if (rows.length === 0) return true;
    const ids = rows.map((row) => row.id);
    await vectors.remove(ids);
    await ctx.companyDb
      .delete(knowledgeChunks)
      .where(and(PASSAGES.where(companyId), lte(knowledgeChunks.id, ids.at(-1)!)));
    budget.spend(2);
  }
  return false;
}

/** The company's rows of one table, a few hundred per statement (D1 has no DELETE … LIMIT). */
async function deleteRows(
  ctx: DomainContext,
  companyId: number,
  rows: CompanyRows,
  budget: WorkBudget,
): Promise<boolean> {
  const { table, where } = rows;
  for (const db of databasesOf(ctx, rows)) {
    for (;;) {
      if (!budget.left) return false;
      const result = await db
        .delete(table)
        .where(
          sql`rowid in (select rowid from ${table} where ${where(companyId)} limit ${ROWS_PER_STATEMENT})`,
        );
      budget.spend(1);
      if ((result.meta.changes ?? 0) < ROWS_PER_STATEMENT) break;
    }
  }
  return true;
}
