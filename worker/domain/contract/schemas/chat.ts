import { z } from "zod";
import { MAX_CHAT_MESSAGE_LENGTH } from "../plain/chat";

// The assistant's contract (spec §3 "Chat message", §7 /api/chat*), shared by the API, /chat and
// the Slack bot.

export const chatMessageBody = z.object({
  message: z
    .string({ error: "Type a question." })
    .trim()
    .min(1, "Type a question.")
    .max(MAX_CHAT_MESSAGE_LENGTH, `A question is at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`),
});

/** A source a reply cites: the document (or knowledge-base entry), its version and since when it is in force. */
/** A source as the reply stored it when it was written. */
export const storedReferenceSchema = z.object({
  id: z.number(),
  source: z.enum(["document", "knowledge_base"]),
  title: z.string(),
  /** The library document's version in force; null for a knowledge-base upload. */
  version: z.number().nullable(),
  /** When that version came into force (ISO); for an upload, when it was added. */
  inForceSince: z.string().nullable(),
  /**
   * The source's sentence the reply rests on, marked when the citation is followed; absent when no
   * sentence stands out, and on replies written before citations pointed at one.
   */
  quote: z.string().optional(),
});
export type StoredReferenceDto = z.infer<typeof storedReferenceSchema>;

export const referencedDocumentSchema = storedReferenceSchema.extend({
  /**
   * False once the document or upload was deleted after the reply was written: its badge says it is
   * no longer available instead of leading to a library that has nothing to point out.
   */
  available: z.boolean(),
});
export type ReferencedDocumentDto = z.infer<typeof referencedDocumentSchema>;

export const chatMessageSchema = z.object({
  id: z.number(),
  messageType: z.enum(["user", "assistant"]),
  message: z.string(),
  createdAt: z.string(),
  referencedDocuments: z.array(referencedDocumentSchema),
  needsLegalReview: z.boolean(),
  ragContext: z.object({ hasKnowledgeBase: z.boolean(), documentsUsed: z.number() }).nullable(),
  /** 0–1; null on the person's own messages. */
  confidence: z.number().nullable(),
  /** Which engine wrote a reply: Workers AI, or the embedded extractive answerer (local runs). */
  composedBy: z.enum(["workers-ai", "embedded"]).nullable(),
});
export type ChatMessageDto = z.infer<typeof chatMessageSchema>;

export const chatHistorySchema = z.object({ messages: z.array(chatMessageSchema) });

/**
 * POST /api/chat/stream answers newline-delimited JSON, one event per line: text as it is written,
 * then the stored reply (or an error, after which nothing of the reply is stored).
 */
export const chatStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("question"), message: chatMessageSchema }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("reply"), message: chatMessageSchema }),
  z.object({ type: z.literal("error"), code: z.string(), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/** One of a person's conversations with the assistant, named by its first question. */
export const chatConversationSchema = z.object({
  id: z.number(),
  startedAt: z.string(),
  title: z.string(),
  questionCount: z.number(),
  /** The conversation new questions join. */
  current: z.boolean(),
});
export type ChatConversationDto = z.infer<typeof chatConversationSchema>;

/** The caller's conversations, newest first, and the one 'New conversation' made current. */
export const chatConversationsSchema = z.object({ conversations: z.array(chatConversationSchema) });
export const conversationStartedSchema = z.object({
  /** The conversation the caller's next questions join. */
  conversationId: z.number().int(),
});
