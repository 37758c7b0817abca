// Benchmark data: 2,000 documents in the enterprise demo company, and a session for its admin
// written to bench/.session (read by scripts/bench.ts).
import { writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { users } from "../../worker/db/schema.ts";
import { documentInput } from "../../worker/db/seed/factories.ts";
import { createSession } from "../../worker/domain/auth/create-session.ts";
import { createDocument } from "../../worker/domain/documents/create-document.ts";
import { withLocalDatabase } from "../lib/local-database.ts";

export const BENCH_DOCUMENTS = 2000;
const categories = ["hr", "travel", "finance", "it", "legal", "other"] as const;
const statuses = ["draft", "under_review", "approved", "generated", "archived"] as const;
const paragraph =
  "Employees must follow this policy when they travel, spend company money or handle information. Managers approve exceptions in writing and keep a record.";

await withLocalDatabase(async (ctx) => {
  const [admin] = await ctx.companyDb.select().from(users).where(eq(users.email, "admin@enterprise.test"));
  if (!admin) throw new Error("Seed the database first (admin@enterprise.test is missing)");
  const started = Date.now();
  for (let i = 1; i <= BENCH_DOCUMENTS; i++) {
    await createDocument(
      ctx,
      documentInput({
        companyId: admin.companyId,
        author: { userId: admin.id, displayName: "Erin Admin" },
        title: `Benchmark policy ${i}`,
        description: `Generated for the library benchmark (${i})`,
        category: categories[i % categories.length]!,
        status: statuses[i % statuses.length]!,
        content: `BENCHMARK POLICY ${i}\n\n1. Purpose\n\n${paragraph.repeat(20)}`,
      }),
    );
    if (i % 500 === 0)
      console.log(
        `  ${i}/${BENCH_DOCUMENTS} documents written (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
  }
  // The benchmark only reads; it never changes an e-mail address, so no sign-in time is recorded.
  const { token } = await createSession(ctx, { userId: admin.id, authenticatedAt: null });
  writeFileSync("bench/.session", token);
});
