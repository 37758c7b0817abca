// The scale seed's domain work, run inside workerd by scripts/bench/scale-seed-worker.ts (so each
// database statement is an in-process D1 call, not a platform-proxy round trip from Node): adds one
// realistic document to a company through the domain's own operations — createDocument,
// updateDocument, addComment — and removes one through deleteDocument, so every rule the app applies
// (version rows, the knowledge index, whatever keeps search and counts in step) applies here too.
// Nothing here writes documents, versions or comments with its own SQL. No Node APIs: this module is
// bundled into a Worker.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { companies, companySettings, templates, users } from "../../worker/db/schema.ts";
import type { Actor } from "../../worker/domain/access/actor.ts";
import { toSessionUser } from "../../worker/domain/auth/find-session-user.ts";
import { addComment } from "../../worker/domain/comments/add-comment.ts";
import type { Clock, DomainContext } from "../../worker/domain/context.ts";
import {
  ADMIN_ROLES,
  CATEGORIES,
  type Category,
  COMMENT_TYPES,
  type DocumentStatus,
  entersForce,
  permissionDenial,
  usesTokenCredits,
} from "../../worker/domain/contract/index.ts";
import { createDocument } from "../../worker/domain/documents/create-document.ts";
import { deleteDocument } from "../../worker/domain/documents/delete-document.ts";
import { loadDocument } from "../../worker/domain/documents/load-document.ts";
import { updateDocument } from "../../worker/domain/documents/update-document.ts";
import {
  COMMENTS,
  editContent,
  generateDocument,
  type Random,
  randomFrom,
  rareWordFor,
} from "./scale-corpus.ts";

/** A mistake in what the caller asked for (exit code 2), as opposed to a failure while working. */
export class UsageError extends Error {}

export interface ManifestEntry {
  id: number;
  /** Creation time (ms) as written: checked before a removal (the title may since have been edited). */
  createdAt: number;
  title: string;
  /** The word planted in this document's text and in no other document's. */
  rareWord: string;
  category: Category;
  status: DocumentStatus;
  versions: number;
  comments: number;
}

/** The company's admin as the domain sees them; a UsageError when the company cannot take documents. */
export async function companyActor(ctx: DomainContext, companyId: number): Promise<Actor> {
  // The company, its admin and its settings are the directory's (worker/db/table-homes.ts).
  const [company] = await ctx.directory.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new UsageError(`There is no company with id ${companyId} in this database.`);
  if (company.deletedAt)
    throw new UsageError(`Company ${companyId} (${company.name}) is in the recycle bin.`);
  const [admin] = await ctx.directory
    .select()
    .from(users)
    .where(
      and(eq(users.companyId, companyId), inArray(users.role, [...ADMIN_ROLES]), isNull(users.deactivatedAt)),
    )
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) throw new UsageError(`Company ${companyId} (${company.name}) has no active admin to write as.`);
  const [settings] = await ctx.directory
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  const { actor } = toSessionUser(admin, company, settings ?? null);
  for (const key of ["library.write", "document.delete"] as const) {
    const denial = permissionDenial(actor, key);
    if (denial)
      throw new UsageError(`Company ${companyId} (${company.name}, ${company.tier}): ${denial.message}`);
  }
  return actor;
}

/** The domain context with its clock set to `at`: documents are written as if over the past years. */
function at(ctx: DomainContext, time: number): DomainContext {
  const clock: Clock = { now: () => new Date(time) };
  return Object.create(ctx, { clock: { value: clock } }) as DomainContext;
}

// The status mix: every status of the contract, roughly as a live library has them.
const STATUS_SLOTS: DocumentStatus[] = [
  ...Array<DocumentStatus>(5).fill("draft"),
  ...Array<DocumentStatus>(3).fill("under_review"),
  "pending_approval",
  ...Array<DocumentStatus>(4).fill("approved"),
  ...Array<DocumentStatus>(3).fill("generated"),
  ...Array<DocumentStatus>(4).fill("archived"),
];

export interface WriteOptions {
  /** Numbers the document: its title's "#n", its planted word, its category and status. */
  serial: number;
  /** The run's random seed: the same seed and serial give the same document. */
  seed: number;
  /** Bodies of this many bytes instead of 10–40 KB (the bench's many small companies). */
  targetBytes?: number;
  /** Share of documents that get 1–3 more versions through updateDocument (default 0.2). */
  versionedShare?: number;
  /** Share of documents that get 1–4 comments through addComment (default 0.15). */
  commentedShare?: number;
  /** "Now" for the run (ms): documents are dated over the two years before it. */
  now: number;
}

const DAY = 86_400_000;

/** The template library's ids by name, so a document made from a template points at it. */
export async function templateIdsByName(ctx: DomainContext): Promise<Map<string, number>> {
  const rows = await ctx.companyDb.select({ id: templates.id, name: templates.name }).from(templates);
  return new Map(rows.map((t) => [t.name, t.id]));
}

/**
 * Writes one document through the domain — createDocument, then for some 1–3 edits and a status
 * change through updateDocument, and comments through addComment — and returns what the manifest
 * keeps of it.
 */
export async function writeScaleDocument(
  ctx: DomainContext,
  actor: Actor,
  templateIds: Map<string, number>,
  options: WriteOptions,
): Promise<ManifestEntry> {
  const { serial } = options;
  const r = randomFrom(options.seed * 7919 + serial);
  const category = CATEGORIES[serial % CATEGORIES.length]!;
  const finalStatus = STATUS_SLOTS[(serial * 7) % STATUS_SLOTS.length]!;
  const rareWord = rareWordFor(options.seed % 17_576, serial);
  const doc = generateDocument(r, { category, rareWord, serial, targetBytes: options.targetBytes });
  // Written as if over the past two years; later versions and comments follow their document.
  let time = options.now - r.int(30, 730) * DAY + r.int(0, DAY - 1);
  const nextTime = (step: number) => {
    time = Math.min(options.now, time + step);
    return time;
  };
  const versioned = r.chance(options.versionedShare ?? 0.2) && canReachByEdit(actor, finalStatus);
  const createdAt = time;
  const id = await createDocument(at(ctx, time), {
    companyId: actor.companyId,
    author: { userId: actor.userId, displayName: actor.displayName },
    title: doc.title,
    description: doc.description,
    category,
    content: doc.content,
    status: versioned ? r.pick(["draft", "under_review"] as const) : finalStatus,
    templateId: templateIds.get(doc.templateName) ?? null,
  });
  const entry: ManifestEntry = {
    id,
    createdAt,
    title: doc.title,
    rareWord,
    category,
    status: finalStatus,
    versions: 1,
    comments: 0,
  };
  if (versioned)
    entry.versions += await addVersions(ctx, actor, r, id, doc.content, finalStatus, () =>
      nextTime(r.int(1, 20) * DAY),
    );
  if (r.chance(options.commentedShare ?? 0.15)) {
    entry.comments = r.int(1, 4);
    for (let c = 0; c < entry.comments; c++)
      await addComment(at(ctx, nextTime(r.int(1, 48) * 3_600_000)), actor, id, {
        comment: r.pick(COMMENTS),
        commentType: r.pick(COMMENT_TYPES),
      });
  }
  return entry;
}

/**
 * Statuses a document reaches by the Edit dialog and the status select after its edits: not
 * 'generated' or 'pending_approval' (those come from generation and approval), and not Approved on Pay
 * Per Use (that would spend the company's tokens).
 */
function canReachByEdit(actor: Actor, status: DocumentStatus): boolean {
  if (status === "generated" || status === "pending_approval") return false;
  return !(usesTokenCredits(actor.tier) && entersForce("draft", status));
}

/** 1–3 edits of the text (updateDocument, as the Edit dialog), then the status select if needed. */
async function addVersions(
  ctx: DomainContext,
  actor: Actor,
  r: Random,
  id: number,
  content: string,
  finalStatus: DocumentStatus,
  nextTime: () => number,
): Promise<number> {
  let text = content;
  const edits = r.int(1, 3);
  for (let i = 0; i < edits; i++) {
    text = editContent(r, text);
    const current = await loadDocument(ctx, actor, id);
    await updateDocument(at(ctx, nextTime()), actor, id, {
      title: current.title,
      description: current.description,
      content: text,
    });
  }
  const after = await loadDocument(ctx, actor, id);
  if (after.status === finalStatus) return after.version - 1;
  const changed = await updateDocument(at(ctx, nextTime()), actor, id, {
    status: finalStatus as "draft" | "under_review" | "approved" | "archived",
  });
  return changed.version - 1;
}

export type RemoveOutcome = "removed" | "already_gone" | "not_ours";

/**
 * Deletes one listed document through deleteDocument (its versions, comments and passages go with it),
 * after checking that the document with that id is the one that was written: same creation time to
 * the millisecond (its title may since have been edited). A reused id is left alone.
 */
export async function removeScaleDocument(
  ctx: DomainContext,
  actor: Actor,
  entry: Pick<ManifestEntry, "id" | "createdAt">,
): Promise<RemoveOutcome> {
  const current = await loadDocument(ctx, actor, entry.id).catch(() => null);
  if (!current) return "already_gone";
  if (current.createdAt.getTime() !== entry.createdAt) return "not_ours";
  await deleteDocument(ctx, actor, entry.id);
  return "removed";
}
