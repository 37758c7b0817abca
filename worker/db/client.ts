import { drizzle } from "drizzle-orm/d1";
import { retryingWhenBusy } from "./retry-when-busy";
import * as schema from "./schema";

export function createDatabase(d1: D1Database) {
  return drizzle(retryingWhenBusy(d1), { schema });
}
