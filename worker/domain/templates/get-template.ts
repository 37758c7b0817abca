import { eq } from "drizzle-orm";
import { templates } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { notFound } from "../contract";
import { toTemplateSummary } from "./list-templates";

async function loadTemplate(ctx: DomainContext, actor: Actor | null, templateId: number) {
  const [row] = await ctx.db.select().from(templates).where(eq(templates.id, templateId));
  // A visitor cannot tell a signed-in-only template from a missing one.
  if (!row || (!actor && !row.isPublic)) throw notFound("template");
  return row;
}

/** One template; the full text only for signed-in people. */
export async function getTemplate(ctx: DomainContext, actor: Actor | null, templateId: number) {
  const row = await loadTemplate(ctx, actor, templateId);
  return actor ? { ...toTemplateSummary(row), content: row.content } : toTemplateSummary(row);
}

/** The full text and name, for preview and download (signed-in callers only: the route declares it). */
export async function getTemplateContent(ctx: DomainContext, actor: Actor, templateId: number) {
  const row = await loadTemplate(ctx, actor, templateId);
  return { name: row.name, description: row.description, category: row.category, content: row.content };
}
