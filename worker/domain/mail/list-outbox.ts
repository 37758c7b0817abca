import { desc } from "drizzle-orm";
import { emailOutbox } from "../../db/schema";
import type { DomainContext } from "../context";
import type { OutboxMessageDto } from "../contract";

/** The latest outbox messages, newest first: the local mailbox a developer reads links from. */
export async function listOutbox(ctx: DomainContext, limit = 50): Promise<OutboxMessageDto[]> {
  const rows = await ctx.db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
