import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { mayViewTemplate, notFound } from "../contract";
import { toTemplateSummary } from "./list-templates";
import { loadLiveTemplate } from "./template-rules";

async function loadTemplate(ctx: DomainContext, actor: Actor | null, templateId: number) {
  const row = await loadLiveTemplate(ctx, templateId);
  // A visitor cannot tell a signed-in-only template from a missing one.
  if (!actor && !row.isPublic) throw notFound("template");
  return row;
}

/**
 * One template; the full text for every signed-in person, whatever the template's requiredTier
 * (that decides who may generate from it, not who may read it). Visitors get the card's summary,
 * as the library lists it.
 */
export async function getTemplate(ctx: DomainContext, actor: Actor | null, templateId: number) {
  const row = await loadTemplate(ctx, actor, templateId);
  return mayViewTemplate(actor?.tier ?? null)
    ? { ...toTemplateSummary(row), content: row.content }
    : toTemplateSummary(row);
}

/** The full text and name, for preview and download (signed-in callers only: the route declares it). */
export async function getTemplateContent(ctx: DomainContext, actor: Actor, templateId: number) {
  const row = await loadTemplate(ctx, actor, templateId);
  return { name: row.name, description: row.description, category: row.category, content: row.content };
}
