import { and, eq } from "drizzle-orm";
import { domainVerifications } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { hashToken, newSessionToken } from "../auth/session-token";
import { getCompanySettings } from "../company-settings/get-company-settings";
import type { DomainContext } from "../context";
import { type CompanySettingsDto, DOMAIN_LINK_VALIDITY_MS, type SendDomainLinkBody } from "../contract";
import { queueEmailStatement } from "../mail/queue-email";
import { findDomainClaim } from "./domain-claims";
import { domainLinkEmail } from "./domain-link-email";

/** Where the link leads: the confirmation page (remix-app/routes/verify-domain.tsx). */
export const domainLinkUrl = (appOrigin: string, token: string) => {
  const link = new URL("/verify-domain", appOrigin);
  link.searchParams.set("token", token);
  return link.toString();
};

/**
 * 'Send link': mails a confirmation link for a pending domain to one of its role addresses
 * (admin@, administrator@, hostmaster@, postmaster@, webmaster@ — never one the admin types), where
 * a person must open it and confirm. Only the newest link works (its token's SHA-256 is kept), for
 * 7 days. Platform mail: sent whatever the company's e-mail switch says, as a sign-in mail is.
 */
export async function sendDomainLink(
  ctx: DomainContext,
  actor: Actor,
  claimId: number,
  input: SendDomainLinkBody & { appOrigin: string },
): Promise<CompanySettingsDto> {
  requirePermission(actor, "settings.enterprise");
  const claim = await findDomainClaim(ctx, actor, claimId);
  const to = `${input.mailbox}@${claim.domain}`;
  const token = newSessionToken();
  const now = ctx.clock.now();
  await ctx.directory.batch([
    ctx.directory
      .update(domainVerifications)
      .set({
        emailSentTo: to,
        emailSentAt: now,
        emailTokenHash: await hashToken(token),
        emailExpiresAt: new Date(now.getTime() + DOMAIN_LINK_VALIDITY_MS),
      })
      .where(and(eq(domainVerifications.id, claim.id), eq(domainVerifications.companyId, actor.companyId))),
    queueEmailStatement(ctx.directory, ctx.clock, {
      ...domainLinkEmail(claim.domain, domainLinkUrl(input.appOrigin, token)),
      to,
      companyId: actor.companyId,
      kind: "domain_verification",
    }),
    auditEventStatement(ctx.directory, ctx.clock, actor, {
      action: "settings.update",
      targetType: "company_settings",
      targetId: actor.companyId,
      details: { field: "authorizedDomains", domain: claim.domain, linkSentTo: to },
    }),
  ]);
  return getCompanySettings(ctx, actor);
}
