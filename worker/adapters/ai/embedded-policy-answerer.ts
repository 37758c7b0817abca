import {
  ABSTENTION_SENTENCE,
  EMBEDDED_ANSWERER_MODEL_ID,
  readAnswerPrompt,
} from "../../domain/assistant/answer-prompt";
import { composeAnswer } from "../../domain/assistant/compose-answer";
import { embeddedLanguageModel, type LanguageModelV4 } from "./embedded-language-model";

/**
 * The extractive answerer that runs inside the Worker with no outside service. It reads an answer
 * prompt (worker/domain/assistant/answer-prompt.ts: numbered passages, the evidence verdict, the
 * question) and answers with the domain's extractive answer (compose-answer.ts): the sentences of
 * the passages that best answer the question, each with the citation [n] of its passage. It never
 * writes a word the passages do not contain (apart from joining list items and naming documents
 * that disagree), and abstains with the prompt's abstention sentence when the evidence is
 * insufficient or nothing answers. Same interface as Workers AI, so the same `generateText` /
 * `streamText` call works with either; its model id names it so replies can be labelled as
 * composed locally.
 */
export function createEmbeddedPolicyAnswerer(): LanguageModelV4 {
  return embeddedLanguageModel(EMBEDDED_ANSWERER_MODEL_ID, (prompt) => {
    const answer = answerFromPrompt(prompt);
    return {
      text: answer.text,
      pieces: streamPieces(answer.text),
      metadata: { answerer: EMBEDDED_ANSWERER_MODEL_ID, passagesUsed: answer.passagesUsed },
    };
  });
}

/** A few words at a time, as a model's tokens would arrive. */
function streamPieces(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_PIECE)
    pieces.push(words.slice(i, i + WORDS_PER_PIECE).join(""));
  return pieces;
}
const WORDS_PER_PIECE = 3;

function answerFromPrompt(text: string): { text: string; passagesUsed: number[] } {
  const request = readAnswerPrompt(text);
  if (!request.question) {
    throw new Error(
      "The embedded answerer answers a <question> from <passages>; the prompt has no question.",
    );
  }
  if (request.evidence !== "sufficient" || request.passages.length === 0) {
    return { text: ABSTENTION_SENTENCE, passagesUsed: [] };
  }
  const answer = composeAnswer(request.question, request.passages);
  if (!answer.text) return { text: ABSTENTION_SENTENCE, passagesUsed: [] };
  return { text: answer.text, passagesUsed: answer.passagesUsed };
}
