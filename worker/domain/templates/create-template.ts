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
  nameIsFree,
  requireFreeName,
  templateValues,
  toAdminTemplateDto,
} from "./admin-templates";

/**
 * Adds a template to the library (Create Template). It is listed at once: in the public library
 * when public, for every signed-in person otherwise. The name must be free among live templates.
 */
export async function createTemplate(
  ctx: DomainContext,
  actor: Actor,
  body: TemplateFormBody,
): Promise<AdminTemplateDto> {
  requirePermission(actor, "platform.settings");
  await requireFreeName(ctx, body.name);
  const now = ctx.clock.now();
  try {
    const [, inserted] = await ctx.directory.batch([
      // Another template may have taken the name since the check above.
      batchGuard(ctx.directory, nameIsFree(body.name)),
      ctx.directory
        .insert(templates)
        .values({ ...templateValues(body), createdAt: now, updatedAt: now })
        .returning(),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "template.create",
        targetType: "template",
        // Straight after the insert: last_insert_rowid() is the new template's id.
        targetId: sql`last_insert_rowid()`,
        details: auditDetails(body),
      }),
    ]);
    const row = inserted[0];
    if (!row) throw new Error("The new template was not returned.");
    return toAdminTemplateDto(row);
  } catch (error) {
    if (isGuardFailure(error)) throw conflict(templateNameTakenMessage(body.name));
    throw error;
  }
}
