import {
  can,
  type DocumentSummaryDto,
  type DomainJoinOfferDto,
  type RegistrationLimit,
  type TokenBalanceDto,
  usesTokenCredits,
} from "@charterly/domain/contract";
import {
  type Actor,
  checkRegistrationLimit,
  countDashboardFigures,
  type DashboardFigures,
  getTokenBalance,
  listDocuments,
  listDomainJoinOffers,
  listReviewsDue,
  type ReviewsDue,
} from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";

/** Recent Documents on the dashboard: this many, most recently updated first (spec §9). */
export const RECENT_DOCUMENTS_LIMIT = 5;

/** Pending Document Approvals lists at most this many; the rest wait in the library. */
export const PENDING_APPROVALS_LIMIT = 50;

export function loadDashboardFigures(context: AppLoadContext, actor: Actor): Promise<DashboardFigures> {
  return countDashboardFigures(context.domain, actor);
}

/** The company's latest documents; none for plans without a document library (freemium). */
export async function loadRecentDocuments(
  context: AppLoadContext,
  actor: Actor,
): Promise<DocumentSummaryDto[]> {
  if (!can(actor, "library.read")) return [];
  const page = await listDocuments(context.domain, actor, { limit: RECENT_DOCUMENTS_LIMIT });
  return page.documents;
}

/** 'Reviews due': the person's own documents (admins: the company's); none without a library. */
export async function loadReviewsDue(context: AppLoadContext, actor: Actor): Promise<ReviewsDue | null> {
  if (!can(actor, "library.read")) return null;
  return listReviewsDue(context.domain, actor);
}

/** The Pay Per Use panels' data. A part that could not be read is null: its panel says so. */
export interface TokenPanelData {
  balance: TokenBalanceDto | null;
  pendingDocuments: DocumentSummaryDto[] | null;
  /** More documents wait than the panel lists. */
  morePending: boolean;
}

/** Token balance and documents pending approval, for Pay Per Use companies only (null otherwise). */
export async function loadTokenPanel(context: AppLoadContext, actor: Actor): Promise<TokenPanelData | null> {
  if (!usesTokenCredits(actor.tier)) return null;
  const [balance, pending] = await Promise.allSettled([
    getTokenBalance(context.domain, actor),
    listDocuments(context.domain, actor, { status: "pending_approval", limit: PENDING_APPROVALS_LIMIT }),
  ]);
  for (const failed of [balance, pending]) {
    if (failed.status === "rejected") console.error("dashboard token panel:", failed.reason);
  }
  return {
    balance: balance.status === "fulfilled" ? balance.value : null,
    pendingDocuments: pending.status === "fulfilled" ? pending.value.documents : null,
    morePending: pending.status === "fulfilled" && pending.value.nextCursor !== null,
  };
}

/** The registration-limit banner's first figures (freemium only); the browser polls after that. */
export function loadRegistrationLimit(
  context: AppLoadContext,
  actor: Actor,
): Promise<RegistrationLimit> | null {
  if (actor.tier !== "freemium") return null;
  return checkRegistrationLimit(context.domain, actor);
}

/**
 * An open offer to join the company that proved the person's e-mail domain by DNS (decision 032),
 * or null: the dashboard's notice links to /domain-offer. One read, beside the others.
 */
export async function loadDomainOffer(
  context: AppLoadContext,
  actor: Actor,
): Promise<DomainJoinOfferDto | null> {
  const { offers } = await listDomainJoinOffers(context.domain, actor);
  return offers[0] ?? null;
}
