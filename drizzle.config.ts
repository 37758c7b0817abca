import { defineConfig } from "drizzle-kit";

// Generates SQL into migrations/, which wrangler applies (`wrangler d1 migrations apply`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
