import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { auditEvents, companySettings, domainVerifications } from "../../db/schema";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import { AppError, conflict, DOMAIN_LINK_INVALID_MESSAGE } from "../contract";
import type { DomainClaimRow } from "./domain-claims";
import {
  type DomainProofMethod,
  type DomainStanding,
  offerStatements,
  proofRefusal,
  readDomainStanding,
  removeDomainStatement,
  standingStillHolds,
} from "./domain-standing";

export type DomainProof = DomainProofMethod & {
  /** Who proved it: the admin who checked DNS; null for a link followed by someone at the domain. */
  actorUserId: number | null;
};

/**
 * A claim proven: the domain joins the company's authorized domains (from now on it routes
 * sign-ins) and the claim goes, with its audit row, in one batch — if the proof wins the domain
 * (domain-standing.ts, decision 032). A DNS proof that wins over people of other companies makes
 * each of them an offer to join (they are not moved); one that finds another company's proof no
 * longer in DNS takes the domain from it, with an audit row in that company. The standing is read
 * before and checked again inside the batch (decision 012's batchGuard), so two companies proving
 * one domain at once cannot both have it; the guard also needs the claim to still exist (a link
 * followed twice at once adds it once).
 */
export async function completeDomainVerification(
  ctx: DomainContext,
  claim: DomainClaimRow,
  proof: DomainProof,
  attempt = 1,
): Promise<void> {
  const { companyId, domain } = claim;
  const standing = await readDomainStanding(ctx, companyId, domain);
  const refusal = proofRefusal(domain, standing, proof);
  if (refusal) throw conflict(refusal);
  const now = ctx.clock.now();
  try {
    await ctx.directory.batch([
      batchGuard(
        ctx.directory,
        sql`exists (select 1 from ${domainVerifications} where ${domainVerifications.id} = ${claim.id}) and ${standingStillHolds(companyId, domain, standing, proof)}`,
      ),
      ...takeoverStatements(ctx, standing, domain, companyId, now),
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
      // Only a DNS proof gets here with people elsewhere; a takeover's people get offers too.
      ...(proof.method === "dns" ? offerStatements(ctx, companyId, domain, now) : []),
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
          ...(standing.holder ? { takenFromCompanyId: standing.holder.companyId } : {}),
          ...(standing.peopleElsewhere ? { offersMade: true } : {}),
        },
        createdAt: now,
      }),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    // The standing changed meanwhile (another proof, a release): judged again on what is there now.
    const claimLeft = await ctx.directory
      .select({ id: domainVerifications.id })
      .from(domainVerifications)
      .where(eq(domainVerifications.id, claim.id));
    if (claimLeft.length > 0 && attempt < 3)
      return completeDomainVerification(ctx, claim, proof, attempt + 1);
    // Otherwise the claim went meanwhile: proven by a concurrent request, or cancelled.
    throw new AppError("not_found", DOMAIN_LINK_INVALID_MESSAGE);
  }
}

/** Taking the domain from a holder whose TXT record is gone: off its list, with an audit row there. */
function takeoverStatements(
  ctx: DomainContext,
  standing: DomainStanding,
  domain: string,
  companyId: number,
  now: Date,
): BatchItem<"sqlite">[] {
  const holder = standing.holder;
  if (!holder) return [];
  return [
    removeDomainStatement(ctx, holder.companyId, domain, now),
    ctx.directory.insert(auditEvents).values({
      companyId: holder.companyId,
      actorUserId: null,
      action: "settings.update",
      targetType: "company_settings",
      targetId: String(holder.companyId),
      details: {
        field: "authorizedDomains",
        added: [],
        removed: [domain],
        reason: "proven by DNS by another company; this company's TXT record was not there",
        provedByCompanyId: companyId,
      },
      createdAt: now,
    }),
  ];
}
