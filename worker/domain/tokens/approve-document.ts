import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type ApproveDocumentResultDto, conflict } from "../contract";
import { loadDocument } from "../documents/load-document";
import { approveForOneToken } from "./approve-for-one-token";

export const NOT_PENDING_APPROVAL_MESSAGE = "Only documents pending approval can be approved or rejected.";
export const APPROVAL_RACE_MESSAGE =
  "This document was approved or rejected meanwhile. Reload to see its current state.";

/**
 * Approves a pending document for exactly one token (decision 006): the shared token-spending
 * approval, from pending_approval. The library's status select spends the same way (decision 009).
 */
export async function approveDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<ApproveDocumentResultDto> {
  requirePermission(actor, "document.approve");
  const current = await loadDocument(ctx, actor, documentId);
  if (current.status !== "pending_approval") throw conflict(NOT_PENDING_APPROVAL_MESSAGE);
  const { balance } = await approveForOneToken(ctx, actor, current, {
    changeDescription: "Approved (1 token used)",
    raceMessage: APPROVAL_RACE_MESSAGE,
  });
  return { tokenConsumed: 1, balance };
}
