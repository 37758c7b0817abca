import { and, eq } from "drizzle-orm";
import { documents } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { notFound } from "../errors";
import type { DocumentRow } from "./document-dto";

/**
 * The actor's company's document with this id. A missing id and another company's id are the same
 * answer: 404.
 */
export async function loadDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<DocumentRow> {
  const [row] = await ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.companyId, actor.companyId)))
    .limit(1);
  if (!row) throw notFound("document");
  return row;
}
