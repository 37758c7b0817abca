import { and, eq } from "drizzle-orm";
import { domainVerifications } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { getCompanySettings } from "../company-settings/get-company-settings";
import type { DomainContext } from "../context";
import type { CompanySettingsDto } from "../contract";
import { findDomainClaim } from "./domain-claims";

/** Removes a domain that is still pending verification; a link already mailed for it stops working. */
export async function cancelDomainClaim(
  ctx: DomainContext,
  actor: Actor,
  claimId: number,
): Promise<CompanySettingsDto> {
  requirePermission(actor, "settings.enterprise");
  const claim = await findDomainClaim(ctx, actor, claimId);
  await ctx.directory.batch([
    ctx.directory
      .delete(domainVerifications)
      .where(and(eq(domainVerifications.id, claim.id), eq(domainVerifications.companyId, actor.companyId))),
    auditEventStatement(ctx.directory, ctx.clock, actor, {
      action: "settings.update",
      targetType: "company_settings",
      targetId: actor.companyId,
      details: { field: "authorizedDomains", cancelled: claim.domain },
    }),
  ]);
  return getCompanySettings(ctx, actor);
}
