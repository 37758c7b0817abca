import { drizzle } from "drizzle-orm/d1";
import { type DomainContext, systemClock } from "../domain/context";
import * as schema from "./schema";

export function createDatabase(d1: D1Database) {
  return drizzle(d1, { schema });
}

/** The domain's dependencies for one request (or one scheduled run). */
export function createDomainContext(env: { DB: D1Database }): DomainContext {
  return { db: createDatabase(env.DB), clock: systemClock };
}
