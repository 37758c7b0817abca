import { and, eq, isNull, sql } from "drizzle-orm";
import { companies, companyPeople, companySettings, tokenBalances, tokenRequests } from "../../db/schema";
import type { Database, DomainContext } from "../context";
import { notFound, type PlatformTokenRequestDto } from "../contract";

// The reads token administration shares: a company that is not in the recycle bin, and a token
// request with its company's name and who asked.

/** Companies in the recycle bin are neither listed nor credited here: their id reads as missing. */
export const activeCompany = isNull(companies.deletedAt);

/** A condition for `batchGuard` in a batch through the directory: the company is not in the recycle bin. */
export const companyStillActive = (companyId: number) =>
  sql`exists (select 1 from ${companies} where ${companies.id} = ${companyId} and ${companies.deletedAt} is null)`;

export interface CreditTarget {
  id: number;
  name: string;
  displayName: string | null;
  tier: (typeof companies.$inferSelect)["tier"];
  /** The company's e-mail service switch (company settings; on when it has no settings row). */
  emailServiceEnabled: boolean;
  /** The company database that holds its balance, ledger and requests (decision 027). */
  databaseNumber: number;
}

/** A company outside the recycle bin, or 404. */
export async function findActiveCompany(ctx: DomainContext, companyId: number): Promise<CreditTarget> {
  const [row] = await ctx.directory
    .select({
      id: companies.id,
      name: companies.name,
      displayName: companies.displayName,
      tier: companies.tier,
      databaseNumber: companies.databaseNumber,
      emailServiceEnabled: companySettings.emailServiceEnabled,
    })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(and(eq(companies.id, companyId), activeCompany))
    .limit(1);
  if (!row) throw notFound("company");
  return { ...row, emailServiceEnabled: row.emailServiceEnabled ?? true };
}

/** The select list of a request as the admin sees it (with its requester; the company is added). */
const requestFields = {
  request: tokenRequests,
  requesterFirstName: companyPeople.firstName,
  requesterLastName: companyPeople.lastName,
  requesterEmail: companyPeople.email,
};

export type RequestJoinRow = {
  request: typeof tokenRequests.$inferSelect;
  companyName: string;
  requesterFirstName: string | null;
  requesterLastName: string | null;
  requesterEmail: string | null;
};

/**
 * token_requests in one company database, with their requester if still a user (from the company
 * database's copy of its people). Their companies are in the directory: the caller adds them.
 */
export const selectRequests = (db: Database) =>
  db
    .select(requestFields)
    .from(tokenRequests)
    .leftJoin(
      companyPeople,
      and(
        eq(companyPeople.id, tokenRequests.requestedByUserId),
        eq(companyPeople.companyId, tokenRequests.companyId),
      ),
    );

export function toPlatformTokenRequestDto(row: RequestJoinRow): PlatformTokenRequestDto {
  const { request } = row;
  const name = [row.requesterFirstName, row.requesterLastName].filter(Boolean).join(" ");
  return {
    id: request.id,
    companyId: request.companyId,
    companyName: row.companyName,
    requestedByName: row.requesterEmail === null ? null : name || row.requesterEmail,
    requestedByEmail: row.requesterEmail,
    requestedTokens: request.requestedTokens,
    urgency: request.urgency,
    status: request.status,
    businessJustification: request.businessJustification,
    contactEmail: request.contactEmail,
    contactPhone: request.contactPhone,
    adminNotes: request.adminNotes,
    tokensAdded: request.tokensAdded,
    processedAt: request.processedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}

/** The company's balance row as it is now (zeros without one). */
export async function balanceOf(db: Database, companyId: number) {
  const [row] = await db.select().from(tokenBalances).where(eq(tokenBalances.companyId, companyId));
  return row ?? null;
}
