import type { chatMessages } from "../../db/schema";
import type { ChatMessageDto, StoredReferenceDto } from "../contract";

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** "document:12", "knowledge_base:3": one source, whichever table it lives in. */
export const referenceKey = (reference: Pick<StoredReferenceDto, "source" | "id">) =>
  `${reference.source}:${reference.id}`;

/**
 * A stored chat message as the API, /chat and the Slack bot see it. `gone` holds the keys
 * (referenceKey) of sources deleted since the reply was written; a fresh reply has none.
 */
export function toChatMessageDto(row: ChatMessageRow, gone: ReadonlySet<string> = new Set()): ChatMessageDto {
  return {
    id: row.id,
    messageType: row.messageType,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    referencedDocuments: (row.referencedDocuments ?? []).map((reference) => ({
      ...reference,
      available: !gone.has(referenceKey(reference)),
    })),
    needsLegalReview: row.needsLegalReview,
    ragContext: row.ragContext ?? null,
    confidence: row.confidence ?? null,
    composedBy: row.composedBy ?? null,
  };
}
