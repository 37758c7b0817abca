import { and, eq } from "drizzle-orm";
import { documents, documentVersions } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { type CHANGE_TYPES, conflict, type DocumentStatus } from "../contract";
import type { DocumentRow } from "./document-dto";
import { countWords } from "./word-count";

export type ChangeType = (typeof CHANGE_TYPES)[number];

export interface DocumentChange {
  title: string;
  description: string | null;
  content: string;
  status: DocumentStatus;
  archiveReason: string | null;
  changeType: ChangeType;
  changeDescription: string;
}

export const CONCURRENT_EDIT_MESSAGE = "The document changed while you were editing. Reload and try again.";

/**
 * Writes one real change of a document: the new fields, `version + 1`, and the matching version row,
 * in one batch. The update only applies to the version that was read; if another writer got there
 * first, its version row already holds `version + 1`, the unique (document_id, version) index fails
 * the insert and the whole batch rolls back.
 */
export async function writeDocumentChange(
  ctx: DomainContext,
  actor: Actor,
  current: DocumentRow,
  change: DocumentChange,
): Promise<DocumentRow> {
  const now = ctx.clock.now();
  const version = current.version + 1;
  let updated: DocumentRow[];
  try {
    [updated] = await ctx.db.batch([
      ctx.db
        .update(documents)
        .set({
          title: change.title,
          description: change.description,
          content: change.content,
          status: change.status,
          archiveReason: change.archiveReason,
          version,
          updatedAt: now,
        })
        .where(
          and(
            eq(documents.id, current.id),
            eq(documents.companyId, actor.companyId),
            eq(documents.version, current.version),
          ),
        )
        .returning(),
      ctx.db.insert(documentVersions).values({
        documentId: current.id,
        companyId: actor.companyId,
        version,
        title: change.title,
        content: change.content,
        status: change.status,
        changeType: change.changeType,
        changeDescription: change.changeDescription,
        changedByUserId: actor.userId,
        changedByName: actor.displayName,
        wordCount: countWords(change.content),
        createdAt: now,
      }),
    ]);
  } catch (error) {
    // Lost the race (the version number is taken) or the document was deleted meanwhile.
    if (isConstraintFailure(error)) throw conflict(CONCURRENT_EDIT_MESSAGE);
    throw error;
  }
  const row = updated[0];
  if (!row) throw conflict(CONCURRENT_EDIT_MESSAGE);
  return row;
}

function isConstraintFailure(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed|FOREIGN KEY constraint failed/i.test(e.message)) return true;
  }
  return false;
}
