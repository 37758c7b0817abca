import { SYSTEM_COMPANY_ID } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { companies } from "../../worker/db/schema";
import { companyRow } from "../support/factories";
import { domain, type Person, person } from "../support/fixtures";

/**
 * A platform administrator: a person of the system company (10001, tier system_admin), created with
 * that company when this test file's database does not have it yet.
 */
export async function platformAdmin(): Promise<Person> {
  const ctx = domain();
  await ctx.db
    .insert(companies)
    .values(companyRow({ id: SYSTEM_COMPANY_ID, name: "Charterly", tier: "system_admin" }))
    .onConflictDoNothing();
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, SYSTEM_COMPANY_ID));
  return person({ role: "platform_admin", company: company! });
}
