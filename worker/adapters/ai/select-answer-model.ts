import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { Env } from "../../env";
import { DEFAULT_TEXT_MODEL, selectTextModel } from "./select-text-model";

/**
 * The model that writes the assistant's answers: Workers AI when the Worker has an `AI` binding,
 * otherwise the embedded extractive answerer.
 */
export function selectAnswerModel(env: Pick<Env, "AI" | "AI_TEXT_MODEL">): LanguageModel {
  if (env.AI) return createWorkersAI({ binding: env.AI })(env.AI_TEXT_MODEL?.trim() || DEFAULT_TEXT_MODEL);
  return selectTextModel(env); // replaced by the embedded answerer (issue 8, in progress)
}
