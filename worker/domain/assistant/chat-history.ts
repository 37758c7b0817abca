import { and, desc, eq } from "drizzle-orm";
import { chatMessages } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { CHAT_HISTORY_LIMIT, type ChatMessageDto } from "../contract";
import { toChatMessageDto } from "./chat-message-dto";

/**
 * The caller's own conversation with the assistant in their company, oldest first: the last
 * CHAT_HISTORY_LIMIT messages (questions and replies). Never another person's messages.
 */
export async function getChatHistory(ctx: DomainContext, actor: Actor): Promise<ChatMessageDto[]> {
  requirePermission(actor, "assistant.ask");
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.companyId, actor.companyId), eq(chatMessages.userId, actor.userId)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_HISTORY_LIMIT);
  return rows.reverse().map(toChatMessageDto);
}
