import { and, asc, count, eq, lt, notInArray } from "drizzle-orm";
import { documents } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import {
  type ArchiveOldDocumentsInput,
  type ArchiveOldDocumentsResultDto,
  type ArchivePreviewDto,
  MAX_ARCHIVE_BATCH,
} from "../contract";
import { documentWithContent } from "./load-document";
import { writeDocumentChanges } from "./write-document-change";

// The Admin Panel's Documents tab → Document Management → "Archive old documents": choose a date,
// see how many documents were last changed before it, archive them with a reason in one batch.

/** 00:00 UTC of the chosen day: "last changed before" it. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The company's documents last changed before the day that are not archived yet. A document
 * pending approval is left out: it changes only through approve or reject (decision 006/009).
 */
const oldDocumentsOf = (actor: Actor, before: string) =>
  and(
    eq(documents.companyId, actor.companyId),
    notInArray(documents.status, ["archived", "pending_approval"]),
    lt(documents.updatedAt, startOfDay(before)),
  );

/** How many documents "archive old documents" would archive for this date. */
export async function previewArchiveOldDocuments(
  ctx: DomainContext,
  actor: Actor,
  before: string,
): Promise<ArchivePreviewDto> {
  requirePermission(actor, "documents.manage");
  const [row] = await ctx.companyDb
    .select({ value: count() })
    .from(documents)
    .where(oldDocumentsOf(actor, before));
  return { before, count: row?.value ?? 0 };
}

/**
 * Archives the documents last changed before the date, with the reason, in one D1 batch through the
 * documents' write path (a version row each, their passages leave the knowledge index), with one
 * audit row. At most MAX_ARCHIVE_BATCH per call, oldest first; `remaining` tells what is left.
 */
export async function archiveOldDocuments(
  ctx: DomainContext,
  actor: Actor,
  input: ArchiveOldDocumentsInput,
): Promise<ArchiveOldDocumentsResultDto> {
  requirePermission(actor, "documents.manage");
  const reason = input.reason.trim();
  const matching = await ctx.companyDb
    .select(documentWithContent)
    .from(documents)
    .where(oldDocumentsOf(actor, input.before))
    .orderBy(asc(documents.updatedAt), asc(documents.id))
    .limit(MAX_ARCHIVE_BATCH + 1);
  const batch = matching.slice(0, MAX_ARCHIVE_BATCH);
  if (batch.length === 0) return { before: input.before, archived: 0, documentIds: [], remaining: 0 };
  const rows = await writeDocumentChanges(
    ctx,
    actor,
    batch.map((current) => ({
      current,
      changes: {
        title: current.title,
        description: current.description,
        content: current.content,
        status: "archived" as const,
        archiveReason: reason,
        changeType: "status_changed" as const,
        changeDescription: `Archived: ${reason}`,
      },
    })),
    [
      auditEventStatement(ctx.companyDb, ctx.clock, actor, {
        action: "documents.archive_old",
        targetType: "company",
        targetId: actor.companyId,
        details: { before: input.before, reason, documentIds: batch.map((document) => document.id) },
      }),
    ],
  );
  const remaining =
    matching.length > MAX_ARCHIVE_BATCH
      ? ((await previewArchiveOldDocuments(ctx, actor, input.before)).count ?? 0)
      : 0;
  return { before: input.before, archived: rows.length, documentIds: rows.map((row) => row.id), remaining };
}
