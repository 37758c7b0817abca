import type { ChatMessageDto } from "../schemas/chat";

// The assistant's contract (spec §3 "Chat message", §7 /api/chat*), shared by the API, /chat and
// the Slack bot.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/chat.ts.

export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/** Below this an answer shows 'Low Confidence (N%)' (web) or 'Low confidence (N%)' (Slack). */
export const CONFIDENCE_THRESHOLD = 0.7;
/** How many referenced-document badges a reply shows, and how much of each title. */
export const MAX_REFERENCE_BADGES = 2;
export const REFERENCE_BADGE_TITLE_LENGTH = 15;
export const CHAT_HISTORY_LIMIT = 200;

/**
 * The confidence an answer shows as low (below CONFIDENCE_THRESHOLD), or null: the badge belongs to
 * answers, which cite their sources; a decline quotes nothing and shows none, nor does a question.
 */
export function lowConfidenceOf(
  message: Pick<ChatMessageDto, "messageType" | "confidence" | "referencedDocuments">,
): number | null {
  const { confidence } = message;
  if (message.messageType !== "assistant" || confidence === null || confidence >= CONFIDENCE_THRESHOLD)
    return null;
  return message.referencedDocuments.length > 0 ? confidence : null;
}

/**
 * Whether the confidence of a language model's answer (composedBy "workers-ai") has been measured
 * against production answers. It comes from what the answer's verification and the vector match
 * show, checked only with scripted models (`npm run bench:rag -- --engine scripted`); it becomes
 * true once `--engine workers-ai` figures on Workers AI's own answers show it is calibrated.
 */
export const MODEL_CONFIDENCE_CALIBRATED = false;

/** Said beside a language model's answer while its confidence is not calibrated. */
export const UNCALIBRATED_CONFIDENCE_NOTE = "Confidence not yet calibrated on production";

/** The note a reply shows beside its confidence, or null (any other message, or once calibrated). */
export function uncalibratedConfidenceNoteOf(
  message: Pick<ChatMessageDto, "messageType" | "composedBy">,
): string | null {
  return message.messageType === "assistant" &&
    message.composedBy === "workers-ai" &&
    !MODEL_CONFIDENCE_CALIBRATED
    ? UNCALIBRATED_CONFIDENCE_NOTE
    : null;
}
