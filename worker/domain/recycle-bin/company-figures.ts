import { and, eq, type SQL, sql } from "drizzle-orm";
import { companies, users } from "../../db/schema";
import {
  PLATFORM_ADMIN_COMPANY_UNDELETABLE_MESSAGE,
  SYSTEM_COMPANY_ID,
  SYSTEM_COMPANY_UNDELETABLE_MESSAGE,
} from "../contract";

// What the Account Deletion tab shows of a company's people, as correlated subqueries over the
// companies row (each an index range scan on company_id): one query answers a whole list. Its
// documents and entries are in the company databases (platform/company-databases.ts).

const countOf = (from: SQL) => sql<number>`(select count(*) from ${from})`.mapWith(Number);

export const userCountOfCompany = countOf(sql`${users} where ${users.companyId} = ${companies.id}`);
/** Platform administrators of the company: deleting it would lock them out of the platform. */
export const platformAdminCountOfCompany = countOf(
  sql`${users} where ${and(eq(users.companyId, companies.id), eq(users.role, "platform_admin"))}`,
);

/**
 * Why the company may not go to the recycle bin, or null when it may: the system company holds the
 * platform administrators, and so must any company that has one (deleting it would lock them out).
 */
export function deletionRefusal(companyId: number, platformAdmins: number): string | null {
  if (companyId === SYSTEM_COMPANY_ID) return SYSTEM_COMPANY_UNDELETABLE_MESSAGE;
  return platformAdmins > 0 ? PLATFORM_ADMIN_COMPANY_UNDELETABLE_MESSAGE : null;
}
