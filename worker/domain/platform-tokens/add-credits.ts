import { eq, sql } from "drizzle-orm";
import { companies, tokenTransactions } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import {
  type AddCreditsBody,
  type AddCreditsResultDto,
  conflict,
  invoiceAlreadyCreditedMessage,
  notFound,
} from "../contract";
import { creditStatements } from "./credit-statements";
import { balanceOf, companyStillActive, findActiveCompany } from "./platform-token-rows";

/**
 * Credits tokens to a company against an invoice (Token Management → Add Credits). An invoice
 * number credits once, whichever company it was for: the read below gives the clear message, and
 * the unique index on token_transactions.invoice_number decides when two additions race. The
 * balance, the ledger entry, a Freemium company's upgrade to per_document and the audit rows are
 * one batch; the company must still be outside the recycle bin when it runs.
 */
export async function addCredits(
  ctx: DomainContext,
  actor: Actor,
  companyId: number,
  body: AddCreditsBody,
): Promise<AddCreditsResultDto> {
  requirePermission(actor, "platform.customers");
  const company = await findActiveCompany(ctx, companyId);
  const invoiceNumber = body.invoiceNumber;
  const earlier = await findInvoiceCredit(ctx, invoiceNumber);
  if (earlier) throw conflict(invoiceAlreadyCreditedMessage(invoiceNumber, earlier));

  const now = ctx.clock.now();
  let ledger: Array<typeof tokenTransactions.$inferSelect>;
  let upgraded: Array<{ id: number }>;
  try {
    [, , ledger, upgraded] = await ctx.db.batch([
      // Moved to the recycle bin since the read above: nothing is credited.
      batchGuard(ctx.db, companyStillActive(company.id)),
      ...creditStatements(
        ctx,
        actor,
        { companyId: company.id, amount: body.amount, description: body.description, invoiceNumber },
        now,
      ),
      auditEventStatement(ctx.db, ctx.clock, actor, {
        action: "tokens.credits_added",
        targetType: "company",
        targetId: company.id,
        details: { companyId: company.id, amount: body.amount, invoiceNumber, description: body.description },
      }),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw notFound("company");
    const failure = constraintFailure(error);
    if (failure?.kind === "unique" && failure.detail.includes("invoice_number"))
      throw conflict(
        invoiceAlreadyCreditedMessage(invoiceNumber, await findInvoiceCredit(ctx, invoiceNumber)),
      );
    throw error;
  }
  const transaction = ledger[0]!;
  const balance = (await balanceOf(ctx, company.id))!;
  return {
    company: {
      id: company.id,
      name: company.name,
      displayName: company.displayName,
      tier: upgraded.length > 0 ? "per_document" : company.tier,
      balance: balance.balance,
      used: balance.used,
      purchased: balance.purchased,
      updatedAt: balance.updatedAt.toISOString(),
    },
    transaction: {
      id: transaction.id,
      companyId: company.id,
      companyName: company.name,
      transactionType: transaction.transactionType,
      description: transaction.description,
      amount: transaction.amount,
      balanceAfter: transaction.balanceAfter,
      invoiceNumber: transaction.invoiceNumber,
      documentId: transaction.documentId,
      createdAt: transaction.createdAt.toISOString(),
    },
    upgradedToPerDocument: upgraded.length > 0,
  };
}

/** The credit an invoice number already made, with the company it went to. */
async function findInvoiceCredit(ctx: DomainContext, invoiceNumber: string) {
  const [row] = await ctx.db
    .select({
      companyName: sql<string>`coalesce(${companies.name}, 'a deleted company')`,
      amount: tokenTransactions.amount,
      createdAt: tokenTransactions.createdAt,
    })
    .from(tokenTransactions)
    .leftJoin(companies, eq(companies.id, tokenTransactions.companyId))
    .where(eq(tokenTransactions.invoiceNumber, invoiceNumber))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}
