import { and, eq, isNull } from "drizzle-orm";
import { templates } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import {
  type AppError,
  forbidden,
  mayGenerateFromTemplate,
  notFound,
  type Tier,
  templateRequiresPlanMessage,
} from "../contract";

// The rules every use of a template follows, defined once: which templates are in the library
// (not retired), and whose plan may generate from a template (its requiredTier). Reading the full
// text and downloading the PDF are open to every signed-in plan (`mayViewTemplate`); generating
// asks `requireTemplateGeneration`.

export type TemplateRow = typeof templates.$inferSelect;

/** Templates still in the library: a retired one stays only for the documents generated from it. */
export const liveTemplate = isNull(templates.retiredAt);

/** The live template with this id, as a where clause. */
export const liveTemplateWithId = (templateId: number) => and(eq(templates.id, templateId), liveTemplate);

/** Why a company on `tier` may not generate from a template requiring `requiredTier`, or null when it may. */
export function templateGenerationRefusal(tier: Tier, requiredTier: Tier): AppError | null {
  if (mayGenerateFromTemplate(tier, requiredTier)) return null;
  return forbidden(templateRequiresPlanMessage(requiredTier));
}

/** Throws the refusal when the actor's plan may not generate from the template. */
export function requireTemplateGeneration(
  actor: Pick<Actor, "tier">,
  template: Pick<TemplateRow, "requiredTier">,
) {
  const refusal = templateGenerationRefusal(actor.tier, template.requiredTier);
  if (refusal) throw refusal;
}

/** The live template with this id; a retired or missing one is the same answer: 404. */
export async function loadLiveTemplate(ctx: DomainContext, templateId: number): Promise<TemplateRow> {
  const [row] = await ctx.directory.select().from(templates).where(liveTemplateWithId(templateId)).limit(1);
  if (!row) throw notFound("template");
  return row;
}
