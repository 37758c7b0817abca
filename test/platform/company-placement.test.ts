import { env } from "cloudflare:workers";
import { count, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it, vi } from "vitest";
import { companies, emailOutbox } from "../../worker/db/schema";
import type { Database } from "../../worker/domain/context";
import { placeNewCompany } from "../../worker/domain/platform/company-placement";
import { createCompany, domain } from "../support/fixtures";

// Where a new company goes (decision 027, stage 5; decision 023): the company database holding the
// fewest companies among those not full. The tests bind two; "full" is given as a size between the
// two databases' sizes, as 7 GB cannot be written here.

const sizeOf = async (db: Database) => (await db.run(sql`SELECT 1`)).meta.size_after;

async function companiesOn(databaseNumber: number) {
  const rows = await domain()
    .directory.select({ value: count() })
    .from(companies)
    .where(sql`${companies.databaseNumber} = ${databaseNumber}`);
  return rows[0]!.value;
}

/** Companies on the database until it holds more than the other one. */
async function fillUntilMore(databaseNumber: number, other: number) {
  while ((await companiesOn(databaseNumber)) <= (await companiesOn(other)))
    await createCompany("freemium", { databaseNumber });
}

/** Grows the second database by a megabyte of queued mail, so that it is the larger one. */
async function growSecondDatabase() {
  const company = await createCompany("freemium", { databaseNumber: 2 });
  await drizzle(env.COMPANY_DB_2)
    .insert(emailOutbox)
    .values(
      Array.from({ length: 4 }, (_, i) => ({
        companyId: company.id,
        toAddress: `bulk-${i}@example.test`,
        subject: "Bulk",
        textBody: "x".repeat(256 * 1024),
        kind: "acknowledgement_reminder" as const,
      })),
    );
}

describe("placing a new company", () => {
  it("puts it on the company database that holds the fewest companies", async () => {
    await fillUntilMore(1, 2);
    expect(await placeNewCompany(domain())).toBe(2);
    await fillUntilMore(2, 1);
    expect(await placeNewCompany(domain())).toBe(1);
  });

  it("gives a full database no new company, though it holds the fewest", async () => {
    await growSecondDatabase();
    await fillUntilMore(1, 2);
    const ctx = domain();
    const [first, second] = await Promise.all(ctx.companyDatabases.map(sizeOf));
    expect(second).toBeGreaterThan(first!);

    // Full at a size between the two: the second database is full, the first is not.
    expect(await placeNewCompany(ctx, { fullAtBytes: first! + 1 })).toBe(1);
    // Neither is full: the fewest companies wins again.
    expect(await placeNewCompany(ctx, { fullAtBytes: second! + 1 })).toBe(2);
  });

  it("still gives the company an account when every database is full: the smallest, and the log says to add one", async () => {
    await growSecondDatabase();
    const ctx = domain();
    const [first, second] = await Promise.all(ctx.companyDatabases.map(sizeOf));
    expect(second).toBeGreaterThan(first!);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await placeNewCompany(ctx, { fullAtBytes: 1 })).toBe(1);
      expect(logged.mock.calls.join(" ")).toContain("Add COMPANY_DB_3 to wrangler.toml and deploy");
    } finally {
      logged.mockRestore();
    }
  });
});
