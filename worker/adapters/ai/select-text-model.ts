import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { Env } from "../../env";
import { createEmbeddedPolicyComposer } from "./embedded-policy-composer";

export const DEFAULT_TEXT_MODEL = "@cf/meta/llama-3.1-8b-instruct";

/**
 * The one place that decides which text model writes documents: Workers AI when the Worker has an
 * `AI` binding (production), otherwise the embedded composer (local runs and tests). Callers pass
 * the result to the domain, which only knows the AI SDK's `LanguageModel` interface.
 */
export function selectTextModel(env: Pick<Env, "AI" | "AI_TEXT_MODEL">): LanguageModel {
  if (env.AI) {
    const workersAI = createWorkersAI({ binding: env.AI });
    return workersAI(env.AI_TEXT_MODEL?.trim() || DEFAULT_TEXT_MODEL);
  }
  return createEmbeddedPolicyComposer();
}
