import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { companies, documents, users } from "../../db/schema";
import { batchGuard } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  type CustomerCompanyDto,
  forbidden,
  isPlatformAdmin,
  notFound,
  SYSTEM_ADMIN_TIER_RESERVED_MESSAGE,
  SYSTEM_COMPANY_ID,
  SYSTEM_COMPANY_TIER_MESSAGE,
  type Tier,
} from "../contract";
import { companyStillActive } from "../platform-tokens/platform-token-rows";

// What Customer Management reads and the rules it keeps. Platform administrators act across
// companies on purpose (platform.customers); a company in the recycle bin is out of sight: never
// listed, counted, exported or changed here (the recycle bin restores it).

/** Companies that are not in the recycle bin. */
export const activeCompany = isNull(companies.deletedAt);

/**
 * The outer row's id, qualified: drizzle writes a single-table select's columns without their
 * table, which inside a subquery on users would name users.id.
 */
export const outerCompanyId = sql`${companies}.${sql.identifier("id")}`;

/** Correlated counts over the company's indexes (users_company_idx, documents_company_*). */
const userCount = sql<number>`(select count(*) from ${users} where ${users.companyId} = ${outerCompanyId} and ${users.deactivatedAt} is null)`;
const documentCount = sql<number>`(select count(*) from ${documents} where ${documents.companyId} = ${outerCompanyId})`;
/** Its active people's ids, ascending, as "3,4,9" (the list's 'Company & User IDs'). */
const userIds = sql<
  string | null
>`(select group_concat(${sql.identifier("id")}) from (select ${users.id} from ${users} where ${users.companyId} = ${outerCompanyId} and ${users.deactivatedAt} is null order by ${users.id}))`;
const lastLoginAt = sql<
  number | null
>`(select max(${users.lastLoginAt}) from ${users} where ${users.companyId} = ${outerCompanyId})`;

/** The columns of a company row as the Customer List shows it. */
export const companyColumns = {
  id: companies.id,
  name: companies.name,
  displayName: companies.displayName,
  tier: companies.tier,
  companySize: companies.companySize,
  website: companies.website,
  createdAt: companies.createdAt,
  userCount,
  userIds,
  documentCount,
  lastLoginAt,
};

export interface CompanyListRow {
  id: number;
  name: string;
  displayName: string | null;
  tier: Tier;
  companySize: string | null;
  website: string | null;
  createdAt: Date;
  userCount: number;
  userIds: string | null;
  documentCount: number;
  lastLoginAt: number | null;
}

export function toCustomerCompanyDto(row: CompanyListRow): CustomerCompanyDto {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    subscriptionTier: row.tier,
    companySize: row.companySize,
    website: row.website,
    userCount: Number(row.userCount),
    userIds: row.userIds ? row.userIds.split(",").map(Number) : [],
    documentCount: Number(row.documentCount),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt === null ? null : new Date(Number(row.lastLoginAt)).toISOString(),
  };
}

/** Companies (not in the recycle bin) matching `where`, newest first. */
export async function selectCompanies(ctx: DomainContext, where: SQL | undefined, limit?: number) {
  const query = ctx.db
    .select(companyColumns)
    .from(companies)
    .where(where)
    .orderBy(sql`${companies.createdAt} desc`, sql`${companies.id} desc`);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(toCustomerCompanyDto);
}

/** One company that is not in the recycle bin, as the list shows it, or 404. */
export async function findCustomerCompany(
  ctx: DomainContext,
  companyId: number,
): Promise<CustomerCompanyDto> {
  const [company] = await selectCompanies(ctx, and(eq(companies.id, companyId), activeCompany), 1);
  if (!company) throw notFound("company");
  return company;
}

/**
 * Why a company may not move from one tier to another, or null. The system company (10001) is the
 * platform owner's and stays on System Admin; System Admin (unlimited seats, every feature) is
 * given to no other company. A company already on it may stay there, or leave it.
 */
export function tierChangeRefusal(companyId: number, from: Tier, to: Tier) {
  if (companyId === SYSTEM_COMPANY_ID)
    return to === "system_admin" ? null : forbidden(SYSTEM_COMPANY_TIER_MESSAGE);
  if (to === "system_admin" && from !== "system_admin") return forbidden(SYSTEM_ADMIN_TIER_RESERVED_MESSAGE);
  return null;
}

/**
 * A batch's first statement: aborts it when the company went to the recycle bin after it was read
 * (batchGuard, decision 012), so nothing is changed in a deleted company and no audit row claims so.
 */
export const stillActiveGuard = (ctx: Pick<DomainContext, "directory">, companyId: number) =>
  batchGuard(ctx.directory, companyStillActive(companyId));

/**
 * A person of any company not in the recycle bin, still active, for Customer Management's changes
 * to people: 404 for a missing, deactivated or binned one; 403 for a platform admin, whom customer
 * management never changes (administration side §6).
 */
export async function findCustomerUser(ctx: DomainContext, userId: number) {
  const [found] = await ctx.directory
    .select({ user: users })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt), activeCompany))
    .limit(1);
  if (!found) throw notFound("user");
  if (isPlatformAdmin(found.user.role)) throw forbidden(CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE);
  return found.user;
}
