import { eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { companies } from "../db/schema";
import { constraintFailure } from "./constraint-failure";
import type { Database } from "./context";

/**
 * A statement that aborts its D1 batch unless `condition` holds when the batch runs. A rule checked
 * by reading before a write (a seat limit, "the last admin") can be overtaken by a concurrent
 * request between the read and the write; placed in the write's own batch, the guard checks it
 * again inside the transaction. It rewrites the company's name with itself when the condition holds
 * and with NULL when it does not — a NOT NULL failure that rolls the whole batch back, which
 * `isGuardFailure` recognises.
 */
export function batchGuard(db: Database, companyId: number, condition: SQL): BatchItem<"sqlite"> {
  return db
    .update(companies)
    .set({ name: sql`case when ${condition} then ${companies.name} else null end` })
    .where(eq(companies.id, companyId));
}

export function isGuardFailure(error: unknown): boolean {
  const failure = constraintFailure(error);
  return failure?.kind === "not_null" && failure.detail.includes("companies.name");
}
