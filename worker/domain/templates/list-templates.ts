import { and, asc, eq } from "drizzle-orm";
import { templates } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import type { TemplateSummaryDto } from "../contract";
import { liveTemplate } from "./template-rules";

const templateSummaryColumns = {
  id: templates.id,
  name: templates.name,
  description: templates.description,
  category: templates.category,
  isPublic: templates.isPublic,
  previewContent: templates.previewContent,
  requiredTier: templates.requiredTier,
  usageCount: templates.usageCount,
  updatedAt: templates.updatedAt,
};

type SummaryRow = { [K in keyof typeof templateSummaryColumns]: (typeof templates.$inferSelect)[K] };

/** Only the listed fields: a full row passed in must not leak its `content`. */
export const toTemplateSummary = (row: SummaryRow): TemplateSummaryDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  category: row.category,
  isPublic: row.isPublic,
  previewContent: row.previewContent,
  requiredTier: row.requiredTier,
  usageCount: row.usageCount,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The library: everyone signed in sees and opens every template (a plan decides who may generate
 * from one); visitors see the public ones only. Retired templates are not listed.
 */
export async function listTemplates(ctx: DomainContext, actor: Actor | null): Promise<TemplateSummaryDto[]> {
  const rows = await ctx.directory
    .select(templateSummaryColumns)
    .from(templates)
    .where(actor ? liveTemplate : and(liveTemplate, eq(templates.isPublic, true)))
    .orderBy(asc(templates.category), asc(templates.name));
  return rows.map(toTemplateSummary);
}
