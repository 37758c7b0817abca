import { and, desc, eq, gt, sql } from "drizzle-orm";
import { auditEvents, companies, companySettings } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import { type AcknowledgementReminderDto, conflict, formatDateTime } from "../contract";
import { queueEmailStatement } from "../mail/queue-email";
import { inert, quoted } from "../mail/quote-user-text";
import { readAcknowledgementStatus } from "./acknowledgement-status";

/** A document's pending readers are reminded at most once in this period. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;
const REMIND_ACTION = "acknowledgements.remind";

/**
 * 'Send reminder' (admins): e-mails everyone the document in force is addressed to who has not
 * acknowledged its version in force, through the outbox, when the company's e-mail service is on.
 * At most once per document per day: the reminder is an audit event (who sent it, to how many),
 * and the batch that writes it and queues the mail re-checks inside the transaction that no other
 * was written in the last 24 hours, so two admins clicking at once send one.
 */
export async function remindPendingReaders(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
  input: { appOrigin: string },
): Promise<AcknowledgementReminderDto> {
  requirePermission(actor, "acknowledgements.manage");
  const { document, status } = await readAcknowledgementStatus(ctx, actor, documentId);
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - REMINDER_INTERVAL_MS);
  const sentRecently = and(
    eq(auditEvents.companyId, actor.companyId),
    eq(auditEvents.action, REMIND_ACTION),
    eq(auditEvents.targetType, "document"),
    eq(auditEvents.targetId, String(document.id)),
    gt(auditEvents.createdAt, since),
  );
  const [last] = await ctx.companyDb
    .select({ at: auditEvents.createdAt })
    .from(auditEvents)
    .where(sentRecently)
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  if (last) throw alreadyReminded(last.at);

  const [company] = await ctx.directory
    .select({
      name: companies.name,
      displayName: companies.displayName,
      emailServiceEnabled: companySettings.emailServiceEnabled,
    })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, actor.companyId))
    .limit(1);
  const emailEnabled = actor.features.emailService !== false && (company?.emailServiceEnabled ?? true);
  if (!emailEnabled) return { reminded: 0, emailEnabled: false, nextReminderAt: null };
  if (status.pending.length === 0) return { reminded: 0, emailEnabled: true, nextReminderAt: null };

  const companyName = company?.displayName ?? company?.name ?? "your company";
  const link = new URL(`/documents?highlight=${document.id}`, input.appOrigin).toString();
  try {
    await ctx.companyDb.batch([
      batchGuard(ctx.companyDb, sql`not exists (select 1 from ${auditEvents} where ${sentRecently})`),
      auditEventStatement(ctx.companyDb, ctx.clock, actor, {
        action: REMIND_ACTION,
        targetType: "document",
        targetId: document.id,
        details: { version: document.inForceVersion, reminded: status.pending.length },
      }),
      ...status.pending.map((person) =>
        queueEmailStatement(ctx.companyDb, ctx.clock, {
          to: person.email,
          companyId: actor.companyId,
          kind: "acknowledgement_reminder",
          subject: "Reminder: a policy is waiting for you to read it",
          text: [
            `Hello ${inert(person.name)},`,
            "",
            `${inert(actor.displayName)} asks you to read ${quoted(document.title)} (version ${document.inForceVersion}), a policy in force at ${quoted(companyName)}, and to confirm with 'I have read this'.`,
            "",
            "Open it here:",
            link,
            "",
            "It is also on your 'To read' list on the Charterly dashboard.",
          ].join("\n"),
        }),
      ),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw alreadyReminded(now);
    throw error;
  }
  return {
    reminded: status.pending.length,
    emailEnabled: true,
    nextReminderAt: new Date(now.getTime() + REMINDER_INTERVAL_MS).toISOString(),
  };
}

const alreadyReminded = (sentAt: Date) =>
  conflict(
    `A reminder for this document was already sent on ${formatDateTime(sentAt.toISOString())} UTC; you can send the next one after ${formatDateTime(new Date(sentAt.getTime() + REMINDER_INTERVAL_MS).toISOString())} UTC.`,
  );
