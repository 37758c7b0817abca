import { generateText, type LanguageModel, streamText } from "ai";
import { AppError, CONFIDENCE_THRESHOLD, type ReferencedDocumentDto } from "../contract";
import { retrievalConfidence } from "../knowledge/confidence";
import type { KnowledgeHit } from "../knowledge/knowledge-hit";
import { type Logger, withoutPrompt } from "../logging/logger";
import {
  ABSTENTION_SENTENCE,
  ANSWER_INSTRUCTIONS,
  buildAnswerPrompt,
  EMBEDDED_ANSWERER_MODEL_ID,
} from "./answer-prompt";
import { CitationWriter, citationLabel, referenceOf } from "./citations";
import { needsLegalReview } from "./legal-review";

// Writing one reply from retrieved passages, with no database: the chat operations
// (answer-question.ts) store what this answers; the quality bench (`npm run bench:rag`) scores it.

/** A short answer (2–4 sentences) with room to spare; an answer cut at this limit is not used. */
const MAX_OUTPUT_TOKENS = 700;

export const ABSTENTION_REPLY = `${ABSTENTION_SENTENCE} Please ask HR, the owner of the relevant policy or a company admin. I've noted the question for your company's admins so that the missing policy can be added.`;
export const ANSWER_FAILED_MESSAGE =
  "The AI assistant could not answer just now. Your question was kept, but no reply was saved; please try again.";

/** Just under the threshold: what a reply reports when the model found no answer in good passages. */
const BELOW_THRESHOLD = Math.round((CONFIDENCE_THRESHOLD - 0.01) * 100) / 100;

/** A reply, ready to store. */
export interface WrittenReply {
  message: string;
  referencedDocuments: ReferencedDocumentDto[];
  needsLegalReview: boolean;
  ragContext: { hasKnowledgeBase: boolean; documentsUsed: number };
  confidence: number;
  composedBy: "workers-ai" | "embedded" | null;
  /** The sources did not answer the question: the reply says so, and the question is a gap. */
  abstained: boolean;
  /** The retrieved passages the reply cites (valid citations only). */
  citedPassages: KnowledgeHit[];
}

/** The retrieved passages and what they are worth as evidence. */
export interface Evidence {
  question: string;
  hits: KnowledgeHit[];
  confidence: number;
}

export const evidenceFor = (question: string, hits: KnowledgeHit[]): Evidence => ({
  question,
  hits,
  confidence: retrievalConfidence(question, hits),
});

export const isCovered = (evidence: Evidence) => evidence.confidence >= CONFIDENCE_THRESHOLD;

/** The model's call: only the numbered passages and the question. */
function callOptions(model: LanguageModel, evidence: Evidence) {
  return {
    model,
    instructions: ANSWER_INSTRUCTIONS,
    prompt: buildAnswerPrompt({
      question: evidence.question,
      evidence: isCovered(evidence) ? "sufficient" : "insufficient",
      passages: evidence.hits.map((hit, i) => ({
        number: i + 1,
        source: citationLabel(referenceOf(hit)),
        section: hit.heading,
        content: hit.content,
      })),
    }),
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    temperature: 0.1,
    maxRetries: 1,
  };
}

/**
 * Writes the reply to a question from its evidence: an abstention (no model call) when the
 * evidence is below CONFIDENCE_THRESHOLD, else the model's cited answer. A model failure, an empty
 * answer or one cut off at the length limit is `upstream_failed`.
 */
export async function writeAnswer(
  model: LanguageModel,
  evidence: Evidence,
  log: Logger,
): Promise<WrittenReply> {
  if (!isCovered(evidence)) return abstention(evidence, evidence.confidence);
  let result: Awaited<ReturnType<typeof generateText>>;
  try {
    result = await generateText(callOptions(model, evidence));
    if (result.finishReason === "length") throw new Error("the answer was cut off at the length limit");
  } catch (error) {
    throw answerFailed(error, log);
  }
  const writer = new CitationWriter(evidence.hits);
  writer.rewriteAll(result.text);
  return replyFrom(evidence, writer, result.response.modelId, log);
}

/**
 * The same, streamed: yields the reply's text as the model writes it (citations already renumbered,
 * then the Sources line), and returns the reply. The pieces add up to the reply's message, except
 * when the model wrote a list of sources itself (ours replaces it) or abstained (the reply is then
 * the full abstention).
 */
export async function* streamReply(
  model: LanguageModel,
  evidence: Evidence,
  log: Logger,
): AsyncGenerator<string, WrittenReply> {
  if (!isCovered(evidence)) {
    yield ABSTENTION_REPLY;
    return abstention(evidence, evidence.confidence);
  }
  const writer = new CitationWriter(evidence.hits);
  let modelId = "";
  try {
    const result = streamText({
      ...callOptions(model, evidence),
      // Failures are raised below, through the stream.
      onError: () => undefined,
    });
    for await (const part of result.stream) {
      if (part.type === "text-delta") {
        const shown = writer.push(part.text);
        if (shown) yield shown;
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        throw new Error("the answer was aborted");
      } else if (part.type === "finish-step") {
        modelId = part.response.modelId;
      } else if (part.type === "finish" && part.finishReason === "length") {
        throw new Error("the answer was cut off at the length limit");
      }
    }
  } catch (error) {
    throw answerFailed(error, log);
  }
  const rest = writer.end();
  if (rest) yield rest;
  const reply = replyFrom(evidence, writer, modelId, log);
  const tail = reply.message.slice(writer.shown.length);
  if (tail && reply.message.startsWith(writer.shown)) yield tail;
  return reply;
}

/** The model's answer as a reply; one that cites no retrieved passage, or says it cannot answer, is an abstention. */
function replyFrom(evidence: Evidence, writer: CitationWriter, modelId: string, log: Logger): WrittenReply {
  const message = writer.text();
  if (!message) throw answerFailed(new Error("the model answered with no text"), log);
  const references = writer.references;
  if (references.length === 0 || message.startsWith(ABSTENTION_SENTENCE)) {
    // Good passages, but the model found no answer in them: an unanswered question after all.
    return abstention(evidence, Math.min(evidence.confidence, BELOW_THRESHOLD));
  }
  return {
    message,
    referencedDocuments: references,
    needsLegalReview: needsLegalReview(evidence.question, message),
    ragContext: {
      hasKnowledgeBase: writer.citedPassages.some((hit) => hit.source === "knowledge_base"),
      documentsUsed: references.length,
    },
    confidence: evidence.confidence,
    composedBy: modelId === EMBEDDED_ANSWERER_MODEL_ID ? "embedded" : "workers-ai",
    abstained: false,
    citedPassages: writer.citedPassages,
  };
}

function abstention(evidence: Evidence, confidence: number): WrittenReply {
  return {
    message: ABSTENTION_REPLY,
    referencedDocuments: [],
    needsLegalReview: needsLegalReview(evidence.question),
    ragContext: { hasKnowledgeBase: false, documentsUsed: 0 },
    confidence,
    composedBy: null,
    abstained: true,
    citedPassages: [],
  };
}

function answerFailed(error: unknown, log: Logger): AppError {
  if (error instanceof AppError) return error;
  // The name and message only: the error may also carry the prompt, i.e. the company's policies.
  log.error("assistant answer failed", withoutPrompt(error));
  return new AppError("upstream_failed", ANSWER_FAILED_MESSAGE);
}
