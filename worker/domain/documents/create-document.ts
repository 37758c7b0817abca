import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { documents, documentVersions } from "../../db/schema";
import type { DomainContext } from "../context";
import type { Category, DocumentStatus } from "../contract";
import { indexNewDocument } from "../knowledge/document-index";
import { summarizeChange } from "./change-summary";
import { lifecycleDatesAfter } from "./review-dates";
import { countWords } from "./word-count";

export interface CreateDocumentOptions {
  companyId: number;
  author: { userId: number | null; displayName: string };
  title: string;
  description?: string | null;
  category: Category;
  content: string;
  status: DocumentStatus;
  templateId?: number | null;
  sourceFileKey?: string | null;
  changeDescription?: string;
  /** More statements for the same atomic batch, run after the document and its version are written. */
  alsoInBatch?: BatchItem<"sqlite">[];
}

/**
 * Creates a document and its version 1 (plus any `alsoInBatch` statements) in one atomic batch, then,
 * when it is in force, its passages in the knowledge index; returns the new document's id.
 */
export async function createDocument(ctx: DomainContext, options: CreateDocumentOptions): Promise<number> {
  const now = ctx.clock.now();
  const [inserted] = await ctx.companyDb.batch([
    ctx.companyDb
      .insert(documents)
      .values({
        companyId: options.companyId,
        createdByUserId: options.author.userId,
        templateId: options.templateId ?? null,
        title: options.title,
        description: options.description ?? null,
        category: options.category,
        status: options.status,
        version: 1,
        sourceFileKey: options.sourceFileKey ?? null,
        createdAt: now,
        updatedAt: now,
        ...lifecycleDatesAfter(null, options, null, now),
      })
      .returning({ id: documents.id }),
    ctx.companyDb.insert(documentVersions).values({
      // Same batch, next statement: last_insert_rowid() is the document just written.
      documentId: sql`last_insert_rowid()`,
      companyId: options.companyId,
      version: 1,
      title: options.title,
      content: options.content,
      status: options.status,
      changeType: "created",
      changeDescription: options.changeDescription ?? "Document created",
      changedByUserId: options.author.userId,
      changedByName: options.author.displayName,
      wordCount: countWords(options.content),
      // Nothing was in force before version 1: every section is new (decision 016).
      changeSummary: summarizeChange(null, options.content),
      createdAt: now,
    }),
    ...(options.alsoInBatch ?? []),
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error("The new document's id was not returned.");
  // A document created in force (generated) enters the knowledge index right after: its id was only
  // known once the batch ran (decision 011: a missing index is safe, a stale one is not).
  await indexNewDocument(ctx, { ...options, id, version: 1 });
  return id;
}
