import type { chatMessages } from "../../db/schema";
import type { ChatMessageDto } from "../contract";

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** A stored chat message as the API, /chat and the Slack bot see it. */
export function toChatMessageDto(row: ChatMessageRow): ChatMessageDto {
  return {
    id: row.id,
    messageType: row.messageType,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    referencedDocuments: row.referencedDocuments ?? [],
    needsLegalReview: row.needsLegalReview,
    ragContext: row.ragContext ?? null,
    confidence: row.confidence ?? null,
    composedBy: row.composedBy ?? null,
  };
}
