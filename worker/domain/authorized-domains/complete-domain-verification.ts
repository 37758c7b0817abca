import { eq, sql } from "drizzle-orm";
import { auditEvents, companySettings, domainVerifications } from "../../db/schema";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import { AppError, DOMAIN_LINK_INVALID_MESSAGE } from "../contract";
import {
  type DomainClaimRow,
  peopleElsewhere,
  refuseDomainHeldElsewhere,
  verifiedElsewhere,
} from "./domain-claims";

export interface DomainProof {
  method: "dns" | "email";
  /** Who proved it: the admin who checked DNS; null for a link followed by someone at the domain. */
  actorUserId: number | null;
}

/**
 * A claim proven: the domain joins the company's authorized domains (from now on it routes
 * sign-ins) and the claim goes, with its audit row, in one batch. Whether another company holds
 * the domain (verified, or its people) is checked before and again inside the batch
 * (decision 012's batchGuard), so two companies proving one domain at once cannot both have it;
 * the guard also needs the claim to still exist (a link followed twice at once adds it once).
 */
export async function completeDomainVerification(
  ctx: DomainContext,
  claim: DomainClaimRow,
  proof: DomainProof,
) {
  const { companyId, domain } = claim;
  await refuseDomainHeldElsewhere(ctx, companyId, domain);
  const now = ctx.clock.now();
  try {
    await ctx.directory.batch([
      batchGuard(
        ctx.directory,
        sql`exists (select 1 from ${domainVerifications} where ${domainVerifications.id} = ${claim.id}) and not ${verifiedElsewhere(companyId, domain)} and not ${peopleElsewhere(companyId, domain)}`,
      ),
      ctx.directory
        .insert(companySettings)
        .values({ companyId, authorizedDomains: [domain], updatedAt: now })
        .onConflictDoUpdate({
          target: companySettings.companyId,
          set: {
            authorizedDomains: sql`json_insert(${companySettings.authorizedDomains}, '$[#]', ${domain})`,
            updatedAt: now,
          },
        }),
      ctx.directory.delete(domainVerifications).where(eq(domainVerifications.id, claim.id)),
      ctx.directory.insert(auditEvents).values({
        companyId,
        actorUserId: proof.actorUserId,
        action: "settings.update",
        targetType: "company_settings",
        targetId: String(companyId),
        details: {
          field: "authorizedDomains",
          added: [domain],
          removed: [],
          provedBy: proof.method,
          ...(proof.method === "email" ? { linkSentTo: claim.emailSentTo } : {}),
        },
        createdAt: now,
      }),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    await refuseDomainHeldElsewhere(ctx, companyId, domain);
    // Otherwise the claim went meanwhile: proven by a concurrent request, or cancelled.
    throw new AppError("not_found", DOMAIN_LINK_INVALID_MESSAGE);
  }
}
