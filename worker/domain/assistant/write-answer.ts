import { generateText, type LanguageModel, streamText } from "ai";
import { AppError, CONFIDENCE_THRESHOLD, isAppError, type StoredReferenceDto } from "../contract";
import type { KnowledgeHit } from "../knowledge/knowledge-hit";
import { type Logger, withoutPrompt } from "../logging/logger";
import { splitSentences } from "../text/sentences";
import { answerConfidence } from "./answer-confidence";
import {
  ABSTENTION_SENTENCE,
  ANSWER_INSTRUCTIONS,
  type AnswerPassage,
  buildAnswerPrompt,
  EMBEDDED_ANSWERER_MODEL_ID,
} from "./answer-prompt";
import { CitationWriter, citationLabel, citedPassageNumbers, referenceOf } from "./citations";
import { citedSentence } from "./cited-sentence";
import { closestSection, holdsSubjectOf } from "./closest-section";
import { type ComposedAnswer, composeAnswer, PASSAGES_READ } from "./compose-answer";
import { ABSTENTION_REPLY, declineFor, OUT_OF_SCOPE_REPLY, sectionNotAnswering } from "./declines";
import { DECLINE_BELOW } from "./fitted-weights";
import { needsLegalReview } from "./legal-review";
import { isOrderToAnAnswerer } from "./orders-to-an-answerer";
import {
  asksForArithmetic,
  asksSomething,
  isInstructionToAssistant,
  type QuestionKind,
  questionKindOf,
  soundsLikeWorkplace,
} from "./question-kind";
import { verifyModelAnswer } from "./verify-model-answer";

// Writing one reply from retrieved passages, with no database: the chat operations
// (answer-question.ts) store what this answers; the quality bench (`npm run bench:rag`) scores it.
//
// Every reply starts from the same evidence: what kind of message it is, the passages retrieved,
// the extractive answer composed from them, and the confidence estimated for that answer. A message
// that is not a policy question, or whose answer is too unlikely to be right (below DECLINE_BELOW),
// is declined without a model call; otherwise the answer model writes the reply — the extractive
// answer itself locally, Workers AI in production, whose answer must pass `verifyModelAnswer` or is
// replaced by the extractive one. Between DECLINE_BELOW and CONFIDENCE_THRESHOLD the reply carries
// the 'Low Confidence' badge.

export { ABSTENTION_REPLY, OUT_OF_SCOPE_REPLY } from "./declines";

/** A short answer (2–4 sentences) with room to spare; an answer cut at this limit is not used. */
const MAX_OUTPUT_TOKENS = 700;

export const ANSWER_FAILED_MESSAGE =
  "The AI assistant could not answer just now. Your question was kept, but no reply was saved; please try again.";

/** A reply, ready to store. */
export interface WrittenReply {
  message: string;
  referencedDocuments: StoredReferenceDto[];
  needsLegalReview: boolean;
  ragContext: { hasKnowledgeBase: boolean; documentsUsed: number };
  confidence: number;
  composedBy: "workers-ai" | "embedded" | null;
  /** The assistant did not answer: the reply is a decline. */
  abstained: boolean;
  /** A policy question the sources do not answer: it joins the admins' Unanswered questions. */
  unanswered: boolean;
  /** The retrieved passages the reply cites (valid citations only). */
  citedPassages: KnowledgeHit[];
}

/** The message, the passages retrieved, the extractive answer and what it is worth. */
export interface Evidence {
  question: string;
  kind: QuestionKind;
  hits: KnowledgeHit[];
  /** The passages as the answer model reads them (numbered from 1, in the order of `hits`). */
  passages: AnswerPassage[];
  draft: ComposedAnswer | null;
  /** The estimated probability that the extractive answer is right (0 for a message declined by kind). */
  confidence: number;
}

/**
 * The passages as every answer model reads them: numbered, with their source, and without any
 * sentence addressed to an AI assistant ("Ignore all previous instructions…"), which no policy says
 * to its readers and which would otherwise reach a model as if it were the company's text.
 */
export function answerPassages(hits: readonly KnowledgeHit[]): AnswerPassage[] {
  return hits.map((hit, i) => ({
    number: i + 1,
    source: citationLabel(referenceOf(hit)),
    section: hit.heading,
    content: withoutInstructions(hit.content),
  }));
}

const INSTRUCTION_REMOVED = "[A sentence addressed to an AI assistant was left out.]";

const isInstruction = (text: string) => isInstructionToAssistant(text) || isOrderToAnAnswerer(text);

function withoutInstructions(content: string): string {
  if (!isInstruction(content)) return content;
  return content
    .split("\n")
    .map((line) =>
      splitSentences(line)
        .map((sentence) => (isInstruction(sentence) ? INSTRUCTION_REMOVED : sentence))
        .join(" "),
    )
    .join("\n");
}

/**
 * The passages read: the best PASSAGES_READ, but when none of them is one the vector channel found
 * close in meaning and a later one is, the closest of those takes the last place. Fusion ranks a
 * passage found by one channel alone below those both channels list, so a passage that shares no
 * word with the question can fall outside the first six; it is the one the model most needs.
 */
function passagesRead(hits: readonly KnowledgeHit[]): KnowledgeHit[] {
  const read = hits.slice(0, PASSAGES_READ);
  const close = (hit: KnowledgeHit) => (hit.vectorSimilarity ?? 0) >= MEANING_MATCH_AT;
  if (read.length < PASSAGES_READ || read.some(close)) return read;
  const later = hits
    .slice(PASSAGES_READ)
    .filter(close)
    .sort((a, b) => b.vectorSimilarity! - a.vectorSimilarity!)[0];
  return later ? [...read.slice(0, PASSAGES_READ - 1), later] : read;
}

export function evidenceFor(question: string, hits: KnowledgeHit[]): Evidence {
  const kind = questionKindOf(question);
  const read = passagesRead(hits);
  if (kind !== "policy")
    return { question, kind, hits: read, passages: answerPassages(read), draft: null, confidence: 0 };
  // The passages of other documents among the rest are read only to see whether two documents
  // disagree; one joins the evidence (as the last passage) only when the answer quotes it.
  const documentOf = (hit: KnowledgeHit) => `${hit.source}:${hit.sourceId}`;
  const bestDocument = read[0] ? documentOf(read[0]) : null;
  const alternates = hits.filter((hit) => !read.includes(hit) && documentOf(hit) !== bestDocument);
  const compose = (passages: KnowledgeHit[]) =>
    composeAnswer(question, answerPassages(passages), { topSimilarity: hits[0]?.similarity ?? 0 });
  let used = read;
  let draft = compose([...read, ...alternates]);
  const quoted = draft.passagesUsed.find((n) => n > PASSAGES_READ);
  if (quoted !== undefined) {
    used = [...read, alternates[quoted - PASSAGES_READ - 1]!];
    draft = compose(used);
    if (!draft.evidence.conflict) {
      used = read;
      draft = compose(read);
    }
  }
  const confidence = draft.text ? answerConfidence(draft.evidence) : 0;
  return { question, kind, hits: used, passages: answerPassages(used), draft, confidence };
}

/**
 * How close the vector channel's match must be for a passage to reach the answer model on its
 * meaning alone. bge-base puts unrelated policy text at a cosine of roughly 0.4–0.65 and a passage
 * that answers a reworded question above 0.75; this is that reading of the model's behaviour, not a
 * fit: `npm run bench:rag -- --engine workers-ai` is where it gets measured.
 */
export const MEANING_MATCH_AT = 0.75;

/** The extractive answer is likely enough to be right to answer with. */
const draftCovers = (evidence: Evidence) =>
  evidence.draft !== null && evidence.draft.text !== "" && evidence.confidence >= DECLINE_BELOW;

/**
 * A passage the model reads that the vector channel found close in meaning: worth the model's
 * reading though the draft, which counts the question's words, makes nothing of it.
 */
const meaningMatch = (evidence: Evidence) =>
  evidence.hits.some((hit) => (hit.vectorSimilarity ?? 0) >= MEANING_MATCH_AT);

/**
 * Whether the evidence is good enough to answer from (else the reply is a decline): the extractive
 * answer is likely enough to be right, or a passage was found by its meaning. In the second case
 * the answer model decides whether the passage answers, and its answer must pass verification.
 */
export const isCovered = (evidence: Evidence) =>
  evidence.kind === "policy" && (draftCovers(evidence) || meaningMatch(evidence));

/** The model's call: only the numbered passages and the question. */
function callOptions(model: LanguageModel, evidence: Evidence) {
  return {
    model,
    instructions: ANSWER_INSTRUCTIONS,
    prompt: buildAnswerPrompt({
      question: evidence.question,
      evidence: isCovered(evidence) ? "sufficient" : "insufficient",
      passages: evidence.passages,
    }),
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    temperature: 0.1,
    maxRetries: 1,
  };
}

const isEmbedded = (modelId: string) => modelId === EMBEDDED_ANSWERER_MODEL_ID;

/**
 * Writes the reply to a question from its evidence: a decline (no model call) when it is not a
 * policy question or the evidence is too weak, else the model's cited answer, checked against the
 * passages. A model failure, an empty answer or one cut off at the length limit is `upstream_failed`.
 */
export async function writeAnswer(
  model: LanguageModel,
  evidence: Evidence,
  log: Logger,
): Promise<WrittenReply> {
  if (!isCovered(evidence)) return decline(evidence);
  let result: Awaited<ReturnType<typeof generateText>>;
  try {
    result = await generateText(callOptions(model, evidence));
    if (result.finishReason === "length") throw new Error("the answer was cut off at the length limit");
  } catch (error) {
    throw answerFailed(error, log);
  }
  return replyFrom(evidence, result.text, result.response.modelId, log);
}

/**
 * The same, streamed: yields the reply's text as the model writes it (citations already renumbered),
 * and returns the reply. The pieces add up to the reply's message, except when the model wrote a
 * list of sources itself (ours replaces it), abstained, or wrote what its passages do not support
 * (the reply is then the extractive answer): `reply` is what counts.
 */
export async function* streamReply(
  model: LanguageModel,
  evidence: Evidence,
  log: Logger,
): AsyncGenerator<string, WrittenReply> {
  if (!isCovered(evidence)) {
    const reply = decline(evidence);
    yield reply.message;
    return reply;
  }
  const preview = new CitationWriter(evidence.hits);
  let raw = "";
  let modelId = "";
  try {
    const result = streamText({
      ...callOptions(model, evidence),
      // Failures are raised below, through the stream.
      onError: () => undefined,
    });
    for await (const part of result.stream) {
      if (part.type === "text-delta") {
        raw += part.text;
        const shown = preview.push(part.text);
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
  const rest = preview.end();
  if (rest) yield rest;
  const reply = replyFrom(evidence, raw, modelId, log);
  const tail = reply.message.slice(preview.shown.length);
  if (tail && reply.message.startsWith(preview.shown)) yield tail;
  return reply;
}

/** A reply that tells the reader its sources disagree. */
const SAYS_THEY_DISAGREE =
  /\b(?:do(?:es)? not|don['’]t|doesn['’]t) agree\b|\bdisagree|\b(?:differ|different|conflict|contradict|inconsistent)/i;

/**
 * The model's answer as a reply. A model that says the passages do not answer is believed (a
 * decline, filed as unanswered); a Workers AI answer that cites no retrieved passage, or states what
 * its passages do not support, is replaced by the extractive answer.
 */
function replyFrom(evidence: Evidence, modelText: string, modelId: string, log: Logger): WrittenReply {
  if (!modelText.trim()) throw answerFailed(new Error("the model answered with no text"), log);
  if (modelText.trim().startsWith(ABSTENTION_SENTENCE)) {
    return decline({ ...evidence, confidence: Math.min(evidence.confidence, DECLINE_BELOW - 0.01) });
  }
  let text = modelText;
  let composedBy: WrittenReply["composedBy"] = isEmbedded(modelId) ? "embedded" : "workers-ai";
  let confidence = evidence.confidence;
  if (!isEmbedded(modelId)) {
    const check = verifyModelAnswer(modelText, evidence.question, evidence.passages);
    let replaced = false;
    if (!check.supported) {
      // How many problems only: their text quotes the company's policies.
      log.warn("assistant replaced a model answer its passages do not support", {
        problems: check.problems.length,
      });
      replaced = true;
    } else if (evidence.draft?.evidence.conflict && !SAYS_THEY_DISAGREE.test(modelText)) {
      // Two documents answer differently: a reply that gives one of them as the answer hides it.
      log.warn("assistant replaced a model answer that did not say its documents disagree");
      replaced = true;
    } else {
      const checked = modelAnswerConfidence(evidence, modelText, check.support);
      if (checked === null) {
        log.warn("assistant replaced a model answer citing no passage either channel found answering");
        replaced = true;
      } else confidence = checked;
    }
    if (replaced) {
      // The extractive answer only when it would have been given on its own; the model was called
      // for a passage found by its meaning, and the draft has nothing to say about that one.
      if (!draftCovers(evidence)) return decline(evidence);
      text = evidence.draft!.text;
      composedBy = "embedded";
    }
  }
  const writer = new CitationWriter(evidence.hits);
  writer.rewriteAll(text);
  const message = writer.text();
  if (!message || writer.references.length === 0) return decline(evidence);
  const references = writer.references.map((reference) => {
    const cited = writer.citedPassages.filter(
      (hit) => hit.source === reference.source && hit.sourceId === reference.id,
    );
    const quote = citedSentence(writer.shown, cited);
    return quote ? { ...reference, quote } : reference;
  });
  return {
    message,
    referencedDocuments: references,
    needsLegalReview: needsLegalReview(evidence.question, message),
    ragContext: {
      hasKnowledgeBase: writer.citedPassages.some((hit) => hit.source === "knowledge_base"),
      documentsUsed: references.length,
    },
    confidence,
    composedBy,
    abstained: false,
    unanswered: false,
    citedPassages: writer.citedPassages,
  };
}

/**
 * The confidence of a verified model answer, from what can be checked about the passages it cites:
 * the extractive answer's estimate when it cites a passage that answer quoted and would have been
 * given on its own, and the vector channel's similarity of the closest passage it cites (at
 * MEANING_MATCH_AT or more) times the share of the answer's words its sources hold — the higher of
 * the two. Null when neither vouches for a passage it cites: the model answered from a passage no
 * channel found answering, and what it wrote is not shown. Neither estimate is calibrated for
 * Workers AI's answers yet, and the chat says so (MODEL_CONFIDENCE_CALIBRATED).
 */
function modelAnswerConfidence(evidence: Evidence, modelText: string, support: number): number | null {
  const cited = citedPassageNumbers(modelText).filter((n) => n >= 1 && n <= evidence.hits.length);
  const quoted = new Set(draftCovers(evidence) ? evidence.draft!.passagesUsed : []);
  const fromDraft = cited.some((n) => quoted.has(n)) ? evidence.confidence : null;
  const closest = Math.max(0, ...cited.map((n) => evidence.hits[n - 1]!.vectorSimilarity ?? 0));
  const fromMeaning = closest >= MEANING_MATCH_AT ? closest * support : null;
  if (fromDraft === null && fromMeaning === null) return null;
  return Math.round(1000 * Math.max(fromDraft ?? 0, fromMeaning ?? 0)) / 1000;
}

/**
 * The reply that does not answer: why, in a sentence or two, quoting nothing. A policy question is
 * filed for the admins when it sounds like a workplace question, when a retrieved section's heading
 * names what it asks about, or when the company's passages hold every word of its subject: a
 * question in the company's own words is about its work, whatever the word list says. When a
 * heading names it, the reply says which section was read, so the decline has its reason.
 */
function decline(evidence: Evidence): WrittenReply {
  const question = evidence.question;
  // A sum that found no policy to answer it is a sum, not a missing policy.
  const arithmetic = evidence.kind === "policy" && asksForArithmetic(question);
  const asked = evidence.kind === "policy" && !arithmetic && asksSomething(question);
  const section = asked ? closestSection(question, evidence.hits) : null;
  const policyGap =
    asked && (section !== null || soundsLikeWorkplace(question) || holdsSubjectOf(question, evidence.hits));
  const message =
    evidence.kind === "policy"
      ? policyGap
        ? section
          ? sectionNotAnswering(section)
          : ABSTENTION_REPLY
        : arithmetic
          ? declineFor("arithmetic")
          : OUT_OF_SCOPE_REPLY
      : declineFor(evidence.kind);
  return {
    message,
    referencedDocuments: [],
    needsLegalReview: evidence.kind === "policy" && needsLegalReview(question),
    ragContext: { hasKnowledgeBase: false, documentsUsed: 0 },
    confidence: Math.min(evidence.confidence, CONFIDENCE_THRESHOLD - 0.01),
    composedBy: null,
    abstained: true,
    unanswered: policyGap,
    citedPassages: [],
  };
}

function answerFailed(error: unknown, log: Logger): AppError {
  if (isAppError(error)) return error;
  // The name and message only: the error may also carry the prompt, i.e. the company's policies.
  log.error("assistant answer failed", withoutPrompt(error));
  return new AppError("upstream_failed", ANSWER_FAILED_MESSAGE);
}
