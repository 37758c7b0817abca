import { type Actor, listTemplates } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { GenerationTemplate } from "../components/generate/types";

/**
 * Every template the generate form can offer, oldest first (the order "Quick Templates" takes its
 * first 8 from). Templates above the company's plan are listed too; the form marks them.
 */
export async function listGenerationTemplates(
  context: AppLoadContext,
  actor: Actor,
): Promise<GenerationTemplate[]> {
  const templates = await listTemplates(context.domain, actor);
  return templates.sort((a, b) => a.id - b.id);
}

/** The `?template=` query value as a template id, or null when absent or not a positive integer. */
export function parseTemplateParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
