import { and, eq, sql } from "drizzle-orm";
import { companies, creditedInvoices, type tokenTransactions } from "../../db/schema";
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
import { forCompanyDatabase } from "../platform/company-placement";
import { creditStatements, upgradeOnCredit } from "./credit-statements";
import { balanceOf, companyStillActive, findActiveCompany } from "./platform-token-rows";

/**
 * Credits tokens to a company against an invoice (Token Management → Add Credits). An invoice
 * number credits once, whichever company it was for: the read below gives the clear message, and
 * the directory's credited_invoices (its primary key) decides when two additions race. Three
 * steps, because the invoices are platform-wide and the ledger is the company's (decision 027):
 * 1. the directory claims the invoice, guarded on the company being outside the recycle bin;
 * 2. the company's database writes the balance, the ledger entry and the audit row in one batch —
 *    if that fails, the claim is given back, so nothing was credited and the invoice is still free;
 * 3. a Freemium company moves to per_document, once the credit is committed (upgradeOnCredit).
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
  await claimInvoice(ctx, { invoiceNumber, companyId: company.id, amount: body.amount }, now);
  // The balance and the ledger are in the database that holds the company.
  const { companyDb: db } = forCompanyDatabase(ctx, company.databaseNumber);
  let ledger: Array<typeof tokenTransactions.$inferSelect>;
  try {
    [, ledger] = await db.batch([
      ...creditStatements(
        db,
        actor,
        { companyId: company.id, amount: body.amount, description: body.description, invoiceNumber },
        now,
      ),
      auditEventStatement(db, ctx.clock, actor, {
        action: "tokens.credits_added",
        targetType: "company",
        targetId: company.id,
        details: { companyId: company.id, amount: body.amount, invoiceNumber, description: body.description },
      }),
    ]);
  } catch (error) {
    await releaseInvoice(ctx, invoiceNumber, company.id).catch((undo: unknown) =>
      ctx.log.error("tokens: an invoice stays claimed for a credit that was not written", undo, {
        companyId: company.id,
        invoiceNumber,
      }),
    );
    throw error;
  }
  const upgraded = await upgradeOnCredit(ctx, actor, { companyId: company.id, amount: body.amount }, now);
  const transaction = ledger[0]!;
  const balance = (await balanceOf(db, company.id))!;
  return {
    company: {
      id: company.id,
      name: company.name,
      displayName: company.displayName,
      tier: upgraded ? "per_document" : company.tier,
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
    upgradedToPerDocument: upgraded,
  };
}

/** Step 1: the invoice is this company's credit from now on (409 if another got there first, 404 if the company was binned). */
async function claimInvoice(
  ctx: DomainContext,
  claim: typeof creditedInvoices.$inferInsert,
  now: Date,
): Promise<void> {
  try {
    await ctx.directory.batch([
      // Moved to the recycle bin since the read above: nothing is credited.
      batchGuard(ctx.directory, companyStillActive(claim.companyId)),
      ctx.directory.insert(creditedInvoices).values({ ...claim, createdAt: now }),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw notFound("company");
    const failure = constraintFailure(error);
    if (failure?.kind === "unique" && failure.detail.includes("invoice_number"))
      throw conflict(
        invoiceAlreadyCreditedMessage(claim.invoiceNumber, await findInvoiceCredit(ctx, claim.invoiceNumber)),
      );
    throw error;
  }
}

async function releaseInvoice(ctx: DomainContext, invoiceNumber: string, companyId: number): Promise<void> {
  await ctx.directory
    .delete(creditedInvoices)
    .where(and(eq(creditedInvoices.invoiceNumber, invoiceNumber), eq(creditedInvoices.companyId, companyId)));
}

/** The credit an invoice number already made, with the company it went to. */
async function findInvoiceCredit(ctx: DomainContext, invoiceNumber: string) {
  const [row] = await ctx.directory
    .select({
      companyName: sql<string>`coalesce(${companies.name}, 'a deleted company')`,
      amount: creditedInvoices.amount,
      createdAt: creditedInvoices.createdAt,
    })
    .from(creditedInvoices)
    .leftJoin(companies, eq(companies.id, creditedInvoices.companyId))
    .where(eq(creditedInvoices.invoiceNumber, invoiceNumber))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}
