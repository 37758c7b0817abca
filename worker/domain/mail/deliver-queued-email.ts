import { and, asc, eq, lt, sql } from "drizzle-orm";
import { emailOutbox } from "../../db/schema";
import type { Database, DomainContext } from "../context";
import { failureForPeople } from "../logging/failure-for-people";
import { companiesJobsLeaveOut, everyDatabase, noneOf } from "../platform/company-databases";
import type { MailDelivery } from "./mail-delivery";

/** A message is tried this many times (at most one try per run, every five minutes), then marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const BATCH_SIZE = 50;
/** The queue's reason for a failure nobody worded (the runtime's message goes to the logs). */
export const MAIL_DELIVERY_FAILED =
  "The mail provider could not be reached; the Worker's logs have the details.";

const MINUTE = 60_000;
/**
 * Back-off: when each try is due, counted from when the message was queued (the outbox keeps no
 * time of the last try). The first try is at once, then after 5 minutes, 20 minutes, 1 hour and
 * 3 hours: a provider that is down for a while gets room to recover before the last try marks the
 * message failed (for the platform admin's e-mail queue, where it can be retried).
 */
export const RETRY_DUE_AFTER_MS = [0, 5 * MINUTE, 20 * MINUTE, 60 * MINUTE, 180 * MINUTE] as const;

/** When the try after `attempts` failed ones is due (ms since the message was queued). */
const dueAfter = sql`case ${emailOutbox.attempts} ${sql.join(
  RETRY_DUE_AFTER_MS.map((ms, attempts) => sql.raw(`when ${attempts} then ${ms}`)),
  sql` `,
)} else 0 end`;

export interface DeliveryReport {
  /** The delivery that sent them ("http", "local-outbox"), for the job's summary. */
  deliveredVia: string;
  sent: number;
  /** Failed this time and will be tried again. */
  retrying: number;
  /** Failed for the last time: status "failed". */
  failed: number;
}

/**
 * Sends queued e-mail, oldest first, up to 50 per database per run. Each message is claimed
 * before it is sent (attempts + 1, guarded by the attempts count that was read), so two overlapping
 * runs never send the same message twice. A failure keeps the message queued with its error, tried
 * again when its back-off (RETRY_DUE_AFTER_MS) has passed, until the fifth attempt, which marks it
 * failed. Every database has an outbox (decision 027): each is drained in turn.
 */
export async function deliverQueuedEmail(ctx: DomainContext, limit = BATCH_SIZE): Promise<DeliveryReport> {
  // Before any message is claimed: a Worker without a configured provider fails here and its mail
  // stays queued, untried, until one is configured.
  const delivery = ctx.mail;
  const report: DeliveryReport = { deliveredVia: delivery.name, sent: 0, retrying: 0, failed: 0 };
  // A company in the recycle bin sends nothing: its mail waits for a restore, or goes with the purge.
  const leftOut = await companiesJobsLeaveOut(ctx);
  for (const db of everyDatabase(ctx)) await deliverFrom(db, ctx, delivery, leftOut, limit, report);
  return report;
}

async function deliverFrom(
  db: Database,
  ctx: Pick<DomainContext, "clock" | "log">,
  delivery: MailDelivery,
  leftOut: readonly number[],
  limit: number,
  report: DeliveryReport,
): Promise<void> {
  const queued = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "queued"),
        lt(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS),
        // Not before its back-off has passed.
        sql`${emailOutbox.createdAt} + ${dueAfter} <= ${ctx.clock.now().getTime()}`,
        noneOf(emailOutbox.companyId, leftOut),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
    .limit(limit);

  for (const message of queued) {
    const attempts = message.attempts + 1;
    const [claimed] = await db
      .update(emailOutbox)
      .set({ attempts })
      .where(
        and(
          eq(emailOutbox.id, message.id),
          eq(emailOutbox.status, "queued"),
          eq(emailOutbox.attempts, message.attempts),
        ),
      )
      .returning({ id: emailOutbox.id });
    if (!claimed) continue; // another run has it

    try {
      await delivery.send({
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
      });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: ctx.clock.now(), lastError: null })
        .where(eq(emailOutbox.id, message.id));
      report.sent++;
    } catch (error) {
      // The e-mail queue shows it to platform admins: our words only, the runtime's in the logs.
      const lastError = failureForPeople(error, MAIL_DELIVERY_FAILED).slice(0, 1000);
      if (lastError === MAIL_DELIVERY_FAILED)
        ctx.log.error("mail delivery failed", error, { emailId: message.id });
      const giveUp = attempts >= MAX_DELIVERY_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({ status: giveUp ? "failed" : "queued", lastError })
        .where(eq(emailOutbox.id, message.id));
      if (giveUp) report.failed++;
      else report.retrying++;
    }
  }
}
