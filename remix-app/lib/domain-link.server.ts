import { type DomainLinkDto, isAppError } from "@charterly/domain/contract";
import { confirmDomainLink, findDomainLink } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";

// The confirmation page of a domain's mailed link (routes/verify-domain.tsx, decision 021): what it
// shows, and confirming. A link that does not work, or a domain another company holds by now, is
// the refusal's own message on the page, not an error page.

/** What the link asks (or, once confirmed, what it did), or why it does not work. */
export interface DomainLinkOutcome {
  link: DomainLinkDto | null;
  refusal: string | null;
}

async function outcomeOf(work: () => Promise<DomainLinkDto>): Promise<DomainLinkOutcome> {
  try {
    return { link: await work(), refusal: null };
  } catch (error) {
    if (isAppError(error)) return { link: null, refusal: error.message };
    throw error;
  }
}

/** Opening the link: what it asks; nothing changes (mail scanners open links too). */
export const loadDomainLink = (context: AppLoadContext, token: string) =>
  outcomeOf(() => findDomainLink(context.domain, token));

/** Confirm: the domain is authorized for the company that asked. */
export const confirmDomainLinkFrom = (context: AppLoadContext, token: string) =>
  outcomeOf(() => confirmDomainLink(context.domain, token));
