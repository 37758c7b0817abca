import { and, eq, sql } from "drizzle-orm";
import { documents, documentVersions, tokenBalances, tokenTransactions } from "../../db/schema";
import type { Actor } from "../access/actor";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import { AppError, type ApproveDocumentResultDto, conflict, INSUFFICIENT_TOKENS_MESSAGE } from "../contract";
import { loadDocument } from "../documents/load-document";
import { countWords } from "../documents/word-count";
import { getTokenBalance } from "./get-token-balance";

export const NOT_PENDING_APPROVAL_MESSAGE = "Only documents pending approval can be approved or rejected.";
export const APPROVAL_RACE_MESSAGE =
  "This document was approved or rejected meanwhile. Reload to see its current state.";

const insufficientTokens = () => new AppError("insufficient_tokens", INSUFFICIENT_TOKENS_MESSAGE);

/**
 * Approves a pending document for exactly one token, atomically: one batch (one D1 transaction)
 * approves the document as version + 1, records that version, takes the token and writes the
 * ledger row. The database, not the read before it, decides under concurrency:
 * - the document update only applies to the pending version that was read; the version row's
 *   document id is NULL unless it did, and the unique (document_id, version) index refuses a
 *   second approval of the same version — either failure rolls everything back;
 * - `token_balances` has CHECK (balance >= 0), so the last token cannot be spent twice;
 * - the ledger row's balance_after is read from token_balances and is NOT NULL, so a company
 *   without a balance row cannot approve.
 */
export async function approveDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<ApproveDocumentResultDto> {
  const current = await loadDocument(ctx, actor, documentId);
  if (current.status !== "pending_approval") throw conflict(NOT_PENDING_APPROVAL_MESSAGE);
  // A clean message for the common case; the CHECK below is what guarantees it.
  if ((await getTokenBalance(ctx, actor)).balance < 1) throw insufficientTokens();

  const companyId = actor.companyId;
  const version = current.version + 1;
  const now = ctx.clock.now();
  let ledger: { balanceAfter: number }[];
  try {
    [, , , ledger] = await ctx.db.batch([
      ctx.db
        .update(documents)
        .set({ status: "approved", version, updatedAt: now })
        .where(
          and(
            eq(documents.id, current.id),
            eq(documents.companyId, companyId),
            eq(documents.status, "pending_approval"),
            eq(documents.version, current.version),
          ),
        ),
      ctx.db.insert(documentVersions).values({
        // NULL — a NOT NULL failure that rolls the batch back — unless the update above applied.
        documentId: sql`(select ${documents.id} from ${documents} where ${documents.id} = ${current.id} and ${documents.status} = 'approved' and ${documents.version} = ${version})`,
        companyId,
        version,
        title: current.title,
        content: current.content,
        status: "approved",
        changeType: "status_changed",
        changeDescription: "Approved (1 token used)",
        changedByUserId: actor.userId,
        changedByName: actor.displayName,
        wordCount: countWords(current.content),
        createdAt: now,
      }),
      ctx.db
        .update(tokenBalances)
        .set({
          balance: sql`${tokenBalances.balance} - 1`,
          used: sql`${tokenBalances.used} + 1`,
          updatedAt: now,
        })
        .where(eq(tokenBalances.companyId, companyId)),
      ctx.db
        .insert(tokenTransactions)
        .values({
          companyId,
          transactionType: "usage",
          amount: -1,
          balanceAfter: sql`(select ${tokenBalances.balance} from ${tokenBalances} where ${tokenBalances.companyId} = ${companyId})`,
          description: `Document approved: ${current.title}`,
          documentId: current.id,
          createdByUserId: actor.userId,
          createdAt: now,
        })
        .returning({ balanceAfter: tokenTransactions.balanceAfter }),
    ]);
  } catch (error) {
    const failure = constraintFailure(error);
    if (failure?.kind === "check") throw insufficientTokens();
    if (failure?.kind === "not_null" && failure.detail.includes("token_transactions"))
      throw insufficientTokens();
    if (failure) throw conflict(APPROVAL_RACE_MESSAGE);
    throw error;
  }
  return { tokenConsumed: 1, balance: ledger[0]!.balanceAfter };
}
