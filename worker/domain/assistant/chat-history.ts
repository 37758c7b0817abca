import { and, type Column, desc, eq, type SQL, sql } from "drizzle-orm";
import { chatConversations, chatMessages, documents, knowledgeBaseDocuments } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { CHAT_HISTORY_LIMIT, type ChatMessageDto } from "../contract";
import { type ChatMessageRow, referenceKey, toChatMessageDto } from "./chat-message-dto";

/**
 * The caller's own conversation with the assistant in their company, oldest first: the last
 * CHAT_HISTORY_LIMIT messages (questions and replies) of `conversationId`, or of their latest
 * conversation (chat-conversations.ts). Never another person's messages. A source deleted since a
 * reply cited it is marked unavailable, so its badge says so before anyone follows it.
 */
export async function getChatHistory(
  ctx: DomainContext,
  actor: Actor,
  conversationId?: number,
): Promise<ChatMessageDto[]> {
  requirePermission(actor, "assistant.ask");
  const conversation =
    conversationId === undefined
      ? sql`(select max(${chatConversations.id}) from ${chatConversations} where ${chatConversations.companyId} = ${actor.companyId} and ${chatConversations.userId} = ${actor.userId})`
      : sql`${conversationId}`;
  const rows = await ctx.companyDb
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.companyId, actor.companyId),
        eq(chatMessages.userId, actor.userId),
        sql`${chatMessages.conversationId} = ${conversation}`,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_HISTORY_LIMIT);
  const gone = await deletedSources(ctx, actor.companyId, rows);
  return rows.reverse().map((row) => toChatMessageDto(row, gone));
}

/**
 * `column IN (the ids)` with the ids as one JSON parameter: a long history cites more sources than
 * D1's 100 bound parameters a statement allows.
 */
const amongIds = (column: Column, ids: readonly number[]): SQL =>
  sql`${column} in (select value from json_each(${JSON.stringify(ids)}))`;

/** The keys of the sources the replies cite that no longer exist in the company. */
async function deletedSources(
  ctx: DomainContext,
  companyId: number,
  rows: readonly ChatMessageRow[],
): Promise<Set<string>> {
  const cited = rows.flatMap((row) => row.referencedDocuments ?? []);
  const idsOf = (source: "document" | "knowledge_base") => [
    ...new Set(cited.filter((reference) => reference.source === source).map((reference) => reference.id)),
  ];
  const documentIds = idsOf("document");
  const uploadIds = idsOf("knowledge_base");
  const [documentRows, uploadRows] = await Promise.all([
    documentIds.length
      ? ctx.companyDb
          .select({ id: documents.id })
          .from(documents)
          .where(and(eq(documents.companyId, companyId), amongIds(documents.id, documentIds)))
      : [],
    uploadIds.length
      ? ctx.companyDb
          .select({ id: knowledgeBaseDocuments.id })
          .from(knowledgeBaseDocuments)
          .where(
            and(
              eq(knowledgeBaseDocuments.companyId, companyId),
              amongIds(knowledgeBaseDocuments.id, uploadIds),
            ),
          )
      : [],
  ]);
  const present = new Set([
    ...documentRows.map(({ id }) => referenceKey({ source: "document", id })),
    ...uploadRows.map(({ id }) => referenceKey({ source: "knowledge_base", id })),
  ]);
  return new Set(cited.map(referenceKey).filter((key) => !present.has(key)));
}
