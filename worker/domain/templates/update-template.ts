import { sql } from "drizzle-orm";
import { templates } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  type AdminTemplateDto,
  conflict,
  type TemplateFormBody,
  templateNameTakenMessage,
} from "../contract";
import {
  auditDetails,
  isLive,
  nameIsFree,
  requireFreeName,
  templateValues,
  toAdminTemplateDto,
} from "./admin-templates";
import { liveTemplateWithId, loadLiveTemplate } from "./template-rules";

/**
 * Saves the Edit Template dialog: every field is replaced. Documents generated earlier keep their
 * text; the change applies to what is read, downloaded and generated from now on. A retired
 * template cannot be edited (404), and the name must stay free among live templates.
 */
export async function updateTemplate(
  ctx: DomainContext,
  actor: Actor,
  templateId: number,
  body: TemplateFormBody,
): Promise<AdminTemplateDto> {
  requirePermission(actor, "platform.settings");
  const before = await loadLiveTemplate(ctx, templateId);
  await requireFreeName(ctx, body.name, templateId);
  const changed = changedFields(before, body);
  try {
    const [, updated] = await ctx.directory.batch([
      // Checked again in the batch: the name may have been taken, or the template deleted, since.
      batchGuard(ctx.directory, sql`${isLive(templateId)} and ${nameIsFree(body.name, templateId)}`),
      ctx.directory
        .update(templates)
        .set({ ...templateValues(body), updatedAt: ctx.clock.now() })
        .where(liveTemplateWithId(templateId))
        .returning(),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "template.update",
        targetType: "template",
        targetId: templateId,
        details: { ...auditDetails(body), changed },
      }),
    ]);
    const row = updated[0];
    if (!row) throw new Error("The updated template was not returned.");
    return toAdminTemplateDto(row);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    await loadLiveTemplate(ctx, templateId);
    throw conflict(templateNameTakenMessage(body.name));
  }
}

const FIELDS = [
  "name",
  "description",
  "category",
  "content",
  "previewContent",
  "isPublic",
  "requiredTier",
] as const;

/** The fields the edit changes, for the audit row. */
function changedFields(before: typeof templates.$inferSelect, body: TemplateFormBody): string[] {
  return FIELDS.filter((field) => before[field] !== body[field]);
}
