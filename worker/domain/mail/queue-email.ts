import { emailOutbox } from "../../db/schema";
import type { Clock, Database, DomainContext } from "../context";

export interface QueuedEmail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** What the message is for ("email_change_verification", "enterprise_inquiry"…), for the outbox and logs. */
  kind: string;
  companyId?: number | null;
}

/**
 * The insert that queues an e-mail, for callers that write it in the same batch as the change it
 * reports (so a message is queued exactly when the change happened). Every database has an outbox
 * (decision 027): pass the database of that batch, `ctx.directory` or `ctx.companyDb`. The delivery job
 * sends it.
 */
export function queueEmailStatement(into: Database, clock: Clock, email: QueuedEmail) {
  return into.insert(emailOutbox).values({
    companyId: email.companyId ?? null,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    kind: email.kind,
    status: "queued",
    createdAt: clock.now(),
  });
}

/** Queues an e-mail in the outbox on its own; the `deliver-queued-email` job sends it. */
export async function queueEmail(ctx: DomainContext, email: QueuedEmail): Promise<void> {
  await queueEmailStatement(ctx.companyDb, ctx.clock, email);
}
