import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { notFound, planIncludesTemplate } from "../contract";
import { toTemplateSummary } from "./list-templates";
import { loadLiveTemplate, requireTemplateTier } from "./template-rules";

async function loadTemplate(ctx: DomainContext, actor: Actor | null, templateId: number) {
  const row = await loadLiveTemplate(ctx, templateId);
  // A visitor cannot tell a signed-in-only template from a missing one.
  if (!actor && !row.isPublic) throw notFound("template");
  return row;
}

/**
 * One template; the full text only for signed-in people whose plan includes it. Everyone else gets
 * the card's summary, as the library lists it.
 */
export async function getTemplate(ctx: DomainContext, actor: Actor | null, templateId: number) {
  const row = await loadTemplate(ctx, actor, templateId);
  return actor && planIncludesTemplate(actor.tier, row.requiredTier)
    ? { ...toTemplateSummary(row), content: row.content }
    : toTemplateSummary(row);
}

/**
 * The full text and name, for preview and download (signed-in callers only: the route declares it).
 * Refused with the plan it needs when the caller's plan does not include the template.
 */
export async function getTemplateContent(ctx: DomainContext, actor: Actor, templateId: number) {
  const row = await loadTemplate(ctx, actor, templateId);
  requireTemplateTier(actor, row);
  return { name: row.name, description: row.description, category: row.category, content: row.content };
}
