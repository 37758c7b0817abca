// Benchmark data for the platform administrator's screens: 2,000 customer companies with 5 people
// each (10,000 customers), their token balances and ledgers, and a session for the platform admin
// written to bench/.platform-session (read by scripts/bench-platform.ts).
import { writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import {
  companies,
  companySettings,
  tokenBalances,
  tokenTransactions,
  users,
} from "../../worker/db/schema.ts";
import { createSession } from "../../worker/domain/auth/create-session.ts";
import { repairPeopleMirror } from "../../worker/domain/people/people-mirror.ts";
import { withLocalDatabase } from "../lib/local-database.ts";
import { BENCH_COMPANIES, PEOPLE_PER_COMPANY } from "./customer-scale.ts";

const tiers = ["freemium", "per_document", "enterprise"] as const;
const sizes = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;
const DAY = 86_400_000;

await withLocalDatabase(async (ctx) => {
  const [admin] = await ctx.companyDb.select().from(users).where(eq(users.email, "platform@charterly.test"));
  if (!admin) throw new Error("Seed the database first (platform@charterly.test is missing)");
  const started = Date.now();
  for (let c = 1; c <= BENCH_COMPANIES; c++) {
    // Sign-ups spread over the last two years, someone active in a third of them.
    const createdAt = new Date(Date.now() - ((c * 7919) % 730) * DAY);
    const [company] = await ctx.companyDb
      .insert(companies)
      .values({
        name: `Bench Customer ${c}`,
        tier: tiers[c % tiers.length]!,
        companySize: sizes[c % sizes.length]!,
        website: `bench${c}.example`,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: companies.id });
    const companyId = company!.id;
    await ctx.companyDb.batch([
      ctx.companyDb.insert(companySettings).values({ companyId }),
      ...Array.from({ length: PEOPLE_PER_COMPANY }, (_, p) =>
        ctx.companyDb.insert(users).values({
          companyId,
          email: `person${p}@bench${c}.example`,
          firstName: `Person${p}`,
          lastName: `Customer${c}`,
          role: p === 0 ? "company_admin" : "user",
          emailVerified: true,
          createdAt,
          updatedAt: createdAt,
          lastLoginAt: c % 3 === 0 ? new Date(Date.now() - (c % 20) * DAY) : null,
        }),
      ),
      ctx.companyDb
        .insert(tokenBalances)
        .values({ companyId, balance: c % 40, purchased: 50, used: 50 - (c % 40) }),
      ctx.companyDb.insert(tokenTransactions).values({
        companyId,
        transactionType: "purchase",
        amount: 50,
        balanceAfter: 50,
        description: "Opening credit",
        invoiceNumber: `BENCH-${c}`,
        createdAt,
      }),
    ]);
    if (c % 500 === 0)
      console.log(
        `  ${c}/${BENCH_COMPANIES} companies written (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
  }
  // The company databases' copies of the people just written (domain/people/people-mirror.ts).
  await repairPeopleMirror(ctx);
  const { token } = await createSession(ctx, { userId: admin.id, authenticatedAt: new Date() });
  writeFileSync("bench/.platform-session", token);
});
