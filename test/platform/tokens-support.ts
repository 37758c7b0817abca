// Token administration tests' own helpers: a pending token request, and reading back the rows a
// credit writes.
import type { TokenRequestStatus } from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { auditEvents, emailOutbox, tokenRequests, tokenTransactions } from "../../worker/db/schema";
import { type Company, domain, tokenBalanceOf } from "../support/fixtures";

export interface RequestOptions {
  requestedTokens?: number;
  status?: TokenRequestStatus;
  contactEmail?: string;
  requestedByUserId?: number | null;
}

/** A token request of the company, pending unless told otherwise. */
export async function createTokenRequest(company: Company, options: RequestOptions = {}) {
  const [row] = await domain()
    .companyDb.insert(tokenRequests)
    .values({
      companyId: company.id,
      requestedByUserId: options.requestedByUserId ?? null,
      requestedTokens: options.requestedTokens ?? 25,
      businessJustification: "Quarterly refresh of our HR policies.",
      urgency: "high",
      contactEmail: options.contactEmail ?? `contact-${crypto.randomUUID().slice(0, 8)}@example.test`,
      status: options.status ?? "pending",
    })
    .returning();
  return row!;
}

export const findRequest = async (id: number) =>
  (await domain().companyDb.select().from(tokenRequests).where(eq(tokenRequests.id, id)))[0]!;

/** The company's ledger (oldest first). */
export const ledgerOf = (companyId: number) =>
  domain()
    .companyDb.select()
    .from(tokenTransactions)
    .where(eq(tokenTransactions.companyId, companyId))
    .orderBy(tokenTransactions.id);

/** The balance row's figures, or zeros without one. */
export async function figuresOf(companyId: number) {
  const row = await tokenBalanceOf(companyId);
  return { balance: row?.balance ?? 0, used: row?.used ?? 0, purchased: row?.purchased ?? 0 };
}

/** Audit rows with this action about this company (details.companyId). */
export async function auditAbout(companyId: number, action: string) {
  const rows = await domain().companyDb.select().from(auditEvents).where(eq(auditEvents.action, action));
  return rows.filter((row) => row.details?.companyId === companyId);
}

export const mailsTo = (address: string) =>
  domain()
    .companyDb.select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, "token_request_processed")));

/** A unique invoice number for this test. */
export const invoice = () => `INV-${crypto.randomUUID().slice(0, 8)}`;
