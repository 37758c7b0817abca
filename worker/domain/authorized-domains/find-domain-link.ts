import { eq } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { DomainContext } from "../context";
import { type DomainLinkDto, notFound, shownCompanyName } from "../contract";
import { claimOfLink, type DomainClaimRow } from "./domain-claims";

/**
 * What the confirmation page shows before anyone confirms: the domain, the company that asked (as
 * plain text) and the address the link went to. Opening the link changes nothing — mail scanners
 * open links too; only confirming (confirm-domain-link.ts) does.
 */
export async function findDomainLink(ctx: DomainContext, token: string): Promise<DomainLinkDto> {
  return domainLinkOf(ctx, await claimOfLink(ctx, token));
}

/** The page's view of a claim a link names. */
export async function domainLinkOf(ctx: DomainContext, claim: DomainClaimRow): Promise<DomainLinkDto> {
  const [company] = await ctx.directory
    .select({ name: companies.name, displayName: companies.displayName })
    .from(companies)
    .where(eq(companies.id, claim.companyId))
    .limit(1);
  if (!company) throw notFound("company");
  return { domain: claim.domain, companyName: shownCompanyName(company), mailbox: claim.emailSentTo ?? "" };
}
