import { desc } from "drizzle-orm";
import { emailOutbox } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { OutboxMessageDto } from "../contract";
import { everyDatabase, newestOf } from "../platform/company-databases";

/**
 * The latest outbox messages, newest first: the local mailbox a developer reads links from. Every
 * company's mail, with live verification links: only the platform admin (platform.mail), and only
 * where mail is not really sent (the route answers 404 outside APP_ENV local/test).
 */
export async function listOutbox(ctx: DomainContext, actor: Actor, limit = 50): Promise<OutboxMessageDto[]> {
  requirePermission(actor, "platform.mail");
  // Every database has an outbox: the newest of each, merged.
  const lists = await Promise.all(
    everyDatabase(ctx).map((db) =>
      db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit),
    ),
  );
  return newestOf(lists, limit).map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
