import type { DomainContext } from "../context";
import type { DomainLinkDto } from "../contract";
import { completeDomainVerification } from "./complete-domain-verification";
import { claimOfLink } from "./domain-claims";
import { domainLinkOf } from "./find-domain-link";

/**
 * 'Confirm' on the page a mailed link opens: someone at the domain says it belongs to the company
 * that asked, and it is authorized. Refused (409) when another company holds the domain by now.
 */
export async function confirmDomainLink(ctx: DomainContext, token: string): Promise<DomainLinkDto> {
  const claim = await claimOfLink(ctx, token);
  const shown = await domainLinkOf(ctx, claim);
  await completeDomainVerification(ctx, claim, {
    method: "email",
    askedBy: shown.companyName,
    actorUserId: null,
  });
  return shown;
}
