import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type DocumentStatus, statusChangeSpendsToken, usesTokenCredits } from "../contract";
import { readTokenBalance } from "../tokens/get-token-balance";
import { loadDocument } from "./load-document";

export interface StatusChangeCost {
  /** Tokens the change would spend: 1 for a move into Approved on Pay Per Use, else 0. */
  tokens: 0 | 1;
  /** The document as it is now (null when nothing is spent: it was not read). */
  document: { id: number; title: string; status: DocumentStatus; version: number } | null;
  /** The company's balance when a token would be spent. */
  balance: number | null;
}

/**
 * What choosing `status` would cost, so a form without JavaScript can ask before a token is spent
 * (routes/documents.tsx) by the same rule the change itself applies (updateDocument).
 */
export async function statusChangeCost(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
  status: DocumentStatus,
): Promise<StatusChangeCost> {
  requirePermission(actor, "library.write");
  if (!usesTokenCredits(actor.tier)) return { tokens: 0, document: null, balance: null };
  const current = await loadDocument(ctx, actor, documentId);
  if (!statusChangeSpendsToken(actor.tier, current.status, status))
    return { tokens: 0, document: null, balance: null };
  const { balance } = await readTokenBalance(ctx, actor.companyId);
  const { id, title, version } = current;
  return { tokens: 1, document: { id, title, status: current.status, version }, balance };
}
