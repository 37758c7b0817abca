import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { chatConversations, chatMessages } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { Database, DomainContext } from "../context";
import { type ChatConversationDto, notFound } from "../contract";

// A person's conversations with the assistant (/chat). Questions go to their latest conversation;
// 'New conversation' starts another, and the earlier ones stay, listed to be read again. Nothing is
// deleted by starting afresh. The latest conversation is the one with the highest id: a company
// moved to another database gets ids above all it brought (db/id-ranges.ts).

/** How many earlier conversations /chat lists. */
export const LISTED_CONVERSATIONS = 50;

/** The SQL of the person's latest conversation's id (null when they have none). */
export const latestConversationOf = (companyId: number, userId: number) =>
  sql`(select max(${chatConversations.id}) from ${chatConversations} where ${chatConversations.companyId} = ${companyId} and ${chatConversations.userId} = ${userId})`;

/** A statement that starts a conversation for the person `when` holds (an SQL condition). */
const startWhen = (db: Database, actor: Actor, startedAt: Date, when: SQL) =>
  // Every column in the table's order; a null id is the next one.
  db
    .insert(chatConversations)
    .select(sql`select null, ${actor.companyId}, ${actor.userId}, ${startedAt.getTime()} where ${when}`);

/**
 * The statement that starts the person's first conversation when they have none: a question's
 * batch runs it before the question, which joins `latestConversationOf`. In one batch, so two first
 * questions at once cannot start two.
 */
export const startFirstConversation = (db: Database, actor: Actor, startedAt: Date) =>
  startWhen(db, actor, startedAt, sql`${latestConversationOf(actor.companyId, actor.userId)} is null`);

/**
 * 'New conversation': the person's next questions start a conversation of their own, and the one
 * they were in is kept. A conversation with no question yet is already new, so it is kept as the
 * current one instead of leaving an empty conversation behind. Answers the current conversation's id.
 */
export async function startNewConversation(ctx: DomainContext, actor: Actor): Promise<number> {
  requirePermission(actor, "assistant.ask");
  const latest = latestConversationOf(actor.companyId, actor.userId);
  const [, rows] = await ctx.companyDb.batch([
    startWhen(
      ctx.companyDb,
      actor,
      ctx.clock.now(),
      sql`${latest} is null or exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${latest})`,
    ),
    ctx.companyDb.select({ id: sql<number>`${latest}` }).from(sql`(select 1)`),
  ]);
  return rows[0]!.id;
}

/**
 * The person's conversations that hold a question, newest first (at most LISTED_CONVERSATIONS),
 * each named by its first question; `current` marks the one new questions join. Only their own.
 */
export async function listChatConversations(
  ctx: DomainContext,
  actor: Actor,
): Promise<ChatConversationDto[]> {
  requirePermission(actor, "assistant.ask");
  const latest = latestConversationOf(actor.companyId, actor.userId);
  // Named in the same read: its first question, by a subquery per conversation listed.
  const firstQuestion = sql<
    string | null
  >`(select q.message from ${chatMessages} q where q.conversation_id = ${chatConversations.id} and q.message_type = 'user' order by q.id limit 1)`;
  const rows = await ctx.companyDb
    .select({
      id: chatConversations.id,
      startedAt: chatConversations.startedAt,
      questions: sql<number>`sum(${chatMessages.messageType} = 'user')`,
      title: firstQuestion,
      current: sql<number>`${chatConversations.id} = ${latest}`,
    })
    .from(chatConversations)
    .innerJoin(chatMessages, eq(chatMessages.conversationId, chatConversations.id))
    .where(and(eq(chatConversations.companyId, actor.companyId), eq(chatConversations.userId, actor.userId)))
    .groupBy(chatConversations.id)
    .orderBy(desc(chatConversations.id))
    .limit(LISTED_CONVERSATIONS);
  return rows.map((row) => ({
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    title: row.title ?? "Conversation",
    questionCount: Number(row.questions),
    current: Boolean(row.current),
  }));
}

/**
 * The conversation to show: `requested` when it is one of the person's own (another's, or none,
 * is 404), else their latest; null when they have none yet.
 */
export async function conversationToShow(
  ctx: DomainContext,
  actor: Actor,
  requested: number | null,
): Promise<{ id: number; startedAt: string; current: boolean } | null> {
  requirePermission(actor, "assistant.ask");
  const latest = latestConversationOf(actor.companyId, actor.userId);
  const [row] = await ctx.companyDb
    .select({
      id: chatConversations.id,
      startedAt: chatConversations.startedAt,
      current: sql<number>`${chatConversations.id} = ${latest}`,
    })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.companyId, actor.companyId),
        eq(chatConversations.userId, actor.userId),
        requested === null ? sql`${chatConversations.id} = ${latest}` : eq(chatConversations.id, requested),
      ),
    )
    .limit(1);
  if (!row) {
    if (requested !== null) throw notFound("conversation");
    return null;
  }
  return { id: row.id, startedAt: row.startedAt.toISOString(), current: Boolean(row.current) };
}
