// A session for the enterprise demo company's admin, written to bench/.latency-session (read by
// scripts/bench-latency.ts): the latency bench reads as a signed-in person with the demo library.
import { writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { users } from "../../worker/db/schema.ts";
import { createSession } from "../../worker/domain/auth/create-session.ts";
import { withLocalDatabase } from "../lib/local-database.ts";

await withLocalDatabase(async (ctx) => {
  const [admin] = await ctx.companyDb.select().from(users).where(eq(users.email, "admin@enterprise.test"));
  if (!admin) throw new Error("Seed the database first (admin@enterprise.test is missing)");
  const { token } = await createSession(ctx, { userId: admin.id, authenticatedAt: null });
  writeFileSync("bench/.latency-session", token);
});
