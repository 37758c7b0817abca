import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { documents } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { notFound } from "../contract";
import { type DocumentRow, ownerNameColumn } from "./document-dto";

/** The caller's company's document with this id, as a where clause: the one tenancy scope for documents. */
const documentOfCompany = (actor: Actor, documentId: number) =>
  and(eq(documents.id, documentId), eq(documents.companyId, actor.companyId));

/**
 * A query (for a `db.batch`) that finds the id when the document is the caller's company's; an empty
 * result means 404.
 */
export const documentExistsQuery = (ctx: DomainContext, actor: Actor, documentId: number) =>
  ctx.companyDb
    .select({ id: documents.id })
    .from(documents)
    .where(documentOfCompany(actor, documentId))
    .limit(1);

/**
 * A document's current text: its current version's row (decision 015). Read by primary-key lookups
 * of one document, never by a list.
 */
// Written out with its table names: drizzle leaves columns unqualified in a one-table select, and
// inside the subquery an unqualified "id" would be the version's.
export const currentContent = sql<string>`coalesce((select v.content from document_versions v where v.document_id = "documents"."id" and v.version = "documents"."version"), '')`;

/** The columns of a document as operations work on it: the row and its current text. */
export const documentWithContent = {
  ...getTableColumns(documents),
  content: currentContent,
  ownerName: ownerNameColumn,
};

/**
 * The actor's company's document with this id. A missing id and another company's id are the same
 * answer: 404.
 */
export async function loadDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<DocumentRow> {
  const [row] = await ctx.companyDb
    .select(documentWithContent)
    .from(documents)
    .where(documentOfCompany(actor, documentId))
    .limit(1);
  if (!row) throw notFound("document");
  return row;
}
