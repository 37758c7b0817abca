import { and, eq } from "drizzle-orm";
import { auditEvents, companySettings, domainJoinOffers } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import {
  conflict,
  DOMAIN_NOT_HELD_MESSAGE,
  notFound,
  type ReleaseDomainBody,
  type ReleaseDomainResponse,
} from "../contract";
import { findCustomerCompany } from "../customers/customer-rules";
import { removeDomainStatement } from "./domain-standing";

/**
 * A platform admin releases a proven e-mail domain from a company (decision 032): it stops routing
 * sign-ins there, the offers the company made for it go, and from then on another company can
 * prove it. The company's people are not touched. Audited twice: in the company's trail (its
 * settings changed) and as the platform admin's act. A domain the company does not hold: 409.
 */
export async function releaseAuthorizedDomain(
  ctx: DomainContext,
  actor: Actor,
  companyId: number,
  body: ReleaseDomainBody,
): Promise<ReleaseDomainResponse> {
  requirePermission(actor, "platform.customers");
  const { domain } = body;
  const [, settingsRows] = await Promise.all([
    findCustomerCompany(ctx, companyId),
    ctx.directory
      .select({ authorizedDomains: companySettings.authorizedDomains })
      .from(companySettings)
      .where(eq(companySettings.companyId, companyId)),
  ]);
  const settings = settingsRows[0];
  if (!settings) throw notFound("company");
  if (!settings.authorizedDomains.includes(domain)) throw conflict(DOMAIN_NOT_HELD_MESSAGE(domain));
  const now = ctx.clock.now();
  const [, , , , [after]] = await ctx.directory.batch([
    removeDomainStatement(ctx, companyId, domain, now),
    ctx.directory
      .delete(domainJoinOffers)
      .where(and(eq(domainJoinOffers.companyId, companyId), eq(domainJoinOffers.domain, domain))),
    ctx.directory.insert(auditEvents).values({
      companyId,
      actorUserId: actor.userId,
      action: "settings.update",
      targetType: "company_settings",
      targetId: String(companyId),
      details: { field: "authorizedDomains", added: [], removed: [domain], releasedByPlatformAdmin: true },
      createdAt: now,
    }),
    auditEventStatement(ctx.directory, ctx.clock, actor, {
      action: "company.domain_release",
      targetType: "company",
      targetId: companyId,
      details: { domain },
    }),
    ctx.directory
      .select({ authorizedDomains: companySettings.authorizedDomains })
      .from(companySettings)
      .where(eq(companySettings.companyId, companyId)),
  ]);
  return { companyId, domain, authorizedDomains: after?.authorizedDomains ?? [] };
}
