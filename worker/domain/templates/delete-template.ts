import { sql } from "drizzle-orm";
import { templates } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import type { DeleteTemplateResponse } from "../contract";
import { documentsGeneratedFrom, isLive } from "./admin-templates";
import { liveTemplateWithId, loadLiveTemplate, type TemplateRow } from "./template-rules";

/**
 * Takes a template out of the library. One never used is deleted for good. One that was used to
 * generate documents is retired instead: it leaves the library, the admin list, reading and
 * generation, while those documents keep their link to it and their history. Either way it is gone
 * for callers at once; deleting it again answers 404.
 *
 * "Never used" is the template's own usage count, in the directory with it, checked again in the
 * delete's batch: generation counts a use (guarded on the template being live) before it writes the
 * document in the company's database, so a document on its way is never left pointing at a deleted
 * template, without a transaction across the two databases (decision 027). Documents that refer to
 * it without counting a use (imported or seeded with the link) are counted first, and retire it too.
 */
export async function deleteTemplate(
  ctx: DomainContext,
  actor: Actor,
  templateId: number,
): Promise<DeleteTemplateResponse> {
  requirePermission(actor, "platform.settings");
  const template = await loadLiveTemplate(ctx, templateId);
  if (template.usageCount > 0) return retire(ctx, actor, template);
  const documentCount = await documentsGeneratedFrom(ctx, templateId);
  if (documentCount > 0) return retire(ctx, actor, template);
  try {
    await ctx.directory.batch([
      // Checked again in the batch: a generation may have counted a use since (then it is retired
      // instead), or another delete may have come first (404).
      batchGuard(ctx.directory, sql`${isLive(templateId)} and ${neverUsed(templateId)}`),
      ctx.directory.delete(templates).where(liveTemplateWithId(templateId)),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "template.delete",
        targetType: "template",
        targetId: templateId,
        details: { name: template.name },
      }),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    return retire(ctx, actor, await loadLiveTemplate(ctx, templateId));
  }
  return { templateId, outcome: "deleted", documentCount: 0 };
}

/** SQL: the template's usage count is still 0. */
const neverUsed = (templateId: number) =>
  sql`exists (select 1 from ${templates} where ${templates.id} = ${templateId} and ${templates.usageCount} = 0)`;

async function retire(
  ctx: DomainContext,
  actor: Actor,
  template: TemplateRow,
): Promise<DeleteTemplateResponse> {
  const documentCount = await documentsGeneratedFrom(ctx, template.id);
  const now = ctx.clock.now();
  try {
    await ctx.directory.batch([
      batchGuard(ctx.directory, isLive(template.id)),
      ctx.directory
        .update(templates)
        .set({ retiredAt: now, updatedAt: now })
        .where(liveTemplateWithId(template.id)),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "template.retire",
        targetType: "template",
        targetId: template.id,
        details: { name: template.name, documentCount },
      }),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    // Deleted or retired by another request in between: for this caller it is not there any more.
    await loadLiveTemplate(ctx, template.id);
    throw error;
  }
  return { templateId: template.id, outcome: "retired", documentCount };
}
