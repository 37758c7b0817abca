import type { DrizzleD1Database } from "drizzle-orm/d1";
import type * as schema from "../db/schema";

export type Database = DrizzleD1Database<typeof schema>;

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What every domain operation may use; the runtime layer builds it per request. */
export interface DomainContext {
  db: Database;
  clock: Clock;
}
