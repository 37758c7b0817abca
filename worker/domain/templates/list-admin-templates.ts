import { templates } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { AdminTemplateDto } from "../contract";
import { adminTemplateOrder, toAdminTemplateDto } from "./admin-templates";
import { liveTemplate } from "./template-rules";

/**
 * Platform Settings → Template Library: every template in the library, public or not, with its
 * full text, most recently changed first. Retired templates (kept for their documents) are not listed.
 */
export async function listAdminTemplates(ctx: DomainContext, actor: Actor): Promise<AdminTemplateDto[]> {
  requirePermission(actor, "platform.settings");
  const rows = await ctx.directory
    .select()
    .from(templates)
    .where(liveTemplate)
    .orderBy(...adminTemplateOrder);
  return rows.map(toAdminTemplateDto);
}
