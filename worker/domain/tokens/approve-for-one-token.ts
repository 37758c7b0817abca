import { and, eq, sql } from "drizzle-orm";
import { documents, documentVersions, tokenBalances, tokenTransactions } from "../../db/schema";
import type { Actor } from "../access/actor";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import { AppError, conflict, INSUFFICIENT_TOKENS_MESSAGE } from "../contract";
import { summarizeChange } from "../documents/change-summary";
import type { DocumentMetaRow, DocumentRow } from "../documents/document-dto";
import { addPlainChangeSummaries } from "../documents/plain-change-summary";
import { lifecycleDatesAfter } from "../documents/review-dates";
import { latestVersionInForce } from "../documents/version-in-force";
import { countWords } from "../documents/word-count";
import { documentIndexUpdate } from "../knowledge/document-index";
import { readTokenBalance } from "./get-token-balance";

const insufficientTokens = () => new AppError("insufficient_tokens", INSUFFICIENT_TOKENS_MESSAGE);

export interface TokenApproval {
  /** The version entry's wording ("Approved (1 token used)"). */
  changeDescription: string;
  /** The 409 message when another change got to the document first. */
  raceMessage: string;
}

/**
 * Moves a document into Approved for exactly one token, atomically — the one way a Pay Per Use
 * document is approved, whether from the approval panel (pending_approval) or the library's status
 * select (draft, under_review, archived). The caller has checked `document.approve` and that the
 * move is allowed from `current.status`. One batch (one D1 transaction) approves the document as
 * version + 1, records that version, takes the token and writes the ledger row; the database, not
 * the reads before it, decides under concurrency:
 * - the document update only applies to the status and version that were read; the version row's
 *   document id is NULL unless it did, and the unique (document_id, version) index refuses a
 *   second approval of the same version — either failure rolls everything back (409 `raceMessage`);
 * - `token_balances` has CHECK (balance >= 0), so the last token cannot be spent twice (402);
 * - the ledger row's balance_after is read from token_balances and is NOT NULL, so a company
 *   without a balance row cannot approve (402).
 * The approved version's passages replace the document's in the knowledge index, in the same batch.
 * The version row stores what changed since the version in force before it (decision 016); with a
 * real AI model, its plain summary is added after the batch committed.
 */
export async function approveForOneToken(
  ctx: DomainContext,
  actor: Actor,
  current: DocumentRow,
  approval: TokenApproval,
): Promise<{ document: DocumentRow; balance: number }> {
  // A clean message for the common case; the CHECK below is what guarantees it.
  if ((await readTokenBalance(ctx, actor.companyId)).balance < 1) throw insufficientTokens();

  const companyId = actor.companyId;
  const version = current.version + 1;
  const now = ctx.clock.now();
  // The approved version's passages enter the knowledge index in the same batch (decision 011).
  const index = await documentIndexUpdate(ctx, { ...current, status: "approved", version }, current);
  // Read before the batch like the document: a write in between bumped the version, so this fails.
  const changeSummary = summarizeChange(
    await latestVersionInForce(ctx, companyId, current.id),
    current.content,
  );
  let updated: DocumentMetaRow[];
  let ledger: { balanceAfter: number }[];
  try {
    [updated, , , ledger] = await ctx.companyDb.batch([
      ctx.companyDb
        .update(documents)
        .set({
          status: "approved",
          archiveReason: null,
          version,
          updatedAt: now,
          ...lifecycleDatesAfter(
            current,
            { ...current, status: "approved" },
            current.reviewIntervalMonths,
            now,
          ),
        })
        .where(
          and(
            eq(documents.id, current.id),
            eq(documents.companyId, companyId),
            eq(documents.status, current.status),
            eq(documents.version, current.version),
          ),
        )
        .returning(),
      ctx.companyDb.insert(documentVersions).values({
        // NULL — a NOT NULL failure that rolls the batch back — unless the update above applied.
        documentId: sql`(select ${documents.id} from ${documents} where ${documents.id} = ${current.id} and ${documents.status} = 'approved' and ${documents.version} = ${version})`,
        companyId,
        version,
        title: current.title,
        content: current.content,
        status: "approved",
        changeType: "status_changed",
        changeDescription: approval.changeDescription,
        changedByUserId: actor.userId,
        changedByName: actor.displayName,
        wordCount: countWords(current.content),
        changeSummary,
        createdAt: now,
      }),
      ctx.companyDb
        .update(tokenBalances)
        .set({
          balance: sql`${tokenBalances.balance} - 1`,
          used: sql`${tokenBalances.used} + 1`,
          updatedAt: now,
        })
        .where(eq(tokenBalances.companyId, companyId)),
      ctx.companyDb
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
      ...index.statements,
    ]);
  } catch (error) {
    const failure = constraintFailure(error);
    if (failure?.kind === "check") throw insufficientTokens();
    if (failure?.kind === "not_null" && failure.detail.includes("token_transactions"))
      throw insufficientTokens();
    if (failure) throw conflict(approval.raceMessage);
    throw error;
  }
  const row = updated[0];
  // Unreachable while the guards above hold: without the update the version row cannot be written.
  if (!row) throw conflict(approval.raceMessage);
  await index.afterCommit();
  await addPlainChangeSummaries(ctx, companyId, [
    { documentId: current.id, version, summary: changeSummary },
  ]);
  return {
    document: { ...row, content: current.content, ownerName: current.ownerName },
    balance: ledger[0]!.balanceAfter,
  };
}
