import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { documents, documentVersions } from "../../db/schema";
import type { Actor } from "../access/actor";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import { type CHANGE_TYPES, conflict, type DocumentStatus } from "../contract";
import { documentIndexUpdate } from "../knowledge/document-index";
import type { DocumentMetaRow, DocumentRow } from "./document-dto";
import { addPlainChangeSummaries, type StoredChangeSummary } from "./plain-change-summary";
import { lifecycleDatesAfter } from "./review-dates";
import { latestVersionInForce, summariesOfSteps } from "./version-in-force";
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
 * Writes one real change of a document — or several successive ones, such as an edit and the status
 * change it causes (decision 009) — in one batch: the document takes the last change's fields and
 * `version + n`, and each change gets its version row, numbered consecutively. The update only
 * applies to the version that was read; if another writer got there first, its version row already
 * holds `version + 1`, the unique (document_id, version) index fails the insert; if it changed the
 * document without a version row, the version rows' document id is NULL. Either way the whole batch
 * rolls back. The document's passages in the knowledge index are replaced in the same batch: the new
 * version's when it is in force, none otherwise. Each version row stores what changed since the version
 * in force before it (decision 016); with a real AI model, its plain summary is added after the
 * batch committed.
 */
export async function writeDocumentChange(
  ctx: DomainContext,
  actor: Actor,
  current: DocumentRow,
  changes: DocumentChange | readonly DocumentChange[],
): Promise<DocumentRow> {
  const [row] = await writeDocumentChanges(ctx, actor, [{ current, changes }]);
  if (!row) throw conflict(CONCURRENT_EDIT_MESSAGE);
  return row;
}

export interface DocumentWrite {
  current: DocumentRow;
  changes: DocumentChange | readonly DocumentChange[];
}

/**
 * writeDocumentChange for several documents in one batch (the Admin Panel's "archive old
 * documents"): each document's update, version rows and index statements as above, then `extra`
 * (e.g. the audit row). If any document lost a race, the whole batch rolls back (409).
 */
export async function writeDocumentChanges(
  ctx: DomainContext,
  actor: Actor,
  writes: readonly DocumentWrite[],
  extra: readonly BatchItem<"sqlite">[] = [],
): Promise<DocumentRow[]> {
  if (writes.length === 0) return [];
  const now = ctx.clock.now();
  const prepared: PreparedWrite[] = [];
  // One after another: each reads the document's passages in the index.
  for (const write of writes) prepared.push(await prepareWrite(ctx, actor, write, now));
  const statements = prepared.flatMap((write) => [write.update, ...write.rest]);
  let results: unknown[];
  try {
    results = await ctx.companyDb.batch([...statements, ...extra] as unknown as [BatchItem<"sqlite">]);
  } catch (error) {
    // Lost the race (the version number is taken, or the update did not apply) or the document was
    // deleted meanwhile.
    const failure = constraintFailure(error);
    if (failure?.kind === "unique" || failure?.kind === "not_null" || failure?.kind === "foreign_key")
      throw conflict(CONCURRENT_EDIT_MESSAGE);
    throw error;
  }
  const rows: DocumentRow[] = [];
  let position = 0;
  for (const write of prepared) {
    const row = (results[position] as DocumentMetaRow[] | undefined)?.[0];
    if (!row) throw conflict(CONCURRENT_EDIT_MESSAGE);
    rows.push({ ...row, content: write.content, ownerName: write.ownerName });
    position += 1 + write.rest.length;
  }
  for (const write of prepared) await write.afterCommit();
  await addPlainChangeSummaries(
    ctx,
    actor.companyId,
    prepared.flatMap((write) => write.summaries),
  );
  return rows;
}

interface PreparedWrite {
  /** The text the write leaves as the document's current version's. */
  content: string;
  /** The owner's name (a write never changes the owner). */
  ownerName: string | null;
  update: BatchItem<"sqlite">;
  rest: BatchItem<"sqlite">[];
  afterCommit(): Promise<void>;
  /** What changed in each version row it writes. */
  summaries: StoredChangeSummary[];
}

async function prepareWrite(
  ctx: DomainContext,
  actor: Actor,
  { current, changes }: DocumentWrite,
  now: Date,
): Promise<PreparedWrite> {
  const steps: readonly DocumentChange[] = Array.isArray(changes) ? changes : [changes as DocumentChange];
  const last = steps.at(-1);
  if (!last) throw new Error("writeDocumentChange needs at least one change");
  const version = current.version + steps.length;
  const dates = lifecycleDatesAfter(current, last, current.reviewIntervalMonths, now, {
    reviewed: last.changeType === "reviewed",
  });
  // The knowledge index changes with the document, in the same batch (decision 011).
  const index = await documentIndexUpdate(
    ctx,
    { ...current, title: last.title, content: last.content, status: last.status, version },
    current,
  );
  // What changed in each step, since the version in force before it (one query; the steps are
  // compared with it or with an earlier step of this write that is in force). Read before the batch
  // like the document itself: a write that got in between bumped the version, so this batch fails.
  const summaries = summariesOfSteps(
    await latestVersionInForce(ctx, actor.companyId, current.id),
    current.version + 1,
    steps,
  );
  return {
    content: last.content,
    ownerName: current.ownerName,
    update: ctx.companyDb
      .update(documents)
      .set({
        title: last.title,
        description: last.description,
        status: last.status,
        archiveReason: last.archiveReason,
        version,
        updatedAt: now,
        ...dates,
      })
      .where(
        and(
          eq(documents.id, current.id),
          eq(documents.companyId, actor.companyId),
          eq(documents.version, current.version),
        ),
      )
      .returning(),
    rest: [
      ...steps.map((change, index) =>
        ctx.companyDb.insert(documentVersions).values({
          // NULL — a NOT NULL failure that rolls the batch back — unless the update above applied.
          documentId: sql`(select ${documents.id} from ${documents} where ${documents.id} = ${current.id} and ${documents.version} = ${version})`,
          companyId: actor.companyId,
          version: current.version + index + 1,
          title: change.title,
          content: change.content,
          status: change.status,
          changeType: change.changeType,
          changeDescription: change.changeDescription,
          changedByUserId: actor.userId,
          changedByName: actor.displayName,
          wordCount: countWords(change.content),
          changeSummary: summaries[index],
          createdAt: now,
        }),
      ),
      ...index.statements,
    ],
    afterCommit: index.afterCommit,
    summaries: summaries.map((summary, index) => ({
      documentId: current.id,
      version: current.version + index + 1,
      summary,
    })),
  };
}
