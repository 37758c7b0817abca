// Columns every home's tables share.
import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

export const now = sql`(unixepoch() * 1000)`;
export const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);
export const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now);
