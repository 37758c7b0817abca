import { eq, sql } from "drizzle-orm";
import { companySettings, domainVerifications } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { loadCompanySettingsRow } from "../company-settings/company-settings-row";
import { getCompanySettings } from "../company-settings/get-company-settings";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import {
  type ClaimDomainBody,
  type CompanySettingsDto,
  conflict,
  DOMAIN_ALREADY_LISTED_MESSAGE,
  invalidInput,
  MAX_AUTHORIZED_DOMAINS,
} from "../contract";
import { newDomainToken } from "./domain-claims";

/**
 * Add Domain: claims an e-mail domain for the caller's company. It shows as "Pending verification"
 * and lets nobody in until its ownership is proven: a TXT record with the company's token
 * (verify-domain-by-dns.ts) or a link mailed to a role address there and followed
 * (send-domain-link.ts, confirm-domain-link.ts). Refused with 409 only when it is already on the
 * company's lists: a claim is free and routes nobody, the proof decides who wins the domain
 * (domain-standing.ts, decision 032) — another company's people or proof there does not stop a
 * claim. The body's schema has refused malformed domains and public mail providers. The company's
 * DNS token is made with its first claim.
 */
export async function claimAuthorizedDomain(
  ctx: DomainContext,
  actor: Actor,
  body: ClaimDomainBody,
): Promise<CompanySettingsDto> {
  requirePermission(actor, "settings.enterprise");
  const { domain } = body;
  const [settings, claims] = await Promise.all([
    loadCompanySettingsRow(ctx, actor.companyId),
    ctx.directory
      .select({ domain: domainVerifications.domain })
      .from(domainVerifications)
      .where(eq(domainVerifications.companyId, actor.companyId)),
  ]);
  const listed = [...settings.authorizedDomains, ...claims.map((claim) => claim.domain)];
  if (listed.includes(domain)) throw conflict(DOMAIN_ALREADY_LISTED_MESSAGE(domain));
  if (listed.length >= MAX_AUTHORIZED_DOMAINS) {
    const message = `At most ${MAX_AUTHORIZED_DOMAINS} authorized domains, pending ones included.`;
    throw invalidInput(message, { domain: message });
  }

  const now = ctx.clock.now();
  const token = newDomainToken();
  try {
    await ctx.directory.batch([
      ctx.directory
        .insert(companySettings)
        .values({ companyId: actor.companyId, domainVerificationToken: token, updatedAt: now })
        .onConflictDoUpdate({
          target: companySettings.companyId,
          set: {
            domainVerificationToken: sql`coalesce(${companySettings.domainVerificationToken}, ${token})`,
          },
        }),
      ctx.directory
        .insert(domainVerifications)
        .values({ companyId: actor.companyId, domain, requestedByUserId: actor.userId, createdAt: now }),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "settings.update",
        targetType: "company_settings",
        targetId: actor.companyId,
        details: { field: "authorizedDomains", claimed: domain },
      }),
    ]);
  } catch (error) {
    // The same claim sent twice at once: the unique (company, domain) index lets one in.
    if (constraintFailure(error)?.kind === "unique") throw conflict(DOMAIN_ALREADY_LISTED_MESSAGE(domain));
    throw error;
  }
  return getCompanySettings(ctx, actor);
}
