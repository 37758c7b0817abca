import { eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { batchGuards } from "../db/schema";
import { constraintFailure } from "./constraint-failure";
import type { Database } from "./context";

/**
 * A statement that aborts its D1 batch unless `condition` holds when the batch runs. A rule checked
 * by reading before a write (a seat limit, "the last admin") can be overtaken by a concurrent
 * request between the read and the write; placed in the write's own batch, the guard checks it
 * again inside the transaction. It rewrites the one row of `batch_guard` with itself when the
 * condition holds and with NULL when it does not (false or NULL) — a NOT NULL failure that rolls
 * the whole batch back, which `isGuardFailure` recognises.
 *
 * `batch_guard` is in every database (decision 027), so the guard runs in the database of the batch
 * it is placed in (`into`); its condition must name only tables of that database.
 */
export function batchGuard(into: Database, condition: SQL): BatchItem<"sqlite"> {
  return into
    .update(batchGuards)
    .set({ held: sql`case when ${condition} then ${batchGuards.held} else null end` })
    .where(eq(batchGuards.id, 1));
}

export function isGuardFailure(error: unknown): boolean {
  const failure = constraintFailure(error);
  return failure?.kind === "not_null" && failure.detail.includes("batch_guard.held");
}
