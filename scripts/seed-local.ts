// Seeds the local D1 database that `wrangler dev` uses (.wrangler/state), through the same
// seedDatabase() the tests use. Idempotent: safe to run at every start.
import { seedDatabase } from "../worker/db/seed/index.ts";
import { withLocalDatabase } from "./lib/local-database.ts";

const summary = await withLocalDatabase(seedDatabase);
console.log(
  `Seed: ${summary.templatesAdded} templates added; demo companies and accounts ${summary.demoDataAdded ? "added" : "already present"}.`,
);
