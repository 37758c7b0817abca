import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { Env } from "../../env";
import { createEmbeddedPolicyAnswerer } from "./embedded-policy-answerer";
import { DEFAULT_TEXT_MODEL } from "./select-text-model";

/**
 * The one place that decides which model writes the assistant's answers: Workers AI (the configured
 * text model) when the Worker has an `AI` binding, otherwise the embedded extractive answerer (local
 * runs and tests). The domain only knows the AI SDK's `LanguageModel` interface.
 */
export function selectAnswerModel(env: Pick<Env, "AI" | "AI_TEXT_MODEL">): LanguageModel {
  if (env.AI) return createWorkersAI({ binding: env.AI })(env.AI_TEXT_MODEL?.trim() || DEFAULT_TEXT_MODEL);
  return createEmbeddedPolicyAnswerer();
}
