// Customer Management tests' own helpers: unique names, companies in the recycle bin, and independent SQL
// counts the API's answers are compared with (raw D1, not the operations' own queries).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { companies, users } from "../../worker/db/schema";
import { type Company, callApi, createCompany, domain } from "../support/fixtures";

export const uniqueName = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;
export const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** A company moved to the recycle bin (as the recycle bin marks it: deleted_at set, rows kept). */
export async function deletedCompany(tier: Company["tier"] = "enterprise", name = uniqueName("Binned Co")) {
  const company = await createCompany(tier, name);
  await domain()
    .companyDb.update(companies)
    .set({ deletedAt: new Date() })
    .where(eq(companies.id, company.id));
  return company;
}

/** Sets when a person last signed in. */
export async function signedInAt(userId: number, at: Date | null) {
  await domain().companyDb.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

/** One number from raw SQL. */
export async function sqlCount(query: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(query)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Every row of a raw SQL query. */
export async function sqlRows<T>(query: string, ...params: unknown[]): Promise<T[]> {
  const { results } = await env.DB.prepare(query)
    .bind(...params)
    .all<T>();
  return results;
}

export async function getJson<T>(path: string, cookie: string): Promise<T> {
  const res = await callApi("GET", path, { cookie });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
