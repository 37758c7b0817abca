import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { companies, users } from "../../db/schema";
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
import { documentCountsOf } from "../platform/company-databases";
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

/** Correlated counts over the company's indexes (users_company_idx). */
const userCount = sql<number>`(select count(*) from ${users} where ${users.companyId} = ${outerCompanyId} and ${users.deactivatedAt} is null)`;
/** Its active people's ids, ascending, as "3,4,9" (the list's 'Company & User IDs'). */
const userIds = sql<
  string | null
>`(select group_concat(${sql.identifier("id")}) from (select ${users.id} from ${users} where ${users.companyId} = ${outerCompanyId} and ${users.deactivatedAt} is null order by ${users.id}))`;
const lastLoginAt = sql<
  number | null
>`(select max(${users.lastLoginAt}) from ${users} where ${users.companyId} = ${outerCompanyId})`;

/** The directory's columns of a company row as the Customer List shows it (documents are added). */
const companyColumns = {
  id: companies.id,
  name: companies.name,
  displayName: companies.displayName,
  tier: companies.tier,
  companySize: companies.companySize,
  website: companies.website,
  createdAt: companies.createdAt,
  databaseNumber: companies.databaseNumber,
  userCount,
  userIds,
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
  databaseNumber: number;
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
    databaseNumber: row.databaseNumber,
  };
}

/**
 * Companies matching `where`, newest first: from the directory, with their documents counted in
 * every company database (decision 027, stage 4). The counts are read at the same time as the
 * companies: every company's (one row each) unless the caller passes the ones it needs.
 */
export async function selectCompanies(
  ctx: DomainContext,
  where: SQL | undefined,
  { limit, documentCounts = documentCountsOf(ctx, "every") }: SelectCompaniesOptions = {},
) {
  const query = ctx.directory
    .select(companyColumns)
    .from(companies)
    .where(where)
    .orderBy(sql`${companies.createdAt} desc`, sql`${companies.id} desc`);
  const [rows, counts] = await Promise.all([
    limit === undefined ? query : query.limit(limit),
    documentCounts,
  ]);
  return rows.map((row) => toCustomerCompanyDto({ ...row, documentCount: counts.get(row.id) ?? 0 }));
}

interface SelectCompaniesOptions {
  limit?: number;
  /** Documents per company id (`documentCountsOf`), when the caller reads them itself. */
  documentCounts?: Promise<Map<number, number>>;
}

/** One company that is not in the recycle bin, as the list shows it, or 404. */
export async function findCustomerCompany(
  ctx: DomainContext,
  companyId: number,
): Promise<CustomerCompanyDto> {
  const [company] = await selectCompanies(ctx, and(eq(companies.id, companyId), activeCompany), {
    limit: 1,
    documentCounts: documentCountsOf(ctx, [companyId]),
  });
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
