import { generateText, type LanguageModel } from "ai";
import { AppError, type GeneratedBy } from "../contract";
import { type Logger, withoutPrompt } from "../logging/logger";
import { buildPolicyPrompt, POLICY_INSTRUCTIONS, type PolicyRequest } from "./policy-prompt";

/** The model id the embedded composer reports, so output can be labelled as composed locally. */
export const EMBEDDED_COMPOSER_MODEL_ID = "charterly-embedded-composer";

const GENERATION_FAILED_MESSAGE =
  "The AI service could not generate the document. Nothing was saved; please try again.";

/** Room for a long template plus a requirements section; the default of some models is far smaller. */
const MAX_OUTPUT_TOKENS = 4096;

export interface WrittenPolicy {
  text: string;
  generatedBy: GeneratedBy;
}

/**
 * Writes one policy with whichever text model the runtime selected (Workers AI, or the embedded
 * composer). Any failure of the model, an empty answer or one cut off at the length limit is an
 * `upstream_failed` error: the caller saves nothing.
 */
export async function writePolicy(
  model: LanguageModel,
  request: PolicyRequest,
  log: Logger,
): Promise<WrittenPolicy> {
  let result: Awaited<ReturnType<typeof generateText>>;
  try {
    result = await generateText({
      model,
      instructions: POLICY_INSTRUCTIONS,
      prompt: buildPolicyPrompt(request),
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      temperature: 0.2,
      maxRetries: 1,
    });
  } catch (error) {
    // The name and message only: the error also carries the prompt, i.e. the company's requirements.
    log.error("policy generation failed", withoutPrompt(error));
    throw generationFailed();
  }
  const text = stripCodeFence(result.text).trim();
  if (!text || result.finishReason === "length") {
    log.error("policy generation unusable", undefined, {
      finishReason: result.finishReason,
      chars: text.length,
    });
    throw generationFailed();
  }
  const generatedBy: GeneratedBy =
    result.response.modelId === EMBEDDED_COMPOSER_MODEL_ID ? "embedded" : "workers-ai";
  return { text, generatedBy };
}

const generationFailed = () => new AppError("upstream_failed", GENERATION_FAILED_MESSAGE);

/** Some models wrap plain text in a Markdown fence despite being asked not to. */
function stripCodeFence(text: string): string {
  const fenced = /^\s*```[\w-]*\n([\s\S]*?)\n```\s*$/.exec(text);
  return fenced ? fenced[1]! : text;
}
