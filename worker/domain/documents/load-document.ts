import { and, eq } from "drizzle-orm";
import { documents } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { notFound } from "../contract";
import type { DocumentRow } from "./document-dto";

/** The caller's company's document with this id, as a where clause: the one tenancy scope for documents. */
const documentOfCompany = (actor: Actor, documentId: number) =>
  and(eq(documents.id, documentId), eq(documents.companyId, actor.companyId));

/**
 * A query (for a `db.batch`) that finds the id when the document is the caller's company's; an empty
 * result means 404.
 */
export const documentExistsQuery = (ctx: DomainContext, actor: Actor, documentId: number) =>
  ctx.db.select({ id: documents.id }).from(documents).where(documentOfCompany(actor, documentId)).limit(1);

/**
 * The actor's company's document with this id. A missing id and another company's id are the same
 * answer: 404.
 */
export async function loadDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<DocumentRow> {
  const [row] = await ctx.db.select().from(documents).where(documentOfCompany(actor, documentId)).limit(1);
  if (!row) throw notFound("document");
  return row;
}
