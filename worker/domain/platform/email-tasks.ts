import { and, count, desc, eq, inArray } from "drizzle-orm";
import { companies, emailOutbox } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import {
  conflict,
  type EmailTaskDto,
  type EmailTaskListDto,
  notFound,
  OUTBOX_STATUSES,
  type OutboxStatus,
} from "../contract";
import { everyDatabase, newestOf } from "./company-databases";

type EmailTaskRow = typeof emailOutbox.$inferSelect & { companyName: string | null };

const toDto = (row: EmailTaskRow): EmailTaskDto => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  companyId: row.companyId,
  companyName: row.companyName,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The tasks with their companies' names (the outbox is in each database, the names in the directory). */
function withCompanyNames(
  rows: Array<typeof emailOutbox.$inferSelect>,
  names: Array<{ id: number; name: string }>,
): EmailTaskDto[] {
  const nameOf = new Map(names.map((company) => [company.id, company.name]));
  return rows.map((row) =>
    toDto({ ...row, companyName: row.companyId === null ? null : (nameOf.get(row.companyId) ?? null) }),
  );
}

/**
 * The outgoing e-mail queue, newest first (GET /api/admin/email-tasks): what was sent, what waits
 * and what failed with the provider's last error. Never the bodies: they carry sign-in and
 * verification links meant for their recipients only.
 */
export async function listEmailTasks(
  ctx: DomainContext,
  actor: Actor,
  query: { status?: OutboxStatus; limit: number },
): Promise<EmailTaskListDto> {
  requirePermission(actor, "platform.settings");
  // Every database's outbox, and the companies' names from the directory, read at the same time
  // (one round trip); merged newest first, the counts summed.
  const [lists, grouped, names] = await Promise.all([
    Promise.all(
      everyDatabase(ctx).map((db) =>
        db
          .select()
          .from(emailOutbox)
          .where(query.status ? eq(emailOutbox.status, query.status) : undefined)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(query.limit),
      ),
    ),
    Promise.all(
      everyDatabase(ctx).map((db) =>
        db
          .select({ status: emailOutbox.status, value: count() })
          .from(emailOutbox)
          .groupBy(emailOutbox.status),
      ),
    ),
    ctx.directory.select({ id: companies.id, name: companies.name }).from(companies),
  ]);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  for (const g of grouped.flat()) counts[g.status] += g.value;
  return { tasks: withCompanyNames(newestOf(lists, query.limit), names), counts };
}

/**
 * Puts failed e-mail back in the queue with a fresh set of attempts: the delivery job sends it on
 * its next run (within five minutes). Only failed messages: a queued one is already waiting and a
 * sent one must not go twice. Returns how many were requeued.
 */
export async function retryFailedEmails(ctx: DomainContext, actor: Actor, ids?: number[]): Promise<number> {
  requirePermission(actor, "platform.settings");
  const failed = eq(emailOutbox.status, "failed");
  const where = ids ? and(failed, inArray(emailOutbox.id, ids)) : failed;
  // Every database has an outbox: each that holds such mail requeues it in one batch with its
  // audit row, so a database's change and its record are written together.
  const holding = await Promise.all(
    everyDatabase(ctx).map(async (db) => {
      const [any] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(where).limit(1);
      return any ? [db] : [];
    }),
  );
  const requeued = await Promise.all(
    holding.flat().map(async (db) => {
      const [updated] = await db.batch([
        db
          .update(emailOutbox)
          .set({ status: "queued", attempts: 0, lastError: null })
          .where(where)
          .returning({ id: emailOutbox.id }),
        auditEventStatement(db, ctx.clock, actor, {
          action: "platform.email.retry",
          targetType: "email_outbox",
          targetId: ids ? ids.join(",") : "failed",
        }),
      ]);
      return updated.length;
    }),
  );
  return requeued.reduce((sum, n) => sum + n, 0);
}

/** Retries one failed e-mail; 404 for an unknown id, 409 for one that has not failed. */
export async function retryEmailTask(ctx: DomainContext, actor: Actor, id: number): Promise<EmailTaskDto> {
  requirePermission(actor, "platform.settings");
  const find = async () => {
    // In whichever database holds it (ids are unique across databases: decision 027, stage 5).
    const found = await Promise.all(
      everyDatabase(ctx).map((db) => db.select().from(emailOutbox).where(eq(emailOutbox.id, id))),
    );
    const row = found.flat()[0];
    if (!row) return null;
    const names =
      row.companyId === null
        ? []
        : await ctx.directory
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(eq(companies.id, row.companyId));
    return withCompanyNames([row], names)[0]!;
  };
  const task = await find();
  if (!task) throw notFound("e-mail");
  if (task.status !== "failed") {
    throw conflictFor(task.status);
  }
  const requeued = await retryFailedEmails(ctx, actor, [id]);
  if (requeued === 0) throw conflictFor("queued");
  return (await find())!;
}

const conflictFor = (status: OutboxStatus) =>
  conflict(
    status === "sent"
      ? "This e-mail was already sent: it is not sent twice."
      : "This e-mail is already queued: the delivery job sends it within five minutes.",
  );
